/**
 * The PDF of one invoice: "Bekijken" opens it in the app's viewer, "Downloaden" saves it as a file.
 * Both go through the per-user document cache, so after one view the PDF opens offline too; the
 * badge says whether it is on this device. A failed download shows the toast of the document cache
 * ("Server error", or why it is not available offline).
 */
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { filePaths } from '../../../api/files/file-paths';
import {
  DocumentDownloadError,
  documentDownloadErrorMessage,
  isDocumentCached,
  openDocument,
} from '../../../sync/document-cache';
import { useSync } from '../../../sync/sync-engine-context';
import { DocumentViewer, saveBlobAsFile } from '../../../ui/document-viewer';
import { CloudCheckIcon, FileTextIcon } from '../../../ui/icons/line-icons';
import type { InvoiceRow } from '../invoices.queries';

export function InvoicePdfActions({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { userId } = useSync();
  const path = filePaths.invoicePdf(invoice.id);
  const fileName = `${invoice.number}.pdf`;
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const [viewed, setViewed] = useState<{ blob: Blob; fileName: string } | null>(null);
  const [isCached, setIsCached] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void isDocumentCached(path, userId).then((cached) => {
      if (isCurrent) setIsCached(cached);
    });
    return () => {
      isCurrent = false;
    };
  }, [path, userId, viewed]);

  async function fetchPdf(action: 'view' | 'download') {
    setBusy(action);
    try {
      const blob = await openDocument(client, path, userId);
      if (action === 'view') setViewed({ blob, fileName });
      else saveBlobAsFile(blob, fileName);
      setIsCached(await isDocumentCached(path, userId));
    } catch (error) {
      if (error instanceof DocumentDownloadError) toast.error(documentDownloadErrorMessage(error));
      else throw error;
    } finally {
      setBusy(null);
    }
  }

  return (
    <HStack gap="2" wrap="wrap">
      <Button
        colorPalette="brand"
        size="sm"
        loading={busy === 'view'}
        disabled={busy !== null}
        onClick={() => void fetchPdf('view')}
      >
        <FileTextIcon />
        {t`Bekijken`}
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={busy === 'download'}
        disabled={busy !== null}
        onClick={() => void fetchPdf('download')}
      >
        {t`Downloaden`}
      </Button>
      {isCached && (
        <Badge colorPalette="green" variant="subtle">
          <CloudCheckIcon boxSize="3" />
          {t`Offline beschikbaar`}
        </Badge>
      )}
      <DocumentViewer file={viewed} onClose={() => setViewed(null)} />
    </HStack>
  );
}
