/**
 * The type filter: a chip per type (toggle buttons, `aria-pressed`) with how many items of that type
 * there are, and "Alles" to show every type again. Plain buttons, so Tab and Space/Enter work; the
 * group is named for screen readers.
 */
import { Box, Button, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { TimelineItemType } from '../../../api/contract/timeline';
import {
  timelineFilterLabels,
  timelineItemTypes,
  timelineTypeColors,
  timelineTypeIcons,
} from '../timeline-item-types';

export interface TimelineTypeFilterProps {
  /** The chosen types; empty for every type. */
  value: readonly TimelineItemType[];
  /** Per type, how many items there are (undefined while loading). */
  counts: Record<TimelineItemType, number> | undefined;
  onToggle: (type: TimelineItemType) => void;
  onClear: () => void;
}

export function TimelineTypeFilter({ value, counts, onToggle, onClear }: TimelineTypeFilterProps) {
  const { t, i18n } = useLingui();
  const isAll = value.length === 0;
  return (
    <Wrap as="div" role="group" aria-label={t`Filter op soort`} gap={{ base: '1.5', md: '2' }}>
      <Button
        size={{ base: 'xs', md: 'sm' }}
        borderRadius="full"
        variant={isAll ? 'solid' : 'outline'}
        colorPalette={isAll ? 'brand' : 'gray'}
        aria-pressed={isAll}
        onClick={onClear}
      >
        {t`Alles`}
      </Button>
      {timelineItemTypes.map((type) => {
        const isChosen = value.includes(type);
        const TypeIcon = timelineTypeIcons[type];
        const count = counts?.[type];
        return (
          <Button
            key={type}
            size={{ base: 'xs', md: 'sm' }}
            borderRadius="full"
            variant={isChosen ? 'subtle' : 'outline'}
            colorPalette={isChosen ? timelineTypeColors[type] : 'gray'}
            borderWidth="1px"
            borderColor={isChosen ? 'colorPalette.muted' : undefined}
            aria-pressed={isChosen}
            onClick={() => onToggle(type)}
          >
            <TypeIcon boxSize="4" color={isChosen ? undefined : `${timelineTypeColors[type]}.fg`} />
            {i18n._(timelineFilterLabels[type])}
            {count !== undefined && (
              <Box as="span" aria-hidden="true" opacity={0.75} fontVariantNumeric="tabular-nums">
                {count}
              </Box>
            )}
          </Button>
        );
      })}
    </Wrap>
  );
}
