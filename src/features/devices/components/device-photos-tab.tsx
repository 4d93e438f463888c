/**
 * The photos of one device, grouped by photo type, as a gallery: photos not sent yet show at once from
 * the blobs waiting in the outbox (marked pending), sent ones are fetched from the server when shown.
 * A user with `update serviceobjects` adds photos here (camera or files, with a photo type), also
 * offline.
 */
import { Button, Grid, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { useCommandStates } from '../../../sync/command-state';
import { DocumentViewer } from '../../../ui/document-viewer';
import { newestFirst } from '../device-record-labels';
import { usePendingPhotoBlobs } from '../device-writes.queries';
import { useDevice, useDeviceRows, useReferenceRows } from '../devices.queries';
import { DevicePhotoTile } from './device-photo-tile';
import { DevicePhotoUploadForm } from './device-photo-upload-form';
import { TabRecords } from './tab-records';

export function DevicePhotosTab({ deviceId }: { deviceId: string }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const ability = useAppAbility();
  const device = useDevice(deviceId);
  const photos = useDeviceRows('serviceObjectPhotos', deviceId);
  const photoTypes = useReferenceRows('photoTypes');
  const localBlobs = usePendingPhotoBlobs(deviceId);
  const commandStates = useCommandStates('serviceObjectPhotos');
  const [isAdding, setIsAdding] = useState(false);
  const [viewed, setViewed] = useState<{ blob: Blob; fileName: string } | null>(null);
  const canAdd = ability.can('update', 'serviceobjects') && Boolean(device) && (photoTypes?.length ?? 0) > 0;

  const typeOptions = (photoTypes ?? []).map((type) => ({
    id: type.id,
    name: locale === 'nl' ? type.nameNl : type.nameEn,
  }));
  const typeName = new Map(typeOptions.map((type) => [type.id, type.name]));
  const groups = new Map<string, NonNullable<typeof photos>>();
  for (const photo of newestFirst(photos ?? [], (row) => row.createdAt)) {
    const name = typeName.get(photo.photoTypeId) ?? t`Overige foto's`;
    groups.set(name, [...(groups.get(name) ?? []), photo]);
  }

  const addControl =
    canAdd && device ? (
      isAdding ? (
        <DevicePhotoUploadForm device={device} photoTypes={typeOptions} onClose={() => setIsAdding(false)} />
      ) : (
        <Button size="sm" colorPalette="brand" alignSelf="flex-start" onClick={() => setIsAdding(true)}>
          {t`Foto's toevoegen`}
        </Button>
      )
    ) : null;

  if (photos === undefined || photos.length === 0) {
    return (
      <Stack gap="4">
        {addControl}
        <TabRecords
          collection="serviceObjectPhotos"
          rows={photos}
          label={t`Foto's`}
          emptyText={t`Er zijn geen foto's van deze installatie.`}
        >
          {() => null}
        </TabRecords>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {addControl}
      {[...groups].map(([name, rows]) => (
        <Stack as="section" key={name} gap="2" aria-label={name}>
          <Heading as="h3" size="sm">
            {name}
          </Heading>
          <Grid
            as="ul"
            listStyleType="none"
            gap="3"
            templateColumns={{
              base: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(auto-fill, minmax(12rem, 1fr))',
            }}
            aria-label={name}
          >
            {rows.map((photo) => (
              <DevicePhotoTile
                key={photo.id}
                photo={photo}
                localBlob={localBlobs?.get(photo.id)}
                commandState={commandStates?.get(photo.id)}
                onOpen={setViewed}
              />
            ))}
          </Grid>
        </Stack>
      ))}
      <DocumentViewer file={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
