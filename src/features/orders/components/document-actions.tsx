/**
 * "Bekijken" and "Downloaden" for one document of an order or work order (a signed work report, a
 * photo). Both go through the per-user document cache, so a document opened once opens offline too.
 * A failed download shows the document cache's toast ("Server error", or why it is not offline).
 */
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { filePaths } from '../../../api/files/file-paths';
import {
  DocumentDownloadError,
  documentDownloadErrorMessage,
  openDocument,
} from '../../../sync/document-cache';
import { useSync } from '../../../sync/sync-engine-context';
import { DocumentOpenButtons } from '../../../ui/document-viewer';
import type { DocumentRow } from '../orders.queries';

export function DocumentActions({ document }: { document: DocumentRow }) {
  const client = useApiClient();
  const { userId } = useSync();
  return (
    <DocumentOpenButtons
      fileName={document.name}
      contentType={document.contentType}
      load={() => openDocument(client, filePaths.documentDownload(document.id), userId)}
      onError={(error) => {
        if (error instanceof DocumentDownloadError) toast.error(documentDownloadErrorMessage(error));
        else throw error;
      }}
    />
  );
}
