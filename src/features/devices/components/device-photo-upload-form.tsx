/**
 * "Add photos" to a device, for a user with `update serviceobjects`: take photos with the camera or
 * choose files, pick the photo type (required), and save. Before anything is queued the selection is
 * checked against product.md §7 (at most 10 photos; JPEG, PNG or WebP of at most 2 MB): larger camera
 * images and other image types are re-encoded as JPEG on this device, and what cannot be used is
 * refused with the reason. Saved photos wait in the outbox as blobs and show in the gallery at once.
 */
import { Box, Button, Card, CloseButton, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatFileSize } from '../../../lib/file-size';
import { photoUploadLimits } from '../../../lib/upload-limits';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { addDevicePhotos } from '../devices.commands';
import type { DeviceRow } from '../devices.queries';
import { isTooManyPhotos } from '../device-write-rules';
import { prepareDevicePhoto, type PhotoPreparationResult, type PreparedPhoto } from '../photo-resize';

export interface DevicePhotoUploadFormProps {
  device: Pick<DeviceRow, 'id' | 'organisationId' | 'number'>;
  photoTypes: readonly { id: string; name: string }[];
  onClose: () => void;
}

type Refusal = Extract<PhotoPreparationResult, { ok: false }>;

export function DevicePhotoUploadForm({ device, photoTypes, onClose }: DevicePhotoUploadFormProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const locale = activeLocale();
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [photoTypeId, setPhotoTypeId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  const refusalText = ({ problem, fileName }: Refusal) =>
    ({
      emptyFile: t`${fileName} is leeg.`,
      fileTypeNotAllowed: t`${fileName} is geen foto (jpg, png of webp).`,
      unreadable: t`${fileName} kon niet als foto worden gelezen.`,
      fileTooLarge: t`${fileName} is ook verkleind nog groter dan 2 MB.`,
    })[problem];
  const typeError = isSubmitted && !photoTypeId ? t`Kies het soort foto.` : undefined;
  const selectionError = isTooManyPhotos(files.length)
    ? t`Kies hoogstens ${photoUploadLimits.maxFiles} foto's tegelijk.`
    : isSubmitted && files.length === 0
      ? t`Maak of kies minstens één foto.`
      : undefined;

  function addFiles(list: FileList | null) {
    if (!list) return;
    // Copied now: the input is cleared right after (so the same photo can be chosen again), and a
    // FileList is live, so an updater reading it later would find it empty.
    const added = Array.from(list);
    setFiles((current) => [...current, ...added]);
    setRefusals([]);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!photoTypeId || files.length === 0 || isTooManyPhotos(files.length)) return;
    setIsSaving(true);
    try {
      // One at a time: ten decoded camera images at once would not fit in a phone's memory.
      const results: PhotoPreparationResult[] = [];
      for (const file of files) results.push(await prepareDevicePhoto(file));
      const refused = results.filter((result): result is Refusal => !result.ok);
      setRefusals(refused);
      if (refused.length > 0) return;
      const photos: PreparedPhoto[] = results.flatMap((result) => (result.ok ? [result.photo] : []));
      const typeName = photoTypes.find((type) => type.id === photoTypeId)?.name ?? '';
      const deviceNumber = device.number;
      await addDevicePhotos(
        db,
        userId,
        device,
        photoTypeId,
        photos,
        t({
          message: plural(photos.length, {
            one: `# foto bij ${deviceNumber}: ${typeName}`,
            other: `# foto's bij ${deviceNumber}: ${typeName}`,
          }),
        }),
      );
      toast.success(
        navigator.onLine
          ? t`Foto's opgeslagen en worden verstuurd`
          : t`Foto's opgeslagen; ze worden verstuurd zodra er verbinding is`,
      );
      onClose();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De foto's konden niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="add-photos-heading" variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title id="add-photos-heading" as="h3">{t`Foto's toevoegen`}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="4">
            <Field.Root required invalid={Boolean(typeError)}>
              <Field.Label>
                {t`Soort foto`}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={photoTypeId}
                  onChange={(event) => setPhotoTypeId(event.target.value)}
                >
                  <option value="">{t`Kies het soort foto`}</option>
                  {photoTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{typeError}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(selectionError) || refusals.length > 0}>
              <Field.Label as="span">{t`Foto's`}</Field.Label>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => cameraInput.current?.click()}>
                  {t`Foto maken`}
                </Button>
                <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                  {t`Foto's kiezen`}
                </Button>
              </HStack>
              <input
                ref={cameraInput}
                type="file"
                accept="image/*"
                capture="environment"
                multiple
                hidden
                aria-label={t`Foto maken`}
                data-testid="device-photo-camera"
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                multiple
                hidden
                aria-label={t`Foto's kiezen`}
                data-testid="device-photo-files"
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
              <Field.HelperText>{t`Hoogstens 10 foto's van 2 MB: jpg, png of webp. Grotere foto's worden op dit apparaat verkleind.`}</Field.HelperText>
              <Field.ErrorText>
                <Stack gap="0.5">
                  {selectionError && <Text>{selectionError}</Text>}
                  {refusals.map((refusal) => (
                    <Text key={`${refusal.problem}-${refusal.fileName}`}>{refusalText(refusal)}</Text>
                  ))}
                </Stack>
              </Field.ErrorText>
            </Field.Root>
            {files.length > 0 && (
              <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Gekozen foto's`}>
                {files.map((file, index) => (
                  <HStack as="li" key={`${file.name}-${index}`} gap="2" justify="space-between">
                    <Box minW="0">
                      <Text truncate>{file.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatFileSize(file.size, locale)}
                      </Text>
                    </Box>
                    <CloseButton
                      size="xs"
                      aria-label={t`${file.name} weghalen`}
                      onClick={() => {
                        setFiles((current) => current.filter((_, at) => at !== index));
                        setRefusals([]);
                      }}
                    />
                  </HStack>
                ))}
              </Stack>
            )}
            <HStack gap="3" justify="flex-end">
              <Button variant="ghost" onClick={onClose}>
                {t`Annuleren`}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSaving}>
                {t`Foto's opslaan`}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
