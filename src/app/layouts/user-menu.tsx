/** The account menu in the header: who is signed in, a link to their profile, and "Uitloggen". */
import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../api/contract/auth';
import { useApiClient } from '../../api/api-client-context';
import { signOut } from '../../session/sign-out';
import { useSignOutGuard } from '../../sync/sign-out-guard';
import { ChevronDownIcon, ContactIcon, LogoutIcon } from '../../ui/icons/line-icons';
import { paths } from '../paths';

export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const { requestSignOut, confirmation } = useSignOutGuard(() => {
    setIsSigningOut(true);
    void signOut(client, () => window.location.assign(paths.login.href()));
  });

  return (
    <>
      {confirmation}
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button aria-label={t`Account`} variant="ghost" size="sm" px="1.5" gap="2" loading={isSigningOut}>
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={user.name} />
            </Avatar.Root>
            <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
              {user.name}
            </Text>
            <ChevronDownIcon boxSize="4" color="fg.muted" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="60">
              <Box px="2" py="1.5">
                <Text fontWeight="semibold" truncate>
                  {user.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {user.email}
                </Text>
              </Box>
              <Menu.Separator />
              <Menu.Item value="profile" asChild>
                <RouterLink to={paths.profile.href()}>
                  <ContactIcon boxSize="4" />
                  <Menu.ItemText>{t`Profiel`}</Menu.ItemText>
                </RouterLink>
              </Menu.Item>
              <Menu.Item value="logout" onSelect={requestSignOut}>
                <LogoutIcon boxSize="4" />
                <Menu.ItemText>{t`Uitloggen`}</Menu.ItemText>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
