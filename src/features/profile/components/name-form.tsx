/** The user's name: edit and save (`PATCH /api/user`); the header shows the new name at once. */
import { Button, Stack } from '@chakra-ui/react';
import { TextField } from '../../../ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { User } from '../../../api/contract/auth';
import { useApiClient } from '../../../api/api-client-context';
import { updateProfile } from '../../../api/profile/update-profile';
import { maxNameLength, nameProblem } from '../../../session/account-form-rules';
import { AuthFailureAlert } from '../../../session/auth-failure-alert';
import { showSuccessToast } from '../../../session/success-toast';
import { describeProfileFailure, type ProfileFailure } from '../profile-form-rules';
import { storeProfileUser } from '../session-user';
import { ProfileSection } from './profile-section';

export function NameForm({ user }: { user: User }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [name, setName] = useState(user.name);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<ProfileFailure | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = nameProblem(name);
    if (problem) {
      setFailure({ message: '', fields: { name: problem } });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      const updated = await updateProfile(client, { name: name.trim() });
      storeProfileUser(updated);
      setName(updated.name);
      showSuccessToast(t`Je naam is opgeslagen.`);
    } catch (error) {
      setFailure(describeProfileFailure(error));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <ProfileSection
      title={t`Naam`}
      description={t`Zo zien je collega's en de servicedienst je in het portaal.`}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="4">
          <AuthFailureAlert message={failure?.message} />
          <TextField
            label={t`Naam`}
            error={failure?.fields.name}
            required
            name="name"
            autoComplete="name"
            maxLength={maxNameLength}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={isPending}
            loadingText={t`Bezig met opslaan…`}
            disabled={isPending || name.trim() === user.name}
          >
            {t`Naam opslaan`}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
