/**
 * Registration (`/register`, or `/register?invitation=<token>` from an "invite to portal" mail):
 * name, email and a new password with visible labels, checked here by the server's rules before
 * sending, with the server's field errors inline. With a valid invitation the answer is a session and
 * the post-login step follows; without one the page shows the generic "check your mail" answer,
 * which says nothing about whether the address already had an account.
 */
import { Alert, Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { TextField } from '../ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { register } from '../api/auth/register';
import { useApiClient } from '../api/api-client-context';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  emailProblem,
  mailTokenFrom,
  minPasswordLength,
  nameProblem,
  passwordProblem,
  problemsOf,
} from './account-form-rules';
import { AuthFailureAlert } from './auth-failure-alert';
import { describeAuthFailure, type AuthFailure } from './auth-failure-message';
import { AuthPageHeading } from './auth-page-heading';
import { authPaths, invitationParam } from './auth-paths';
import { BackToLoginLink } from './back-to-login-link';
import { completeLogin } from './post-login';
import { showSuccessToast } from './success-toast';

export function RegisterPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitation = mailTokenFrom(searchParams, invitationParam);
  const isInvitationBroken = searchParams.has(invitationParam) && invitation === null;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [checkMailMessage, setCheckMailMessage] = useState<string | null>(null);
  useDocumentTitle(t`Registreren`);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = problemsOf({
      name: nameProblem(name),
      email: emailProblem(email),
      password: passwordProblem(password),
    });
    if (Object.keys(fields).length > 0) {
      setFailure({ message: '', fields });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      const outcome = await register(client, {
        name: name.trim(),
        email: email.trim(),
        password,
        ...(invitation ? { invitationToken: invitation } : {}),
      });
      if (outcome.kind === 'check-mail') {
        setCheckMailMessage(outcome.message);
        return;
      }
      showSuccessToast(t`Je account is aangemaakt. Welkom bij het portaal!`);
      navigate(completeLogin(outcome.session, null), { replace: true });
    } catch (error) {
      setFailure(describeAuthFailure(error, 'account'));
    } finally {
      setIsPending(false);
    }
  }

  if (checkMailMessage !== null) {
    return (
      <Stack gap="8">
        <AuthPageHeading title={t`Controleer je e-mail`} intro={t`Je bent bijna klaar.`} />
        <Alert.Root status="success" borderRadius="lg" role="status">
          <Alert.Indicator />
          <Alert.Title>{checkMailMessage}</Alert.Title>
        </Alert.Root>
        <BackToLoginLink />
      </Stack>
    );
  }

  return (
    <Stack gap="8">
      <AuthPageHeading
        title={t`Account aanmaken`}
        intro={
          invitation
            ? t`Je bent uitgenodigd voor het portaal. Gebruik het e-mailadres waarop je de uitnodiging ontving.`
            : t`Registreer je om je installaties, orders en facturen te bekijken.`
        }
      />
      {isInvitationBroken && (
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>
            {t`De uitnodigingslink is onvolledig. Open de link uit de e-mail opnieuw, of registreer je zonder uitnodiging.`}
          </Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          <AuthFailureAlert message={failure?.message} />
          <TextField
            label={t`Naam`}
            error={failure?.fields.name}
            required
            name="name"
            autoComplete="name"
            size="lg"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={t`E-mailadres`}
            error={failure?.fields.email}
            required
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            size="lg"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field.Root invalid={Boolean(failure?.fields.password)} required>
            <Field.Label>{t`Wachtwoord`}</Field.Label>
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
            loadingText={t`Bezig met registreren…`}
            disabled={isPending}
          >
            {t`Account aanmaken`}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t`Heb je al een account?`}{' '}
            <Link asChild colorPalette="brand">
              <RouterLink to={authPaths.login.href()}>{t`Inloggen`}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
