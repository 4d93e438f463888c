/**
 * "Toevoegen aan agenda (.ics)": downloads the appointment as an iCalendar file for the phone's or
 * desktop's calendar app. Needs a connection (the file is made by the server, with the token);
 * offline it says so instead of failing silently.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { ApiError } from '../../../api/api-error';
import { downloadFile } from '../../../api/files/download-file';
import { saveBlobAsFile } from '../../../ui/document-viewer';
import { CalendarIcon } from '../../../ui/icons/line-icons';
import { appointmentIcsPath } from '../agenda-paths';

export function AppointmentIcsButton({ appointmentId, title }: { appointmentId: string; title: string }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [isBusy, setIsBusy] = useState(false);

  async function download() {
    setIsBusy(true);
    try {
      const blob = await downloadFile(client, appointmentIcsPath(appointmentId));
      saveBlobAsFile(blob, `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'afspraak'}.ics`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(
        error.kind === 'network'
          ? t`Geen verbinding: het agendabestand kan alleen online worden gemaakt.`
          : error.message,
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      loading={isBusy}
      onClick={() => void download()}
      alignSelf="flex-start"
    >
      <CalendarIcon />
      {t`Toevoegen aan agenda (.ics)`}
    </Button>
  );
}
