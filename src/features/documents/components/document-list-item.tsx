/**
 * One document in the list: its type, name, size and date, where its change stands in the outbox,
 * and "Bekijken" / "Downloaden" (through the per-user document cache, so a document opened once
 * opens offline; a document whose upload still waits opens from the file on this device) and
 * "Verwijderen" for those who may.
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
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
    <Box as="li" borderWidth="1px" borderColor="border.muted" borderRadius="l2" bg="bg.panel" px="3" py="2.5">
      <Stack gap="2">
        <HStack gap="3" align="flex-start">
          <FileTextIcon boxSize="5" color={kindColors[kind]} mt="0.5" flexShrink={0} aria-hidden />
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontWeight="medium" wordBreak="break-word">
              {document.name}
            </Text>
            <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text>{kindLabels[kind]}</Text>
              <Text aria-hidden>·</Text>
              <Text>{formatFileSize(document.sizeBytes, locale)}</Text>
              <Text aria-hidden>·</Text>
              <Text>{formatDate(document.createdAt, locale)}</Text>
              {folderName && (
                <HStack gap="1">
                  <FolderIcon boxSize="3.5" aria-hidden />
                  <Text>{folderName}</Text>
                </HStack>
              )}
            </HStack>
          </Stack>
          {document.syncPending ? <PendingBadge /> : null}
          {document.offerId && <Badge variant="subtle">{t`Offerte`}</Badge>}
          {document.orderId && <Badge variant="subtle">{t`Werkbon`}</Badge>}
        </HStack>
        <HStack gap="2" justify="flex-end" wrap="wrap">
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
        </HStack>
        {/* The badge says it waits; only a refusal needs the longer note with its undo. */}
        <RowCommandHint state={commandState?.state === 'rejected' ? commandState : undefined} />
      </Stack>
    </Box>
  );
}
