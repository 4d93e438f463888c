/**
 * The account menu in the header: who is signed in, a link to their profile, and "Uitloggen". Below
 * the `md` breakpoint the header has no room for the language switch and the colour-mode toggle, so
 * the menu holds them there (as a radio group of languages and one item for the mode).
 */
import { Avatar, Box, Button, Menu, Portal, Text, useBreakpointValue } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isSupportedLocale, supportedLocales } from '../../i18n/locale';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../api/contract/auth';
import { useApiClient } from '../../api/api-client-context';
import { signOut } from '../../session/sign-out';
import { useSignOutGuard } from '../../sync/sign-out-guard';
import { ChevronDownIcon, ContactIcon, LogoutIcon, MoonIcon, SunIcon } from '../../ui/icons/line-icons';
import { paths } from '../paths';
import { useColorModeSwitch } from './color-mode-toggle';
import { localeNames, useChooseLocale } from './language-switch';

export function UserMenu({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const chooseLocale = useChooseLocale();
  const colorMode = useColorModeSwitch();
  // Rendered only where the header hides its own switches: hidden items would still take the
  // keyboard's highlight in the menu.
  const holdsDisplaySettings = useBreakpointValue({ base: true, md: false }) ?? false;
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
          {/* Named after the user, whose name it shows from md up. The avatar is a person icon, not the
              user's initials: a voice-control user speaks the text they see, so every visible word
              must stand in the name (WCAG 2.5.3), and initials would stand there for no listener. */}
          <Button
            aria-label={t`Account: ${user.name}`}
            variant="ghost"
            size="sm"
            px="1.5"
            gap="2"
            loading={isSigningOut}
          >
            <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
              <Avatar.Fallback />
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
              {holdsDisplaySettings && (
                <>
                  <Menu.Separator />
                  <Menu.RadioItemGroup
                    value={i18n.locale}
                    onValueChange={({ value }) => {
                      if (isSupportedLocale(value)) void chooseLocale(value);
                    }}
                  >
                    <Menu.ItemGroupLabel>{t`Taal`}</Menu.ItemGroupLabel>
                    {supportedLocales.map((locale) => (
                      <Menu.RadioItem key={locale} value={locale} lang={locale}>
                        <Menu.ItemText>{localeNames[locale]}</Menu.ItemText>
                        <Menu.ItemIndicator />
                      </Menu.RadioItem>
                    ))}
                  </Menu.RadioItemGroup>
                  <Menu.Item value="color-mode" closeOnSelect={false} onSelect={colorMode.toggle}>
                    {colorMode.isDark ? <SunIcon boxSize="4" /> : <MoonIcon boxSize="4" />}
                    <Menu.ItemText>{colorMode.label}</Menu.ItemText>
                  </Menu.Item>
                  <Menu.Separator />
                </>
              )}
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
