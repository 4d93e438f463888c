/**
 * The active filters of a list screen as a row of chips under its search: each chip names one
 * filter and its value ("Type: Koelcel") and is a button that removes that filter, so a phone user
 * sees what narrows the list without opening the filter sheet. Renders nothing when no filter is set.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export interface FilterChip<Key extends string = string> {
  key: Key;
  /** What the chip reads: "Type: Koelcel". */
  label: string;
}

export interface FilterChipsProps<Key extends string> {
  chips: readonly FilterChip<Key>[];
  onRemove: (key: Key) => void;
}

export function FilterChips<Key extends string>({ chips, onRemove }: FilterChipsProps<Key>) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <HStack as="ul" aria-label={t`Actieve filters`} gap="2" wrap="wrap" listStyle="none">
      {chips.map(({ key, label }) => (
        <li key={key}>
          <Button
            size="xs"
            variant="subtle"
            borderRadius="full"
            maxW="full"
            aria-label={t`Verwijder filter: ${label}`}
            onClick={() => onRemove(key)}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
            <span aria-hidden>×</span>
          </Button>
        </li>
      ))}
    </HStack>
  );
}
