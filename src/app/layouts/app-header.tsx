/**
 * The top bar of the app: the menu button on small screens, the app name, the current organisation,
 * and on the right the language switch, the colour-mode toggle and the account menu.
 */
import { Box, Flex, HStack, Separator, Text } from '@chakra-ui/react';
import type { User } from '../../api/contract/auth';
import type { OrganisationSummary } from '../../session/current-organisation';
import { BrandMark } from '../../ui/brand-mark';
import { ColorModeToggle } from './color-mode-toggle';
import { LanguageSwitch } from './language-switch';
import { MobileMenuDrawer } from './mobile-menu-drawer';
import { UserMenu } from './user-menu';

export function AppHeader({ user, organisation }: { user: User; organisation: OrganisationSummary | null }) {
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
        display={{ base: organisation ? 'none' : 'flex', sm: 'flex', lg: 'none' }}
      >
        <BrandMark size="7" />
        <Text fontWeight="semibold" display={{ base: 'none', sm: 'block' }} whiteSpace="nowrap">
          Koelservice
        </Text>
      </HStack>
      {organisation && (
        <>
          <Separator orientation="vertical" h="6" display={{ base: 'none', sm: 'block', lg: 'none' }} />
          <Text fontSize="sm" fontWeight="medium" color="fg.muted" truncate minW="0">
            {organisation.name}
          </Text>
        </>
      )}
      <Box flex="1" />
      <HStack gap={{ base: '1', md: '2' }} flexShrink={0}>
        <LanguageSwitch />
        <ColorModeToggle />
        <UserMenu user={user} />
      </HStack>
    </Flex>
  );
}
