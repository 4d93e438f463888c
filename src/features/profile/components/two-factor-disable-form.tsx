/** Turning two-factor off: the server asks for the password, so a borrowed unlocked phone cannot. */
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../../api/api-client-context';
import { disableTwoFactor } from '../../../api/profile/disable-two-factor';
import { AuthFailureAlert } from '../../../session/auth-failure-alert';
import { showSuccessToast } from '../../../session/success-toast';
import { describeProfileFailure, type ProfileFailure } from '../profile-form-rules';
import { storeProfileUser } from '../session-user';

export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<ProfileFailure | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') {
      setFailure({ message: '', fields: { password: t`Vul je wachtwoord in.` } });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      storeProfileUser(await disableTwoFactor(client, { password }));
      showSuccessToast(t`Tweestapsverificatie staat uit.`);
      onDone();
    } catch (error) {
      setFailure(describeProfileFailure(error));
      setIsPending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="4">
        <AuthFailureAlert message={failure?.message} />
        <Field.Root invalid={Boolean(failure?.fields.password)} required>
          <Field.Label>{t`Wachtwoord`}</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {failure?.fields.password ? (
            <Field.ErrorText>{failure.fields.password}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t`Ter bevestiging vragen we je wachtwoord.`}</Field.HelperText>
          )}
        </Field.Root>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="red" loading={isPending} disabled={isPending}>
            {t`Uitschakelen`}
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={isPending}>
            {t`Annuleren`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
