/**
 * The two-factor step (`/login/two-factor/:challengeId`): after a correct password for an account
 * with 2FA on, the six-digit code from the authenticator app completes the login.
 */
import { Button, Stack } from '@chakra-ui/react';
import { TextField } from '../ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { submitTwoFactorCode } from '../api/auth/submit-two-factor-code';
import { useApiClient } from '../api/api-client-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { AuthFailureAlert } from './auth-failure-alert';
import { describeAuthFailure, type AuthFailure } from './auth-failure-message';
import { AuthPageHeading } from './auth-page-heading';
import { BackToLoginLink } from './back-to-login-link';
import { completeLogin } from './post-login';
import { redirectParam, safeRedirectPath } from './redirect-path';

export function TwoFactorPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const { challengeId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  useDocumentTitle(t`Verificatiecode`);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsPending(true);
    setFailure(null);
    try {
      const session = await submitTwoFactorCode(client, challengeId, code.replace(/\s/g, ''));
      navigate(completeLogin(session, safeRedirectPath(searchParams.get(redirectParam))), { replace: true });
    } catch (error) {
      setFailure(describeAuthFailure(error, 'code'));
      setIsPending(false);
    }
  }

  return (
    <Stack gap="8">
      <AuthPageHeading
        title={t`Verificatiecode`}
        intro={t`Vul de zescijferige code in uit je authenticator-app.`}
      />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          <AuthFailureAlert message={failure?.message} />
          <TextField
            label={t`Code`}
            error={failure?.fields.code}
            required
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            size="lg"
            letterSpacing="0.3em"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={isPending} disabled={isPending}>
            {t`Bevestigen`}
          </Button>
          <BackToLoginLink />
        </Stack>
      </form>
    </Stack>
  );
}
