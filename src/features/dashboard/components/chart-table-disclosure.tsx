/**
 * A chart's figures as a table, behind "Toon als tabel" (a `details` element, so it opens by keyboard
 * and a screen reader announces it). The table renders once the disclosure is opened: a closed
 * `details` still renders what it holds, and the dashboard's chart tables were a fifth of the
 * components its first render made.
 */
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

export function ChartTableDisclosure({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Box
      as="details"
      mt="2"
      // The element's own state: not every browser's toggle event says which way it went.
      onToggle={(event) =>
        setIsOpen(event.currentTarget instanceof HTMLDetailsElement && event.currentTarget.open)
      }
    >
      <Text as="summary" fontSize="sm" color="fg.muted" cursor="pointer" width="fit-content">
        {t`Toon als tabel`}
      </Text>
      {isOpen && children}
    </Box>
  );
}
