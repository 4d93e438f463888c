/**
 * The form that creates a role or changes one: its Dutch and English titles, and whether it is the
 * default role for new users. Rules are checked before anything is queued (role-rules.ts); saving
 * stores the change on this device and queues it, so it works offline.
 */
import { Button, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/text-field';
import { makeDefaultBlock, roleDraftProblems, type RoleDraft } from '../role-rules';
import type { RoleRow } from '../roles.queries';

export interface RoleFormProps {
  /** The role to change; absent for a new role. */
  role?: RoleRow;
  /** Stores the draft; rejects when the device could not store it. */
  onSave: (draft: RoleDraft) => Promise<void>;
  onClose: () => void;
}

export function RoleForm({ role, onSave, onClose }: RoleFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [draft, setDraft] = useState<RoleDraft>({
    title_nl: role?.title_nl ?? '',
    title_en: role?.title_en ?? '',
    isDefault: role?.isDefault ?? false,
  });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const problems = roleDraftProblems(draft);
  const messages = {
    titleRequired: t`Vul een titel in.`,
    titleTooLong: t`De titel mag hoogstens 100 tekens lang zijn.`,
  };
  const errorFor = (field: 'title_nl' | 'title_en') => {
    const problem = isSubmitted ? problems[field] : undefined;
    return problem ? messages[problem] : undefined;
  };
  const isAlreadyDefault = role?.isDefault === true;
  const cannotBeDefault = role ? makeDefaultBlock(role) === 'inactiveRole' : false;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setIsSaving(true);
    try {
      await onSave(draft);
      onClose();
    } catch {
      // Not stored: the page said why; the form stays open with what was typed.
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title id={headingId} as="h2">
          {role ? t`Rol wijzigen` : t`Nieuwe rol`}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="4">
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <TextField
                label={t`Titel (Nederlands)`}
                required
                maxLength={120}
                value={draft.title_nl}
                error={errorFor('title_nl')}
                onChange={(event) => setDraft({ ...draft, title_nl: event.target.value })}
              />
              <TextField
                label={t`Titel (Engels)`}
                required
                maxLength={120}
                value={draft.title_en}
                error={errorFor('title_en')}
                onChange={(event) => setDraft({ ...draft, title_en: event.target.value })}
              />
            </Stack>
            <Stack gap="1">
              <Checkbox.Root
                checked={draft.isDefault}
                disabled={isAlreadyDefault || cannotBeDefault}
                onCheckedChange={(details) => setDraft({ ...draft, isDefault: details.checked === true })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t`Standaardrol voor nieuwe gebruikers`}</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="sm" color="fg.muted">
                {isAlreadyDefault
                  ? t`Dit is de standaardrol. Maak een andere rol standaard om dat te veranderen.`
                  : cannotBeDefault
                    ? t`Een uitgeschakelde rol kan geen standaardrol zijn. Schakel hem eerst in.`
                    : t`Er is altijd precies één standaardrol; de huidige standaardrol is dat dan niet meer.`}
              </Text>
            </Stack>
            <HStack gap="3" justify="flex-end">
              <Button variant="ghost" onClick={onClose}>
                {t`Annuleren`}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSaving}>
                {t`Rol opslaan`}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
