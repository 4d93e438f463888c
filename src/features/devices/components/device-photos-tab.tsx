/**
 * The photos of one device, grouped by photo type. The synced record carries the file's name and
 * size, not the image, so the list names each photo; images stay on the server until opened.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { PendingBadge } from '../../../sync/pending-badge';
import { newestFirst } from '../device-record-labels';
import { useDeviceRows, useReferenceRows } from '../devices.queries';
import { formatFileSize } from '../device-format';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DevicePhotosTab({ deviceId }: { deviceId: string }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const photos = useDeviceRows('serviceObjectPhotos', deviceId);
  const photoTypes = useReferenceRows('photoTypes');
  const typeName = new Map(
    (photoTypes ?? []).map((type) => [type.id, locale === 'nl' ? type.nameNl : type.nameEn]),
  );
  const groups = new Map<string, NonNullable<typeof photos>>();
  for (const photo of newestFirst(photos ?? [], (row) => row.createdAt)) {
    const name = typeName.get(photo.photoTypeId) ?? t`Overige foto's`;
    groups.set(name, [...(groups.get(name) ?? []), photo]);
  }
  if (photos === undefined || photos.length === 0) {
    return (
      <TabRecords
        collection="serviceObjectPhotos"
        rows={photos}
        label={t`Foto's`}
        emptyText={t`Er zijn geen foto's van deze installatie.`}
      >
        {() => null}
      </TabRecords>
    );
  }
  return (
    <Stack gap="4">
      {[...groups].map(([name, rows]) => (
        <Stack as="section" key={name} gap="2" aria-label={name}>
          <Heading as="h3" size="sm">
            {name}
          </Heading>
          <TabRecords collection="serviceObjectPhotos" rows={rows} label={name} emptyText="">
            {(list) =>
              list.map((photo) => (
                <RecordCard
                  key={photo.id}
                  title={photo.fileName}
                  badges={photo.syncPending && <PendingBadge />}
                >
                  <Text>{`${formatFileSize(photo.sizeBytes, locale)} · ${formatDateTime(photo.createdAt, locale)}`}</Text>
                </RecordCard>
              ))
            }
          </TabRecords>
        </Stack>
      ))}
    </Stack>
  );
}
