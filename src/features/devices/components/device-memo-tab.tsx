/**
 * The device's memo (practical notes such as where the key is): read from the local database, and
 * for a user with `update serviceobjects` a field to add a dated note and a way to edit the whole
 * memo. A note's date is stored as `YYYY-MM-DD` in the memo text and shown in the app's date format
 * (memo-lines.ts); editing the whole memo edits the text as stored. Both are commands: stored on this device at once (toast after the local commit), marked
 * while they wait in the outbox, and sent when there is a connection; a refusal shows the server's
 * reason on the memo with a way to undo it.
 */
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  serviceObjectMemoMaxLength,
  serviceObjectMemoNoteMaxLength,
} from '../../../api/contract/service-objects';
import { useDatabase } from '../../../db/database-context';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { useSession } from '../../../session/session-state';
import { PendingBadge } from '../../../sync/pending-badge';
import { RowCommandHint } from '../../../sync/row-command-hint';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { addDeviceMemoNote, deviceCommands, updateDeviceMemo } from '../devices.commands';
import type { DeviceRow } from '../devices.queries';
import { memoNoteProblem, memoProblem, type MemoProblem } from '../device-write-rules';
import { useDeviceCommandState } from '../device-writes.queries';
import { memoLines } from '../memo-lines';
import { dutchDay } from '../../../lib/dutch-day';

export function DeviceMemoTab({ device }: { device: DeviceRow }) {
  const { t } = useLingui();
  const ability = useAppAbility();
  const state = useDeviceCommandState(device.id, deviceCommands.memo) ?? undefined;
  const [isEditing, setIsEditing] = useState(false);
  const canUpdate = ability.can('update', 'serviceobjects');

  return (
    <Stack gap="4">
      <Stack gap="2" as="section" aria-labelledby="device-memo-heading">
        <HStack gap="2" wrap="wrap">
          <Text as="h2" id="device-memo-heading" fontWeight="semibold">
            {t`Memo`}
          </Text>
          {state?.state === 'pending' && <PendingBadge />}
        </HStack>
        {isEditing ? (
          <MemoEditForm device={device} onClose={() => setIsEditing(false)} />
        ) : device.memo ? (
          <MemoText memo={device.memo} />
        ) : (
          <Text color="fg.muted">{t`Er is geen memo voor deze installatie.`}</Text>
        )}
        <RowCommandHint state={state} />
        {canUpdate && !isEditing && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setIsEditing(true)}>
            {device.memo ? t`Memo bewerken` : t`Memo schrijven`}
          </Button>
        )}
      </Stack>
      {canUpdate && !isEditing && <MemoNoteForm device={device} />}
    </Stack>
  );
}

/** The memo with each note's date in the app's date format ("26 nov 2026"). */
function MemoText({ memo }: { memo: string }) {
  const locale = activeLocale();
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="device-memo">
      {memoLines(memo).map((line, index) => (
        <span key={index}>
          {index > 0 && '\n'}
          {line.date === null ? (
            line.text
          ) : (
            <>
              <time dateTime={line.date}>{formatDate(line.date, locale)}</time> {line.text}
            </>
          )}
        </span>
      ))}
    </Text>
  );
}

function useMemoProblemText() {
  const { t } = useLingui();
  return (problem: MemoProblem | null): string | undefined => {
    if (problem === null) return undefined;
    return {
      noteRequired: t`Schrijf een notitie.`,
      noteTooLong: t`Een notitie mag hoogstens ${serviceObjectMemoNoteMaxLength} tekens lang zijn.`,
      memoTooLong: t`De memo mag hoogstens ${serviceObjectMemoMaxLength} tekens lang zijn.`,
    }[problem];
  };
}

const memoToasts = {
  savedOnline: msg`Memo opgeslagen en wordt verstuurd`,
  savedOffline: msg`Memo opgeslagen; hij wordt verstuurd zodra er verbinding is`,
  notStored: msg`De memo kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
};

function savedToast(isOnline: boolean): MessageDescriptor {
  return isOnline ? memoToasts.savedOnline : memoToasts.savedOffline;
}

/** "Add a note": one dated line below the memo, with the author's name. */
function MemoNoteForm({ device }: { device: DeviceRow }) {
  const { t, i18n } = useLingui();
  const db = useDatabase();
  const user = useSession()?.user;
  const problemText = useMemoProblemText();
  const [text, setText] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const problem = memoNoteProblem(device.memo, {
    date: dutchDay(new Date()),
    author: user?.name ?? '',
    text,
  });
  const error = isSubmitted || problem === 'noteTooLong' ? problemText(problem) : undefined;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!user || problem) return;
    setIsSaving(true);
    try {
      await addDeviceMemoNote(db, user, device, text, t`Memo-notitie bij ${device.number}`);
      toast.success(i18n._(savedToast(navigator.onLine)));
      setText('');
      setIsSubmitted(false);
    } catch (caught) {
      toast.error(localWriteFailureMessage(caught, i18n._(memoToasts.notStored)));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t`Notitie toevoegen`}>
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t`Nieuwe notitie`}</Field.Label>
          <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
          <Field.HelperText>{t`De notitie komt met de datum en je naam onder de memo.`}</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-end" loading={isSaving}>
          {t`Notitie toevoegen`}
        </Button>
      </Stack>
    </form>
  );
}

/** Edits the whole memo; saving an empty memo clears it. */
function MemoEditForm({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const db = useDatabase();
  const user = useSession()?.user;
  const problemText = useMemoProblemText();
  const [memo, setMemo] = useState(device.memo ?? '');
  const [isSaving, setIsSaving] = useState(false);
  const error = problemText(memoProblem(memo));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user || error) return;
    if (memo.trim() === (device.memo ?? '').trim()) {
      onClose();
      return;
    }
    setIsSaving(true);
    try {
      await updateDeviceMemo(db, user.id, device.id, memo, t`Memo van ${device.number} gewijzigd`);
      toast.success(i18n._(savedToast(navigator.onLine)));
      onClose();
    } catch (caught) {
      toast.error(localWriteFailureMessage(caught, i18n._(memoToasts.notStored)));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t`Memo bewerken`}>
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t`Tekst van de memo`}</Field.Label>
          <Textarea rows={8} value={memo} onChange={(event) => setMemo(event.target.value)} />
          <Field.HelperText>{t`Een lege memo wordt verwijderd.`}</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" justify="flex-end">
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t`Annuleren`}
          </Button>
          <Button type="submit" size="sm" colorPalette="brand" loading={isSaving}>
            {t`Memo opslaan`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
