/**
 * The documents of one device, by folder then newest first. "Openen" shows a document in the app's
 * viewer through the per-user document cache, so a document opened once opens offline too; a failed
 * download shows the cache's toast ("Server error", or why it is not available offline).
 *
 * Folders, upload to the device and the bin live on the device's documents screen of the documents
 * area (`/documents/devices/{id}`), linked from here: business areas never import each other, and
 * one library keeps both screens alike.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { filePaths } from '../../../api/files/file-paths';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useAppAbility } from '../../../permissions/ability-context';
import {
  DocumentDownloadError,
  documentDownloadErrorMessage,
  openDocument,
} from '../../../sync/document-cache';
import { PendingBadge } from '../../../sync/pending-badge';
import { useSync } from '../../../sync/sync-engine-context';
import { DocumentViewer } from '../../../ui/document-viewer';
import { formatFileSize } from '../device-format';
import { newestFirst } from '../device-record-labels';
import { useDeviceRows, useDeviceFolders } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DeviceDocumentsTab({ deviceId }: { deviceId: string }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const client = useApiClient();
  const { userId } = useSync();
  const ability = useAppAbility();
  const canManage = ability.can('create', 'documents') || ability.can('delete', 'documents');
  const documents = useDeviceRows('documents', deviceId);
  const folders = useDeviceFolders(deviceId);
  const [opening, setOpening] = useState<string | null>(null);
  const [viewed, setViewed] = useState<{ blob: Blob; fileName: string } | null>(null);
  const folderName = new Map((folders ?? []).map((folder) => [folder.id, folder.name]));
  const sorted =
    documents &&
    newestFirst(documents, (document) => document.createdAt).sort((a, b) =>
      (folderName.get(a.folderId ?? '') ?? '').localeCompare(folderName.get(b.folderId ?? '') ?? '', 'nl'),
    );

  async function open(documentId: string, fileName: string) {
    setOpening(documentId);
    try {
      setViewed({
        blob: await openDocument(client, filePaths.documentDownload(documentId), userId),
        fileName,
      });
    } catch (error) {
      if (error instanceof DocumentDownloadError) toast.error(documentDownloadErrorMessage(error));
      else throw error;
    } finally {
      setOpening(null);
    }
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {canManage
            ? t`Mappen, uploaden en de prullenbak vind je bij de documenten van deze installatie.`
            : t`De documenten van deze installatie, per map.`}
        </Text>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={detailPaths.deviceDocuments.href(deviceId)}>
            {canManage ? t`Documenten beheren` : t`Mappen bekijken`}
          </RouterLink>
        </Button>
      </HStack>
      <TabRecords
        collection="documents"
        rows={sorted}
        label={t`Documenten`}
        emptyText={t`Er zijn geen documenten bij deze installatie.`}
      >
        {(rows) =>
          rows.map((document) => {
            const folder = document.folderId ? folderName.get(document.folderId) : undefined;
            return (
              <RecordCard
                key={document.id}
                title={document.name}
                badges={
                  <>
                    {document.syncPending ? <PendingBadge /> : null}
                    <Button
                      size="xs"
                      variant="outline"
                      loading={opening === document.id}
                      disabled={opening !== null}
                      aria-label={t`${document.name} openen`}
                      onClick={() => void open(document.id, document.name)}
                    >
                      {t`Openen`}
                    </Button>
                  </>
                }
              >
                {folder && <Text>{t`Map ${folder}`}</Text>}
                <Text>{`${formatFileSize(document.sizeBytes, locale)} · ${formatDate(document.createdAt, locale)}`}</Text>
              </RecordCard>
            );
          })
        }
      </TabRecords>
      <DocumentViewer file={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
