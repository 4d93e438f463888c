/**
 * A new password (`/reset-password?token=…`, the link of the reset mail). The token is single-use
 * and valid for 60 minutes; an expired or used link says so and offers a new one. A reset does not
 * sign in: the user goes to the login page (and its two-factor step) with the success message.
 */
import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../api/auth/reset-password';
import { useApiClient } from '../api/api-client-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { mailTokenFrom, minPasswordLength, passwordProblem } from './account-form-rules';
import { AuthFailureAlert } from './auth-failure-alert';
import { describeAuthFailure, type AuthFailure } from './auth-failure-message';
import { AuthPageHeading } from './auth-page-heading';
import { authPaths } from './auth-paths';
import { BackToLoginLink } from './back-to-login-link';
import { showSuccessToast } from './success-toast';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = mailTokenFrom(searchParams);
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  useDocumentTitle(t`Nieuw wachtwoord`);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const problem = passwordProblem(password);
    if (problem) {
      setFailure({ message: '', fields: { password: problem } });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      const message = await resetPassword(client, { token, password });
      showSuccessToast(message);
      navigate(authPaths.login.href(), { replace: true });
    } catch (error) {
      setFailure(describeAuthFailure(error, 'account'));
      setIsPending(false);
    }
  }

  // Anything but a refused password may be a used or expired link: offer a new one.
  const mayNeedNewLink = !token || (failure !== null && failure.message !== '' && !failure.fields.password);
  return (
    <Stack gap="8">
      <AuthPageHeading title={t`Nieuw wachtwoord`} intro={t`Kies een nieuw wachtwoord voor je account.`} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          <AuthFailureAlert
            message={
              token
                ? failure?.message
                : t`Deze link om je wachtwoord opnieuw in te stellen is onvolledig. Open de link uit de e-mail opnieuw of vraag een nieuwe aan.`
            }
          />
          {token && (
            <>
              <Field.Root invalid={Boolean(failure?.fields.password)} required>
                <Field.Label>{t`Nieuw wachtwoord`}</Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  size="lg"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                {failure?.fields.password ? (
                  <Field.ErrorText>{failure.fields.password}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t`Minstens ${minPasswordLength} tekens. Een zin van een paar woorden is sterk en makkelijk te onthouden.`}</Field.HelperText>
                )}
              </Field.Root>
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={isPending}
                loadingText={t`Bezig met opslaan…`}
                disabled={isPending}
              >
                {t`Wachtwoord opslaan`}
              </Button>
            </>
          )}
          {mayNeedNewLink && (
            <Link asChild colorPalette="brand" alignSelf="center">
              <RouterLink
                to={authPaths.requestPasswordReset.href()}
              >{t`Vraag een nieuwe link aan`}</RouterLink>
            </Link>
          )}
          <BackToLoginLink />
        </Stack>
      </form>
    </Stack>
  );
}
