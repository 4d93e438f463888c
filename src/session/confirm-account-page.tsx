/**
 * Account confirmation (`/confirm-account?token=…`, the link of the registration mail). The user
 * confirms with a button rather than on page load, so a mail scanner that opens links, or a page
 * rendered twice, never spends the single-use token. The answer is a session: the post-login step
 * follows and the user lands on their home path.
 */
import { Button, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmAccount } from '../api/auth/confirm-account';
import { useApiClient } from '../api/api-client-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { mailTokenFrom } from './account-form-rules';
import { AuthFailureAlert } from './auth-failure-alert';
import { describeAuthFailure } from './auth-failure-message';
import { AuthPageHeading } from './auth-page-heading';
import { authPaths } from './auth-paths';
import { BackToLoginLink } from './back-to-login-link';
import { completeLogin } from './post-login';
import { showSuccessToast } from './success-toast';

export function ConfirmAccountPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = mailTokenFrom(searchParams);
  const [isPending, setIsPending] = useState(false);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  useDocumentTitle(t`Account bevestigen`);

  async function handleConfirm() {
    if (!token) return;
    setIsPending(true);
    setFailureMessage(null);
    try {
      const session = await confirmAccount(client, token);
      showSuccessToast(t`Je account is bevestigd. Welkom bij het portaal!`);
      navigate(completeLogin(session, null), { replace: true });
    } catch (error) {
      setFailureMessage(describeAuthFailure(error, 'account').message);
      setIsPending(false);
    }
  }

  return (
    <Stack gap="8">
      <AuthPageHeading
        title={t`Account bevestigen`}
        intro={t`Bevestig je e-mailadres om je account te activeren. Daarna ben je meteen ingelogd.`}
      />
      <Stack gap="5">
        <AuthFailureAlert
          message={
            token
              ? failureMessage
              : t`Deze bevestigingslink is onvolledig. Open de link uit de e-mail opnieuw.`
          }
        />
        {token && (
          <Button
            colorPalette="brand"
            size="lg"
            loading={isPending}
            loadingText={t`Bezig met bevestigen…`}
            disabled={isPending}
            onClick={() => void handleConfirm()}
          >
            {t`Mijn account bevestigen`}
          </Button>
        )}
        {!token && (
          <Link asChild colorPalette="brand" alignSelf="center">
            <RouterLink to={authPaths.register.href()}>{t`Opnieuw registreren`}</RouterLink>
          </Link>
        )}
        <BackToLoginLink />
      </Stack>
    </Stack>
  );
}
