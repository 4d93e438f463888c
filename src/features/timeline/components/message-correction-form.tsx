/**
 * Correcting a sent message: its subject and text, with the server contract's limits checked before
 * saving. Saving stores the correction on this device and queues it (offline too); "saved" is said
 * only once the local transaction committed.
 */
import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { TextField } from '../../../ui/text-field';
import type { CorrectMessage } from '../timeline.commands';
import type { InboundMessageRow } from '../timeline.queries';

/** The limits of `UpdateInboundMessageBody` (api/contract/tasks.ts). */
const subjectMaxLength = 200;
const bodyMaxLength = 10_000;

export interface MessageCorrectionFormProps {
  message: InboundMessageRow;
  correctMessage: CorrectMessage;
  onClose: () => void;
}

export function MessageCorrectionForm({ message, correctMessage, onClose }: MessageCorrectionFormProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const [draft, setDraft] = useState({ subject: message.subject, body: message.body });
  const [isSaving, setIsSaving] = useState(false);
  const subjectError = !draft.subject.trim()
    ? t`Vul een onderwerp in.`
    : draft.subject.trim().length > subjectMaxLength
      ? t`Het onderwerp mag hoogstens 200 tekens lang zijn.`
      : undefined;
  const bodyError = !draft.body.trim()
    ? t`Vul het bericht in.`
    : draft.body.trim().length > bodyMaxLength
      ? t`Het bericht mag hoogstens 10.000 tekens lang zijn.`
      : undefined;
  const [isSubmitted, setIsSubmitted] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (subjectError || bodyError) {
      const form = event.currentTarget as HTMLFormElement;
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setIsSaving(true);
    try {
      const subject = draft.subject.trim();
      await correctMessage(db, userId, message.id, draft, t`Bericht gewijzigd: ${subject}`);
      toast.success(
        navigator.onLine
          ? t`Bericht opgeslagen`
          : t`Bericht opgeslagen; de correctie wordt verstuurd zodra er verbinding is`,
      );
      onClose();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(error, t`De wijziging kon niet op dit apparaat worden opgeslagen.`),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="4">
        <TextField
          label={t`Onderwerp`}
          required
          maxLength={subjectMaxLength + 50}
          value={draft.subject}
          error={isSubmitted ? subjectError : undefined}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <Field.Root invalid={isSubmitted && Boolean(bodyError)} required>
          <Field.Label>{t`Bericht`}</Field.Label>
          <Textarea
            rows={6}
            value={draft.body}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
          <Field.ErrorText>{isSubmitted ? bodyError : undefined}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" justify="flex-end" wrap="wrap">
          <Button variant="ghost" onClick={onClose}>
            {t`Annuleren`}
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSaving}>
            {t`Correctie opslaan`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
