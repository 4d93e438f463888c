/**
 * Changing a device's type (cold room, chiller, ...) for a user with `update serviceobjects`: a select
 * of the synced device types and a save button, in the dialog the device page's "Acties" menu opens.
 * The change is a command: the header shows the new type at once, marked pending, and it is sent
 * when there is a connection; `onSaved` runs after the local commit (the dialog closes). The page
 * shows the change's state (waiting, or the server's refusal with a way to undo it) under its header.
 */
import { Button, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { changeDeviceType } from '../devices.commands';
import { useReferenceRows, type DeviceRow } from '../devices.queries';

export function DeviceTypeChange({
  device,
  onSaved,
  onCancel,
}: {
  device: DeviceRow;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const ability = useAppAbility();
  const db = useDatabase();
  const { userId } = useSync();
  const locale = activeLocale();
  const types = useReferenceRows('serviceObjectTypes');
  // The user's choice, until saved; otherwise the select follows the device's type (also when a sync changes it).
  const [chosenTypeId, setChosenTypeId] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const typeId = chosenTypeId ?? device.typeId ?? '';

  if (!ability.can('update', 'serviceobjects') || !types || types.length === 0) return null;
  const sorted = [...types].sort((a, b) =>
    (locale === 'nl' ? a.nameNl : a.nameEn).localeCompare(locale === 'nl' ? b.nameNl : b.nameEn, locale),
  );

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!typeId || typeId === device.typeId) return;
    const type = types?.find((row) => row.id === typeId);
    const name = type ? (locale === 'nl' ? type.nameNl : type.nameEn) : '';
    setIsSaving(true);
    try {
      await changeDeviceType(db, userId, device.id, typeId, t`Type van ${device.number}: ${name}`);
      setChosenTypeId(null);
      onSaved();
      toast.success(
        navigator.onLine
          ? t`Type gewijzigd; de wijziging wordt verstuurd`
          : t`Type gewijzigd; de wijziging wordt verstuurd zodra er verbinding is`,
      );
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De wijziging kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t`Type wijzigen`}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t`Type van de installatie`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={typeId} onChange={(event) => setChosenTypeId(event.target.value)}>
              {!device.typeId && <option value="">{t`Kies een type`}</option>}
              {sorted.map((type) => (
                <option key={type.id} value={type.id}>
                  {locale === 'nl' ? type.nameNl : type.nameEn}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="3" justify="flex-end" wrap="wrap">
          <Button variant="ghost" onClick={onCancel}>
            {t`Annuleren`}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={isSaving}
            disabled={!typeId || typeId === device.typeId}
          >
            {t`Type opslaan`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
