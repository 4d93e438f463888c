/**
 * The login page (`/login`): email and password with visible labels, inline localized errors
 * (wrong credentials, invalid input, too many attempts, no connection), and a submit button that is
 * disabled while the request runs. A two-factor account continues on the code step.
 */
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { login } from '../api/auth/login';
import { useApiClient } from '../api/api-client-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { describeLoginFailure, type LoginFailure } from './login-error-message';
import { completeLogin } from './post-login';
import { redirectParam, safeRedirectPath } from './redirect-path';

export function LoginPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const returnTo = safeRedirectPath(searchParams.get(redirectParam));
  useDocumentTitle(t`Inloggen`);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsPending(true);
    setFailure(null);
    try {
      const answer = await login(client, { email: email.trim(), password });
      if ('twoFactor' in answer) {
        const query = returnTo ? `?${new URLSearchParams({ [redirectParam]: returnTo })}` : '';
        navigate(`two-factor/${encodeURIComponent(answer.twoFactor.id)}${query}`);
        return;
      }
      navigate(completeLogin(answer, returnTo), { replace: true });
    } catch (error) {
      setFailure(describeLoginFailure(error));
      setIsPending(false);
    }
  }

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {t`Welkom terug`}
        </Heading>
        <Text color="fg.muted">{t`Log in om je installaties, orders en facturen te bekijken.`}</Text>
      </Stack>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          {failure && (
            <Alert.Root status="error" borderRadius="lg" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure.message}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={Boolean(failure?.fields.email)} required>
            <Field.Label>{t`E-mailadres`}</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              size="lg"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Field.ErrorText>{failure?.fields.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(failure?.fields.password)} required>
            <Field.Label>{t`Wachtwoord`}</Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              size="lg"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field.ErrorText>{failure?.fields.password}</Field.ErrorText>
          </Field.Root>
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
        </Stack>
      </form>
    </Stack>
  );
}
