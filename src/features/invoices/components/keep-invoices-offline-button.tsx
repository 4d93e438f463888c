/**
 * "Offline bewaren" on the invoice list: downloads the PDF of every listed invoice into the user's
 * document cache, one at a time with a progress bar, so they all open without a connection later.
 * Afterwards it says how many are kept and which failed; it never stops at the first failure.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { filePaths } from '../../../api/files/file-paths';
import { keepOffline, type KeepOfflineProgress } from '../../../sync/document-cache';
import { useSync } from '../../../sync/sync-engine-context';
import { CloudCheckIcon } from '../../../ui/icons/line-icons';
import { LabelledProgress } from '../../../ui/labelled-progress';

export function KeepInvoicesOfflineButton({ invoiceIds }: { invoiceIds: readonly string[] }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { userId } = useSync();
  const [progress, setProgress] = useState<KeepOfflineProgress | null>(null);

  async function keepAll() {
    if (!navigator.onLine) {
      toast.info(t`Je bent offline. Offline bewaren kan zodra er verbinding is.`);
      return;
    }
    const paths = invoiceIds.map((id) => filePaths.invoicePdf(id));
    setProgress({ done: 0, total: paths.length });
    try {
      const result = await keepOffline(client, paths, userId, setProgress);
      const stored = result.stored.length;
      if (result.failed.length > 0) {
        const failed = result.failed.length;
        toast.error(
          t({
            message: plural(failed, {
              one: '# factuur kon niet worden opgehaald; probeer het later opnieuw.',
              other: '# facturen konden niet worden opgehaald; probeer het later opnieuw.',
            }),
          }),
        );
      } else if (result.notStored.length > 0) {
        toast.warn(
          t`Dit apparaat kan de facturen nu niet bewaren (geen opslag beschikbaar). Herlaad de app en probeer het opnieuw.`,
        );
      } else {
        toast.success(
          t({
            message: plural(stored, {
              one: '# factuur staat offline op dit apparaat.',
              other: '# facturen staan offline op dit apparaat.',
            }),
          }),
        );
      }
    } finally {
      setProgress(null);
    }
  }

  if (progress) {
    return (
      <Stack gap="1" minW="48" role="status">
        <LabelledProgress
          label={t`Voortgang van het offline bewaren`}
          value={progress.done}
          max={progress.total}
          size="sm"
          colorPalette="brand"
        />
        <Text fontSize="xs" color="fg.muted">
          {t`Offline bewaren: ${progress.done} van ${progress.total}`}
        </Text>
      </Stack>
    );
  }
  return (
    <Button variant="outline" size="sm" disabled={invoiceIds.length === 0} onClick={() => void keepAll()}>
      <CloudCheckIcon />
      {t`Offline bewaren`}
    </Button>
  );
}
