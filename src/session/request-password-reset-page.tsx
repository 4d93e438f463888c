/**
 * Forgotten password (`/reset-password/request`): one email field. The answer is the same whether or
 * not the address has an account, and the page shows it in place of the form.
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { TextField } from '../ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../api/auth/request-password-reset';
import { useApiClient } from '../api/api-client-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { emailProblem } from './account-form-rules';
import { AuthFailureAlert } from './auth-failure-alert';
import { describeAuthFailure, type AuthFailure } from './auth-failure-message';
import { AuthPageHeading } from './auth-page-heading';
import { BackToLoginLink } from './back-to-login-link';

export function RequestPasswordResetPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const [email, setEmail] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  useDocumentTitle(t`Wachtwoord vergeten`);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setFailure({ message: '', fields: { email: problem } });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      setSentMessage(await requestPasswordReset(client, email.trim()));
    } catch (error) {
      setFailure(describeAuthFailure(error, 'account'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Stack gap="8">
      <AuthPageHeading
        title={t`Wachtwoord vergeten`}
        intro={t`Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord in te stellen.`}
      />
      {sentMessage !== null ? (
        <Stack gap="5">
          <Alert.Root status="success" borderRadius="lg" role="status">
            <Alert.Indicator />
            <Alert.Title>{sentMessage}</Alert.Title>
          </Alert.Root>
          <BackToLoginLink />
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="5">
            <AuthFailureAlert message={failure?.message} />
            <TextField
              label={t`E-mailadres`}
              error={failure?.fields.email}
              required
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              size="lg"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={isPending}
              loadingText={t`Bezig met versturen…`}
              disabled={isPending}
            >
              {t`Stuur de link`}
            </Button>
            <BackToLoginLink />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
