/**
 * The landing page of a signed-in user without any view permission (product.md §4): it says so,
 * tells them who can help, and offers a logout.
 */
import { Button, EmptyState, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApiClient } from '../../api/api-client-context';
import { signOut } from '../../session/sign-out';
import { useSignOutGuard } from '../../sync/sign-out-guard';
import { LogoutIcon, ShieldCheckIcon } from '../../ui/icons/line-icons';
import { paths } from '../paths';

export function NoAccessPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const { requestSignOut, confirmation } = useSignOutGuard(() => {
    setIsSigningOut(true);
    void signOut(client, () => window.location.assign(paths.login.href()));
  });
  return (
    <EmptyState.Root py="16">
      <EmptyState.Content maxW="lg" mx="auto">
        <EmptyState.Indicator>
          <ShieldCheckIcon boxSize="10" />
        </EmptyState.Indicator>
        <Heading as="h1" size="xl" textAlign="center">
          {t`Je hebt nog geen toegang tot onderdelen van het portaal`}
        </Heading>
        <EmptyState.Description textAlign="center">
          {t`Je account is actief, maar er zijn nog geen rechten aan toegekend. Vraag de beheerder van je organisatie om je de juiste rol te geven.`}
        </EmptyState.Description>
        <Button colorPalette="brand" loading={isSigningOut} onClick={requestSignOut}>
          <LogoutIcon />
          {t`Uitloggen`}
        </Button>
        {confirmation}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
