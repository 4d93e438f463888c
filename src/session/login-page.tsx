/**
 * The login page (`/login`): email and password with visible labels, inline localized errors
 * (wrong credentials, invalid input, too many attempts, no connection), and a submit button that is
 * disabled while the request runs. A two-factor account continues on the code step. Links lead to
 * the forgotten-password and registration pages.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { TextField } from '../ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../api/api-client-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { AuthFailureAlert } from './auth-failure-alert';
import { describeAuthFailure, type AuthFailure } from './auth-failure-message';
import { AuthLink, useAuthNavigation } from './auth-navigation';
import { AuthPageHeading } from './auth-page-heading';
import { authPaths } from './auth-paths';
import { redirectParam, safeRedirectPath } from './redirect-path';

/** The submit's module, asked for once the user starts on the form (see sign-in.ts). */
const loadSignIn = () => import('./sign-in');

export function LoginPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const { navigate, searchParams } = useAuthNavigation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const returnTo = safeRedirectPath(searchParams.get(redirectParam));
  useDocumentTitle(t`Inloggen`);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsPending(true);
    setFailure(null);
    try {
      const { signIn } = await loadSignIn();
      const next = await signIn(client, { email: email.trim(), password }, returnTo);
      navigate(next.path, { replace: next.replace });
    } catch (error) {
      setFailure(describeAuthFailure(error));
      setIsPending(false);
    }
  }

  return (
    <Stack gap="8">
      <AuthPageHeading
        title={t`Welkom terug`}
        intro={t`Log in om je installaties, orders en facturen te bekijken.`}
      />
      <form onSubmit={handleSubmit} onFocus={() => void loadSignIn().catch(() => undefined)} noValidate>
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
          <TextField
            label={t`Wachtwoord`}
            error={failure?.fields.password}
            required
            type="password"
            name="password"
            autoComplete="current-password"
            size="lg"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          >
            <Link asChild colorPalette="brand" fontSize="sm" alignSelf="flex-end">
              <AuthLink to={authPaths.requestPasswordReset.href()}>{t`Wachtwoord vergeten?`}</AuthLink>
            </Link>
          </TextField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isPending}
            loadingText={t`Bezig met inloggen…`}
            disabled={isPending}
          >
            {t`Inloggen`}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t`Nog geen account?`}{' '}
            <Link asChild colorPalette="brand">
              <AuthLink to={authPaths.register.href()}>{t`Account aanmaken`}</AuthLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
