/**
 * The "new task" form. Saving stores the task on this device and queues it for the server, so it
 * works offline; "saved" is said only once the local transaction committed. Rules are checked
 * before saving, with the same limits as the server's contract. The task may be given to someone at
 * once (optional; see task-assignees.ts for whom the list offers).
 */
import { Button, Card, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import type { OrganisationSummary } from '../../../session/current-organisation';
import { useSync } from '../../../sync/sync-engine-context';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { OrganisationSelect } from '../../../ui/organisation-select';
import { TextField } from '../../../ui/text-field';
import { AssigneeSelect } from './assignee-select';
import { createTask } from '../tasks.commands';
import { newTaskProblems, type NewTaskDraft } from '../task-form-rules';

export interface CreateTaskFormProps {
  organisations: readonly OrganisationSummary[];
  defaultOrganisationId: string | null;
  onClose: () => void;
}

export function CreateTaskForm({ organisations, defaultOrganisationId, onClose }: CreateTaskFormProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const [draft, setDraft] = useState<NewTaskDraft>({
    organisationId: defaultOrganisationId ?? organisations[0]?.id ?? '',
    title: '',
    description: '',
    dueDate: '',
  });
  const [assigneeUserId, setAssigneeUserId] = useState<string | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const problems = newTaskProblems(draft);
  const messages = {
    titleRequired: t`Vul een titel in.`,
    titleTooLong: t`De titel mag hoogstens 200 tekens lang zijn.`,
    descriptionTooLong: t`De omschrijving mag hoogstens 5000 tekens lang zijn.`,
    organisationRequired: t`Kies een organisatie.`,
    dueDateInvalid: t`Vul een geldige datum in.`,
  };
  const errorFor = (field: keyof NewTaskDraft) => {
    const problem = isSubmitted ? problems[field] : undefined;
    return problem ? messages[problem] : undefined;
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setIsSaving(true);
    try {
      const title = draft.title.trim();
      await createTask(
        db,
        userId,
        {
          organisationId: draft.organisationId,
          title,
          description: draft.description,
          // End of the working day in the Netherlands on the chosen date.
          dueAt: draft.dueDate ? new Date(`${draft.dueDate}T17:00:00`).toISOString() : null,
          assigneeUserId,
        },
        t`Nieuwe taak: ${title}`,
      );
      toast.success(
        navigator.onLine
          ? t`Taak opgeslagen`
          : t`Taak opgeslagen; hij wordt verstuurd zodra er verbinding is`,
      );
      onClose();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De taak kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="new-task-heading" variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title id="new-task-heading" as="h2">{t`Nieuwe taak`}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="4">
            {organisations.length > 1 && (
              <OrganisationSelect
                label={t`Organisatie`}
                required
                organisations={organisations}
                value={draft.organisationId}
                error={errorFor('organisationId')}
                onChange={(organisationId) => {
                  setDraft({ ...draft, organisationId });
                  // Another organisation's users cannot take the task: keep only yourself.
                  if (assigneeUserId !== userId) setAssigneeUserId(null);
                }}
              />
            )}
            <TextField
              label={t`Titel`}
              required
              maxLength={250}
              value={draft.title}
              error={errorFor('title')}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
            <Field.Root invalid={Boolean(errorFor('description'))}>
              <Field.Label>{t`Omschrijving`}</Field.Label>
              <Textarea
                rows={4}
                value={draft.description}
                onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              />
              <Field.ErrorText>{errorFor('description')}</Field.ErrorText>
            </Field.Root>
            <TextField
              label={t`Vervaldatum`}
              type="date"
              value={draft.dueDate}
              error={errorFor('dueDate')}
              onChange={(event) => setDraft({ ...draft, dueDate: event.target.value })}
            />
            <AssigneeSelect
              organisationId={draft.organisationId}
              value={assigneeUserId}
              onChange={setAssigneeUserId}
            />
            <HStack gap="3" justify="flex-end">
              <Button variant="ghost" onClick={onClose}>
                {t`Annuleren`}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSaving}>
                {t`Taak opslaan`}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
