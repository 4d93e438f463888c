/**
 * The exports of a shown report: CSV for Excel and the PDF for the inspector (view in the app's
 * viewer or download). Each asks the server for the same organisation and period, so the file holds
 * current figures; that needs a connection. A failure shows a toast: "Server error" for an error
 * answer (product.md §6), or that a connection is needed.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { ApiError } from '../../../api/api-error';
import { downloadFile } from '../../../api/files/download-file';
import {
  refrigerantUseReportFilePath,
  type RefrigerantUseReportRequest,
} from '../../../api/reports/get-refrigerant-use-report';
import { DocumentOpenButtons } from '../../../ui/document-viewer';

export interface ReportDownloadsProps {
  request: RefrigerantUseReportRequest;
  /** The organisation's relation number, for the file names. */
  relationNumber: string;
}

export function ReportDownloads({ request, relationNumber }: ReportDownloadsProps) {
  const { t } = useLingui();
  const client = useApiClient();
  const baseName = `${t`Koudemiddelrapportage`} ${relationNumber} ${request.from} ${request.to}`;

  function onError(error: unknown) {
    if (error instanceof ApiError && error.kind === 'network') {
      toast.error(t`Geen verbinding. Exporteren kan alleen online.`);
    } else if (!(error instanceof ApiError && error.status === 403)) {
      // A 403 already has its toast from the app's API client.
      toast.error(t`Serverfout`);
    }
  }

  async function load(format: 'csv' | 'pdf'): Promise<Blob> {
    const blob = await downloadFile(client, refrigerantUseReportFilePath(request, format));
    // The viewer and the saved file follow the type; keep it even if a proxy drops it.
    return blob.type ? blob : new Blob([blob], { type: format === 'pdf' ? 'application/pdf' : 'text/csv' });
  }

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }} wrap="wrap">
      <HStack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {t`CSV (Excel)`}
        </Text>
        <DocumentOpenButtons
          size="sm"
          fileName={`${baseName}.csv`}
          contentType="text/csv"
          load={() => load('csv')}
          onError={onError}
        />
      </HStack>
      <HStack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {t`PDF voor de inspectie`}
        </Text>
        <DocumentOpenButtons
          size="sm"
          fileName={`${baseName}.pdf`}
          contentType="application/pdf"
          load={() => load('pdf')}
          onError={onError}
        />
      </HStack>
    </Stack>
  );
}
