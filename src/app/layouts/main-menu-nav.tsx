/**
 * The main menu as a `<nav aria-label="Hoofdmenu">`: the entries this user may view, the devices
 * section with its pages indented under it, the current page marked, and a count beside an entry
 * that has one (menu-badges.ts). Used by the desktop sidebar and the phone drawer; `onNavigate`
 * lets the drawer close after a choice.
 */
import { Badge, Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppAbility } from '../../permissions/ability-context';
import { useSession } from '../../session/session-state';
import { visibleMenu, type MenuLink } from '../navigation/main-menu';
import { useMenuBadges } from '../navigation/menu-badges';

const MenuNavLink = chakra(NavLink);

function MenuItemLink({
  item,
  isNested,
  onNavigate,
  count,
}: {
  item: MenuLink;
  isNested?: boolean;
  onNavigate?: () => void;
  count?: number | undefined;
}) {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const Icon = item.icon;
  const badgeId = `menu-badge-${item.id}`;
  const hasBadge = count !== undefined && count > 0;
  // The count stands beside the link, not in it: the link keeps its name, the count describes it.
  const link = (
    <MenuNavLink
      aria-describedby={hasBadge ? badgeId : undefined}
      to={item.path}
      onClick={onNavigate}
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      ps={isNested ? '10' : '3'}
      pe={hasBadge ? '12' : '3'}
      borderRadius="md"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      css={{
        '&[aria-current=page], &[aria-current=page]:hover': {
          bg: 'brand.subtle',
          color: 'brand.fg',
          fontWeight: 'semibold',
        },
      }}
    >
      {!isNested && <Icon boxSize="4.5" flexShrink={0} />}
      <Text as="span" truncate>
        {_(item.label)}
      </Text>
    </MenuNavLink>
  );
  if (!hasBadge) return link;
  return (
    <Box position="relative">
      {link}
      <Badge
        id={badgeId}
        position="absolute"
        insetEnd="3"
        top="50%"
        transform="translateY(-50%)"
        pointerEvents="none"
        colorPalette="brand"
        variant="solid"
        borderRadius="full"
        aria-label={t`${count} open`}
      >
        {count}
      </Badge>
    </Box>
  );
}

export function MainMenuNav({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const ability = useAppAbility();
  const userType = useSession()?.user.type ?? null;
  const entries = useMemo(() => visibleMenu(ability, userType), [ability, userType]);
  const badges = useMenuBadges();
  return (
    <nav aria-label={t`Hoofdmenu`}>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.id}>
              <MenuItemLink item={entry} onNavigate={onNavigate} count={badges[entry.id]} />
            </li>
          ) : (
            <li key={entry.id}>
              <Box display="flex" alignItems="center" gap="3" px="3" pt="3" pb="1" color="fg.subtle">
                <entry.icon boxSize="4.5" />
                <Text
                  as="span"
                  id={`menu-section-${entry.id}`}
                  fontSize="sm"
                  fontWeight="semibold"
                  color="fg.muted"
                >
                  {_(entry.label)}
                </Text>
              </Box>
              <Stack as="ul" gap="0.5" listStyleType="none" aria-labelledby={`menu-section-${entry.id}`}>
                {entry.links.map((item) => (
                  <li key={item.id}>
                    <MenuItemLink item={item} isNested onNavigate={onNavigate} count={badges[item.id]} />
                  </li>
                ))}
              </Stack>
            </li>
          ),
        )}
      </Stack>
    </nav>
  );
}
