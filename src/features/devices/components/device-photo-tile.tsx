/**
 * One photo in the device gallery: the image (from the blob waiting in the outbox for a photo not
 * sent yet, otherwise fetched with the user's token and kept in the user's document cache, so a photo
 * seen once shows offline too), its name, size and date, and
 * the pending mark. The image's object URL is revoked when the tile goes or the image changes.
 * Without a connection a sent photo that was not loaded shows a sentence instead of the image.
 * Activating the image opens it in the app's viewer.
 */
import { Box, Card, chakra, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ServiceObjectPhoto } from '../../../api/contract/service-objects';
import { useApiClient } from '../../../api/api-client-context';
import { devicePhotoPath } from '../../../api/files/device-photo';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import type { RowCommandState } from '../../../sync/command-state';
import { openDocument } from '../../../sync/document-cache';
import { PendingBadge } from '../../../sync/pending-badge';
import { useSync } from '../../../sync/sync-engine-context';
import { RowCommandHint } from '../../../sync/row-command-hint';
import { formatFileSize } from '../device-format';

export interface DevicePhotoTileProps {
  photo: ServiceObjectPhoto & { syncPending?: 0 | 1 };
  /** The image waiting in the outbox, when the photo is not sent yet. */
  localBlob: Blob | undefined;
  /** Where the photo's upload stands in the outbox; a refusal shows the reason and a way to undo. */
  commandState: RowCommandState | undefined;
  onOpen: (file: { blob: Blob; fileName: string }) => void;
}

type ImageState = { kind: 'loading' } | { kind: 'shown'; blob: Blob; url: string } | { kind: 'unavailable' };

/** What an image was loaded from: the local blob, or the photo id on the server. */
type ImageSource = Blob | string;

/**
 * The photo's image as an object URL, made when the image is there and revoked when the tile
 * unmounts or the source changes. A pending photo without its blob (not read yet) stays loading:
 * the server does not have it either.
 */
function usePhotoImage(photoId: string, localBlob: Blob | undefined, isPending: boolean): ImageState {
  const client = useApiClient();
  const { userId } = useSync();
  const source: ImageSource | null = localBlob ?? (isPending ? null : photoId);
  const [loaded, setLoaded] = useState<{ source: ImageSource; state: ImageState } | null>(null);
  useEffect(() => {
    if (source === null) return undefined;
    let url: string | null = null;
    let isActive = true;
    const controller = new AbortController();
    const image =
      typeof source === 'string'
        ? openDocument(client, devicePhotoPath(source), userId, controller.signal)
        : Promise.resolve(source);
    image.then(
      (blob) => {
        if (!isActive) return;
        url = URL.createObjectURL(blob);
        setLoaded({ source, state: { kind: 'shown', blob, url } });
      },
      () => {
        if (isActive) setLoaded({ source, state: { kind: 'unavailable' } });
      },
    );
    return () => {
      isActive = false;
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, source, userId]);
  return loaded && loaded.source === source ? loaded.state : { kind: 'loading' };
}

export function DevicePhotoTile({ photo, localBlob, commandState, onOpen }: DevicePhotoTileProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  const isPending = Boolean(photo.syncPending);
  const image = usePhotoImage(photo.id, localBlob, isPending);

  return (
    <Box as="li" data-testid="device-photo" data-pending={isPending ? 'true' : 'false'}>
      <Card.Root variant="outline" bg="bg.panel" size="sm" overflow="hidden" height="full">
        <Box aspectRatio={4 / 3} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
          {image.kind === 'loading' && <Skeleton width="full" height="full" aria-busy="true" />}
          {image.kind === 'unavailable' && (
            <Text fontSize="sm" color="fg.muted" p="3" textAlign="center">
              {t`Foto niet beschikbaar; open hem opnieuw zodra er verbinding is.`}
            </Text>
          )}
          {image.kind === 'shown' && (
            <chakra.button
              type="button"
              width="full"
              height="full"
              cursor="zoom-in"
              focusRing="inside"
              aria-label={t`${photo.fileName} groot bekijken`}
              onClick={() => onOpen({ blob: image.blob, fileName: photo.fileName })}
            >
              <chakra.img src={image.url} alt="" width="full" height="full" objectFit="cover" />
            </chakra.button>
          )}
        </Box>
        <Card.Body gap="1" p="2">
          <Text fontWeight="medium" fontSize="sm" truncate title={photo.fileName}>
            {photo.fileName}
          </Text>
          <Stack gap="1" fontSize="xs" color="fg.muted">
            <Text>{`${formatFileSize(photo.sizeBytes, locale)} · ${formatDateTime(photo.createdAt, locale)}`}</Text>
            {isPending && commandState?.state !== 'rejected' && (
              <Box>
                <PendingBadge />
              </Box>
            )}
            {commandState?.state === 'rejected' && <RowCommandHint state={commandState} />}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
