/**
 * "Send a message" to the service company, with up to 5 attachments of 10 MB (PDF, images, Office
 * documents). Files over the limits are refused here, before anything is queued, with the reason;
 * the rest is stored on this device and sent when there is a connection.
 */
import { Button, Card, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { documentUploadLimits, uploadProblems, type UploadProblem } from '../../../lib/upload-limits';
import type { OrganisationSummary } from '../../../session/current-organisation';
import { useSession } from '../../../session/session-state';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { OrganisationSelect } from '../../../ui/organisation-select';
import { TextField } from '../../../ui/text-field';
import { sendMessage } from '../tasks.commands';

export interface SendMessageFormProps {
  organisations: readonly OrganisationSummary[];
  defaultOrganisationId: string | null;
  onClose: () => void;
}

export function SendMessageForm({ organisations, defaultOrganisationId, onClose }: SendMessageFormProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const user = useSession()?.user;
  const [organisationId, setOrganisationId] = useState(defaultOrganisationId ?? organisations[0]?.id ?? '');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  const problemText = (problem: UploadProblem, fileName = '') =>
    ({
      tooManyFiles: t`Kies hoogstens ${documentUploadLimits.maxFiles} bestanden.`,
      fileTooLarge: t`${fileName} is groter dan 10 MB.`,
      fileTypeNotAllowed: t`${fileName} is geen pdf, afbeelding of Office-document.`,
      emptyFile: t`${fileName} is leeg.`,
    })[problem];
  const fileProblems = uploadProblems(files, documentUploadLimits);
  const subjectError =
    isSubmitted && !subject.trim()
      ? t`Vul een onderwerp in.`
      : subject.length > 200
        ? t`Het onderwerp mag hoogstens 200 tekens lang zijn.`
        : undefined;
  const bodyError =
    isSubmitted && !body.trim()
      ? t`Schrijf je bericht.`
      : body.length > 10_000
        ? t`Het bericht mag hoogstens 10.000 tekens lang zijn.`
        : undefined;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (
      !user ||
      !subject.trim() ||
      !body.trim() ||
      subject.length > 200 ||
      body.length > 10_000 ||
      fileProblems.length > 0 ||
      !organisationId
    )
      return;
    setIsSaving(true);
    try {
      const trimmed = subject.trim();
      await sendMessage(
        db,
        { id: user.id, name: user.name, email: user.email },
        { organisationId, subject, body, files },
        { message: t`Bericht: ${trimmed}`, attachments: t`Bijlagen bij: ${trimmed}` },
      );
      toast.success(
        navigator.onLine
          ? t`Bericht opgeslagen en wordt verstuurd`
          : t`Bericht opgeslagen; het wordt verstuurd zodra er verbinding is`,
      );
      onClose();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`Het bericht kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="new-message-heading" variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title id="new-message-heading" as="h2">{t`Bericht aan de servicedienst`}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="4">
            {organisations.length > 1 && (
              <OrganisationSelect
                label={t`Organisatie`}
                required
                organisations={organisations}
                value={organisationId}
                onChange={setOrganisationId}
              />
            )}
            <TextField
              label={t`Onderwerp`}
              required
              value={subject}
              error={subjectError}
              onChange={(event) => setSubject(event.target.value)}
            />
            <Field.Root required invalid={Boolean(bodyError)}>
              <Field.Label>{t`Bericht`}</Field.Label>
              <Textarea rows={5} value={body} onChange={(event) => setBody(event.target.value)} />
              <Field.ErrorText>{bodyError}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={fileProblems.length > 0}>
              <Field.Label>{t`Bijlagen`}</Field.Label>
              <Input
                type="file"
                multiple
                accept={documentUploadLimits.accept}
                py="1.5"
                onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              />
              <Field.HelperText>{t`Hoogstens 5 bestanden van 10 MB: pdf, afbeeldingen of Office-documenten.`}</Field.HelperText>
              <Field.ErrorText>
                <Stack gap="0.5">
                  {fileProblems.map(({ problem, fileName }) => (
                    <Text key={`${problem}-${fileName ?? ''}`}>{problemText(problem, fileName)}</Text>
                  ))}
                </Stack>
              </Field.ErrorText>
            </Field.Root>
            <HStack gap="3" justify="flex-end">
              <Button variant="ghost" onClick={onClose}>
                {t`Annuleren`}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSaving}>
                {t`Bericht versturen`}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
