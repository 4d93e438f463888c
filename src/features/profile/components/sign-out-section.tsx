/** Logging out from the profile page, the same way as from the account menu. */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApiClient } from '../../../api/api-client-context';
import { authPaths } from '../../../session/auth-paths';
import { signOut } from '../../../session/sign-out';
import { useSignOutGuard } from '../../../sync/sign-out-guard';
import { LogoutIcon } from '../../../ui/icons/line-icons';
import { ProfileSection } from './profile-section';

export function SignOutSection() {
  const { t } = useLingui();
  const client = useApiClient();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const { requestSignOut, confirmation } = useSignOutGuard(() => {
    setIsSigningOut(true);
    void signOut(client, () => window.location.assign(authPaths.login.href()));
  });
  return (
    <ProfileSection
      title={t`Uitloggen`}
      description={t`Log uit op dit apparaat. De gegevens van het portaal worden van dit apparaat verwijderd.`}
    >
      <Button
        variant="outline"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={isSigningOut}
        disabled={isSigningOut}
        onClick={requestSignOut}
      >
        <LogoutIcon />
        {t`Uitloggen`}
      </Button>
      {confirmation}
    </ProfileSection>
  );
}
