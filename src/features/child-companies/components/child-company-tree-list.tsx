/**
 * The organisation tree as nested lists: every company is a list item, and its child companies are a
 * list inside that item, named after it. Screen readers announce each list with its size and nesting
 * level, and everything in it is reached with Tab alone, so no tree widget keyboard model is needed.
 * Deeper levels are indented with a guide line; on a phone the indent stays small so a grandchild
 * still has room.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ChildCompany, ChildCompanyNode } from '../child-company-tree';
import { ChildCompanyCard, type CountStates } from './child-company-card';

export function ChildCompanyTreeList({
  nodes,
  label,
  currentId,
  countStates,
  onSwitch,
  isNested = false,
}: {
  nodes: readonly ChildCompanyNode[];
  /** The list's accessible name. */
  label: string;
  currentId: string | null;
  countStates: CountStates;
  onSwitch: (company: ChildCompany) => void;
  isNested?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap="3"
      aria-label={label}
      {...(isNested && {
        mt: '3',
        ms: { base: '2', md: '5' },
        ps: { base: '3', md: '5' },
        borderStartWidth: '2px',
        borderColor: 'border.emphasized',
      })}
    >
      {nodes.map((node) => (
        <Box as="li" key={node.company.id}>
          <ChildCompanyCard
            company={node.company}
            counts={node.counts}
            countStates={countStates}
            isCurrent={node.company.id === currentId}
            onSwitch={onSwitch}
          />
          {node.children.length > 0 && (
            <ChildCompanyTreeList
              nodes={node.children}
              label={t`Dochterbedrijven van ${node.company.name}`}
              currentId={currentId}
              countStates={countStates}
              onSwitch={onSwitch}
              isNested
            />
          )}
        </Box>
      ))}
    </Stack>
  );
}
