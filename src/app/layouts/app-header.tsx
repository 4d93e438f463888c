/**
 * The top bar of the app: the menu button on small screens, the app name, the current organisation
 * (the organisation switcher when there is more than one to choose from), and on the right the
 * sync status, the language switch, the colour-mode toggle and the account menu. On a phone the
 * organisation's name needs the room: language and colour mode move into the account menu there.
 */
import { Flex, HStack, Separator, Text } from '@chakra-ui/react';
import type { User } from '../../api/contract/auth';
import { useCurrentOrganisation, useVisibleOrganisations } from '../../session/current-organisation';
import { BrandMark } from '../../ui/brand-mark';
import { ColorModeToggle } from './color-mode-toggle';
import { LanguageSwitch } from './language-switch';
import { MobileMenuDrawer } from './mobile-menu-drawer';
import { SyncStatusIndicator } from '../sync/sync-status-indicator';
import { OrganisationSwitcher } from './organisation-switcher';
import { UserMenu } from './user-menu';

export function AppHeader({ user }: { user: User }) {
  const organisation = useCurrentOrganisation();
  const organisations = useVisibleOrganisations();
  const isStaff = user.type === 'employee';
  const hasSwitcher = organisations.length > 1;
  const showsOrganisation = hasSwitcher || organisation !== null;
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', md: '4' }}
      h="14"
      px={{ base: '2', md: '6' }}
      bg="bg.chrome"
      borderBottomWidth="1px"
      borderColor="border.muted"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <MobileMenuDrawer />
      {/* On the narrowest phones the organisation name gets the room; the drawer shows the brand. */}
      <HStack
        gap="2.5"
        flexShrink={0}
        display={{ base: showsOrganisation ? 'none' : 'flex', sm: 'flex', lg: 'none' }}
      >
        <BrandMark size="7" />
        <Text fontWeight="semibold" display={{ base: 'none', sm: 'block' }} whiteSpace="nowrap">
          Koelservice
        </Text>
      </HStack>
      {showsOrganisation && (
        <Separator orientation="vertical" h="6" display={{ base: 'none', sm: 'block', lg: 'none' }} />
      )}
      {hasSwitcher ? (
        <OrganisationSwitcher organisations={organisations} current={organisation} canSeeAll={isStaff} />
      ) : (
        organisation && (
          <Text fontSize="sm" fontWeight="medium" color="fg.muted" truncate minW="0">
            {organisation.name}
          </Text>
        )
      )}
      <HStack gap={{ base: '1', md: '2' }} flexShrink={0} ms="auto">
        <SyncStatusIndicator />
        <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
          <LanguageSwitch />
          <ColorModeToggle />
        </HStack>
        <UserMenu user={user} />
      </HStack>
    </Flex>
  );
}
