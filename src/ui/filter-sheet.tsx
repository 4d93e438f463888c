/**
 * A list screen's filters on a phone: one "Filters (n)" button (n = the filters set) that opens a
 * sheet from the bottom of the screen with the filter fields, "Wis filters" and a button that
 * closes it showing how many records the list now has. The fields change the list as they are
 * chosen, so the sheet has nothing to apply; closing it (the button, Escape, the backdrop) keeps
 * what was chosen. Focus moves into the sheet when it opens and back to the button when it closes.
 */
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

export interface FilterSheetProps {
  /** How many filters are set (the sort is no filter). */
  activeCount: number;
  /** The closing button's text, with the list's count: "Toon 12 installaties". */
  showResultsLabel: string;
  onClear: () => void;
  children: ReactNode;
}

export function FilterSheet({ activeCount, showResultsLabel, onClear, children }: FilterSheetProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(details) => setIsOpen(details.open)}
      placement="bottom"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" flexShrink={0}>
          {activeCount === 0 ? t`Filters` : t`Filters (${activeCount})`}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content borderTopRadius="xl" maxH="85dvh">
            <Drawer.Header>
              <Drawer.Title>{t`Filters`}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer gap="3">
              <Button variant="outline" disabled={activeCount === 0} onClick={onClear}>
                {t`Wis filters`}
              </Button>
              <Button colorPalette="brand" onClick={() => setIsOpen(false)}>
                {showResultsLabel}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Sluiten`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
