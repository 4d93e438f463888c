/** The main menu on phones and tablets: a drawer from the left, opened by the "Menu openen" button. */
import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BrandMark } from '../../ui/brand-mark';
import { MenuIcon } from '../../ui/icons/line-icons';
import { MainMenuNav } from './main-menu-nav';

export function MobileMenuDrawer() {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Drawer.Root open={isOpen} onOpenChange={(event) => setIsOpen(event.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={t`Menu openen`}
          variant="ghost"
          size="sm"
          display={{ base: 'inline-flex', lg: 'none' }}
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.chrome">
            <Drawer.Header display="flex" alignItems="center" gap="3">
              <BrandMark size="8" />
              <Drawer.Title fontSize="md">Koelservice Portaal</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <MainMenuNav onNavigate={() => setIsOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Menu sluiten`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
