/**
 * The typed way into a device in the scan dialog, there with or without a camera: the device number
 * printed on the sticker (or the sticker's link) and "Openen". The device is looked up in the local
 * database, so it works offline; a sticker link of a device not on this device opens its public
 * page, as a scan does. When nothing matches, the field says so and keeps the text to correct.
 */
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDatabase } from '../../../db/database-context';
import { detailPaths } from '../../../lib/detail-paths';
import { isTypedDeviceNumber, typedDeviceCode } from '../typed-device-code';

export function TypedDeviceForm({
  inputRef,
  onDone,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const [isLooking, setIsLooking] = useState(false);

  /** The app path of what `typed` names, or null when no device on this device matches. */
  async function pathOf(typed: string): Promise<string | null> {
    const code = typedDeviceCode(typed);
    if (code.kind === 'empty') return null;
    const devices = db.records('serviceObjects');
    if (code.kind === 'device') {
      const local = await devices.where('publicId').equals(code.publicId).first();
      return local ? detailPaths.deviceDetail.href(local.id) : code.path;
    }
    const found =
      (await devices.where('number').equalsIgnoreCase(code.number).first()) ??
      (await devices
        .orderBy('number')
        .filter((row) => isTypedDeviceNumber(row.number, code.number))
        .first()) ??
      (await devices.where('publicId').equals(code.number).first());
    return found ? detailPaths.deviceDetail.href(found.id) : null;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (typed === '') {
      inputRef.current?.focus();
      return;
    }
    setIsLooking(true);
    try {
      const path = await pathOf(typed);
      if (path === null) {
        setNotFound(typed);
        inputRef.current?.focus();
        return;
      }
      onDone();
      void navigate(path);
    } finally {
      setIsLooking(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t`Installatie openen`}>
      <Field.Root invalid={notFound !== null}>
        <Field.Label>{t`Nummer van de installatie`}</Field.Label>
        <HStack gap="2" width="full" align="flex-start">
          <Input
            ref={inputRef}
            flex="1"
            minW="0"
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={300}
            onChange={(event) => {
              setText(event.target.value);
              setNotFound(null);
            }}
          />
          <Button type="submit" colorPalette="brand" loading={isLooking} flexShrink={0}>
            {t`Openen`}
          </Button>
        </HStack>
        <Field.HelperText>{t`Het nummer staat op de QR-sticker, boven de naam.`}</Field.HelperText>
        <Field.ErrorText>
          {notFound !== null && t`Geen installatie gevonden met nummer ${notFound}`}
        </Field.ErrorText>
      </Field.Root>
    </form>
  );
}
