/**
 * The bottom bar on phones: the four most used entries this user may view, within thumb reach.
 * Hidden from tablets up, where the sidebar or the drawer is at hand.
 */
import { chakra, Grid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppAbility } from '../../permissions/ability-context';
import { useSession } from '../../session/session-state';
import { quickAccessLinks } from '../navigation/main-menu';

const TabLink = chakra(NavLink);

export function BottomTabBar() {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const ability = useAppAbility();
  const userType = useSession()?.user.type ?? null;
  const links = useMemo(() => quickAccessLinks(ability, userType), [ability, userType]);
  if (links.length === 0) return null;
  return (
    <chakra.nav
      aria-label={t`Snelmenu`}
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.chrome"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Grid as="ul" templateColumns={`repeat(${links.length}, 1fr)`} listStyleType="none">
        {links.map((item) => (
          <li key={item.id}>
            <TabLink
              to={item.path}
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1"
              py="2"
              minH="14"
              color="fg.muted"
              fontSize="2xs"
              fontWeight="medium"
              css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
            >
              <item.icon boxSize="5" />
              <Text as="span" truncate maxW="full" px="1">
                {_(item.label)}
              </Text>
            </TabLink>
          </li>
        ))}
      </Grid>
    </chakra.nav>
  );
}
