/**
 * "Request a new user": the customer asks the service company to give someone access to the portal.
 * Sending stores the request on this device and queues it, so it works offline; it shows under the
 * form as waiting until the server has it, and then the success message follows (also when the user
 * has moved on to another screen). Rules are checked before queueing, with the server's limits.
 */
import { Button, Card, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import type { OrganisationSummary } from '../../../session/current-organisation';
import { whenSettled } from '../../../sync/command-state';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { OrganisationSelect } from '../../../ui/organisation-select';
import { TextField } from '../../../ui/text-field';
import { requestPortalUser } from '../contacts.commands';
import {
  emptyUserRequest,
  userRequestLimits,
  userRequestProblems,
  type UserRequestDraft,
} from '../request-user-rules';

export interface RequestUserFormProps {
  /** The organisations the new user could join (the current one and below). */
  organisations: readonly OrganisationSummary[];
  defaultOrganisationId: string | null;
  onClose: () => void;
}

export function RequestUserForm({ organisations, defaultOrganisationId, onClose }: RequestUserFormProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const [draft, setDraft] = useState<UserRequestDraft>({
    organisationId: defaultOrganisationId ?? (organisations.length === 1 ? (organisations[0]?.id ?? '') : ''),
    ...emptyUserRequest,
  });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const problems = userRequestProblems(draft);
  const messages = {
    organisationRequired: t`Kies de organisatie waar de nieuwe gebruiker bij hoort.`,
    nameRequired: t`Vul de naam in.`,
    nameTooLong: t`De naam mag hoogstens 200 tekens lang zijn.`,
    emailRequired: t`Vul het e-mailadres in.`,
    emailInvalid: t`Vul een geldig e-mailadres in, zoals naam@bedrijf.nl.`,
    phoneInvalid: t`Vul een geldig telefoonnummer in (alleen cijfers, spaties, +, - en haakjes).`,
    jobTitleTooLong: t`De functie mag hoogstens 200 tekens lang zijn.`,
    remarkRequired: t`Vertel kort waarvoor deze persoon het portaal gaat gebruiken.`,
    remarkTooLong: t`De toelichting mag hoogstens 2000 tekens lang zijn.`,
  };
  const errorFor = (field: keyof UserRequestDraft) => {
    const problem = isSubmitted ? problems[field] : undefined;
    return problem ? messages[problem] : undefined;
  };
  const set = (field: keyof UserRequestDraft) => (value: string) => setDraft({ ...draft, [field]: value });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(problems).length > 0) {
      // Move to the first field that needs attention, so keyboard and screen-reader users hear it.
      const form = event.currentTarget as HTMLFormElement;
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setIsSaving(true);
    const name = draft.name.trim();
    const sent = t`Je aanvraag is verstuurd. We nemen snel contact met je op.`;
    try {
      const entry = await requestPortalUser(db, userId, draft, t`Nieuwe gebruiker aanvragen: ${name}`);
      if (!navigator.onLine)
        toast.info(t`Je aanvraag voor ${name} staat klaar en wordt verstuurd zodra er verbinding is.`);
      void whenSettled(db, entry.id).then((outcome) => {
        if (outcome === 'accepted') toast.success(sent);
      });
      onClose();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De aanvraag kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="request-user-heading" variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title id="request-user-heading" as="h2">{t`Nieuwe gebruiker aanvragen`}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t`De servicedesk maakt het account aan en neemt zo nodig contact met je op.`}
        </Text>
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
                placeholder={t`Kies een organisatie`}
                error={errorFor('organisationId')}
                onChange={set('organisationId')}
              />
            )}
            <TextField
              label={t`Naam`}
              required
              autoComplete="off"
              maxLength={userRequestLimits.name + 50}
              value={draft.name}
              error={errorFor('name')}
              onChange={(event) => set('name')(event.target.value)}
            />
            <TextField
              label={t`E-mailadres`}
              type="email"
              inputMode="email"
              required
              autoComplete="off"
              maxLength={userRequestLimits.email + 50}
              value={draft.email}
              error={errorFor('email')}
              onChange={(event) => set('email')(event.target.value)}
            />
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <TextField
                label={t`Telefoonnummer (optioneel)`}
                type="tel"
                autoComplete="off"
                maxLength={userRequestLimits.phone + 10}
                value={draft.phone}
                error={errorFor('phone')}
                onChange={(event) => set('phone')(event.target.value)}
              />
              <TextField
                label={t`Functie (optioneel)`}
                autoComplete="off"
                maxLength={userRequestLimits.jobTitle + 50}
                value={draft.jobTitle}
                error={errorFor('jobTitle')}
                onChange={(event) => set('jobTitle')(event.target.value)}
              />
            </Stack>
            <Field.Root invalid={Boolean(errorFor('remark'))} required>
              <Field.Label>{t`Toelichting`}</Field.Label>
              <Textarea
                rows={3}
                value={draft.remark}
                onChange={(event) => set('remark')(event.target.value)}
              />
              <Field.HelperText>
                {t`Bijvoorbeeld welke gegevens deze persoon moet kunnen zien, zoals facturen of installaties.`}
              </Field.HelperText>
              <Field.ErrorText>{errorFor('remark')}</Field.ErrorText>
            </Field.Root>
            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button variant="ghost" onClick={onClose}>
                {t`Annuleren`}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSaving}>
                {t`Aanvraag versturen`}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
