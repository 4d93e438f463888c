/** Changing the password: the current one, then the new one twice, by the same rules as everywhere. */
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { TextField } from '../../../ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../../api/api-client-context';
import { changePassword } from '../../../api/profile/change-password';
import { minPasswordLength } from '../../../session/account-form-rules';
import { AuthFailureAlert } from '../../../session/auth-failure-alert';
import { showSuccessToast } from '../../../session/success-toast';
import {
  describeProfileFailure,
  passwordChangeProblems,
  type PasswordChange,
  type ProfileFailure,
} from '../profile-form-rules';
import { ProfileSection } from './profile-section';

const emptyChange: PasswordChange = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function PasswordForm() {
  const { t } = useLingui();
  const client = useApiClient();
  const [change, setChange] = useState<PasswordChange>(emptyChange);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<ProfileFailure | null>(null);

  function edit(field: keyof PasswordChange, value: string) {
    setChange((previous) => ({ ...previous, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = passwordChangeProblems(change);
    if (Object.keys(fields).length > 0) {
      setFailure({ message: '', fields });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      const message = await changePassword(client, {
        currentPassword: change.currentPassword,
        newPassword: change.newPassword,
      });
      setChange(emptyChange);
      showSuccessToast(message);
    } catch (error) {
      setFailure(describeProfileFailure(error));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <ProfileSection title={t`Wachtwoord wijzigen`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="4">
          <AuthFailureAlert message={failure?.message} />
          <TextField
            label={t`Huidig wachtwoord`}
            error={failure?.fields.currentPassword}
            required
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={change.currentPassword}
            onChange={(event) => edit('currentPassword', event.target.value)}
          />
          <Field.Root invalid={Boolean(failure?.fields.newPassword)} required>
            <Field.Label>{t`Nieuw wachtwoord`}</Field.Label>
            <Input
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={change.newPassword}
              onChange={(event) => edit('newPassword', event.target.value)}
            />
            {failure?.fields.newPassword ? (
              <Field.ErrorText>{failure.fields.newPassword}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t`Minstens ${minPasswordLength} tekens. Een zin van een paar woorden is sterk en makkelijk te onthouden.`}</Field.HelperText>
            )}
          </Field.Root>
          <TextField
            label={t`Herhaal het nieuwe wachtwoord`}
            error={failure?.fields.repeatPassword}
            required
            type="password"
            name="repeatPassword"
            autoComplete="new-password"
            value={change.repeatPassword}
            onChange={(event) => edit('repeatPassword', event.target.value)}
          />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={isPending}
            loadingText={t`Bezig met opslaan…`}
            disabled={isPending}
          >
            {t`Wachtwoord wijzigen`}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
