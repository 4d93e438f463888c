/**
 * One document in the list: its type, name, size and date, where its change stands in the outbox,
 * and "Bekijken" / "Downloaden" (through the per-user document cache, so a document opened once
 * opens offline; a document whose upload still waits opens from the file on this device) and
 * "Verwijderen" for those who may.
 */
import { Badge, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { filePaths } from '../../../api/files/file-paths';
import { useDatabase } from '../../../db/database-context';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatFileSize } from '../../../lib/file-size';
import type { RowCommandState } from '../../../sync/command-state';
import {
  DocumentDownloadError,
  documentDownloadErrorMessage,
  openDocument,
} from '../../../sync/document-cache';
import { PendingBadge } from '../../../sync/pending-badge';
import { RowCommandHint } from '../../../sync/row-command-hint';
import { useSync } from '../../../sync/sync-engine-context';
import { DocumentOpenButtons } from '../../../ui/document-viewer';
import { FileTextIcon, FolderIcon } from '../../../ui/icons/line-icons';
import { documentKind, type DocumentKind } from '../document-tree';
import { pendingFileOf, type DocumentRow } from '../documents.queries';
import './document-list-item.css';

const kindColors: Record<DocumentKind, string> = {
  pdf: 'red.fg',
  image: 'purple.fg',
  word: 'blue.fg',
  spreadsheet: 'green.fg',
  presentation: 'orange.fg',
  other: 'fg.muted',
};

export interface DocumentListItemProps {
  document: DocumentRow;
  commandState: RowCommandState | undefined;
  /** The folder's name, shown while searching across folders. */
  folderName?: string;
  canDelete: boolean;
  onDelete: (document: DocumentRow) => void;
}

export function DocumentListItem({
  document,
  commandState,
  folderName,
  canDelete,
  onDelete,
}: DocumentListItemProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const client = useApiClient();
  const { userId } = useSync();
  const locale = activeLocale();
  const kind = documentKind(document.contentType);
  const kindLabels: Record<DocumentKind, string> = {
    pdf: t`PDF`,
    image: t`Afbeelding`,
    word: t`Word`,
    spreadsheet: t`Excel`,
    presentation: t`PowerPoint`,
    other: t`Bestand`,
  };
  const isOwnedByRecord = Boolean(document.orderId || document.offerId || document.inboundMessageId);

  async function load(): Promise<Blob> {
    const pending = await pendingFileOf(db, document.id);
    if (pending) return pending;
    return openDocument(client, filePaths.documentDownload(document.id), userId);
  }

  return (
    <li className="document-card">
      <div className="document-card__head">
        <FileTextIcon boxSize="5" color={kindColors[kind]} mt="0.5" flexShrink={0} aria-hidden />
        <div className="document-card__body">
          <p className="document-card__name">{document.name}</p>
          <div className="document-card__facts">
            <p>{kindLabels[kind]}</p>
            <p aria-hidden>·</p>
            <p>{formatFileSize(document.sizeBytes, locale)}</p>
            <p aria-hidden>·</p>
            <p>{formatDate(document.createdAt, locale)}</p>
            {folderName && (
              <div className="document-card__folder">
                <FolderIcon boxSize="3.5" aria-hidden />
                <p>{folderName}</p>
              </div>
            )}
          </div>
        </div>
        {document.syncPending ? <PendingBadge /> : null}
        {document.offerId && <Badge variant="subtle">{t`Offerte`}</Badge>}
        {document.orderId && <Badge variant="subtle">{t`Werkbon`}</Badge>}
      </div>
      <div className="document-card__actions">
        <DocumentOpenButtons
          fileName={document.name}
          contentType={document.contentType}
          load={load}
          onError={(error) => {
            if (error instanceof DocumentDownloadError) toast.error(documentDownloadErrorMessage(error));
            else throw error;
          }}
        />
        {canDelete && !isOwnedByRecord && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t`Verwijderen: ${document.name}`}
            onClick={() => onDelete(document)}
          >
            {t({ message: 'Verwijderen', context: 'document' })}
          </Button>
        )}
      </div>
      {/* The badge says it waits; only a refusal needs the longer note with its undo. */}
      <RowCommandHint state={commandState?.state === 'rejected' ? commandState : undefined} />
    </li>
  );
}
