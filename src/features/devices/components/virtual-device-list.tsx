/**
 * The devices overview's list, virtualized against the window's scroll: only the cards in and near
 * the viewport are in the DOM, measured as they render (their height depends on the text and the
 * width), so thousands of matching devices cost no more to show than a screenful. The list keeps
 * its `ul`/`li` structure; each rendered item says its position in the whole list
 * (`aria-posinset`/`aria-setsize`) for screen readers.
 */
import { Box } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DeviceListItem } from '../device-search';
import type { DeviceRow } from '../devices.queries';
import { DeviceCard } from './device-card';

/** A card's height before it is measured: a phone-width card with two lines of details. */
const estimatedCardHeight = 124;
/** The space below each card (the list's gap), part of the measured height. */
const cardGap = 8;

export function VirtualDeviceList({
  items,
  label,
}: {
  items: readonly DeviceListItem<DeviceRow>[];
  label: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts in the page: the virtualizer works in window coordinates.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedCardHeight + cardGap,
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => items[index]?.device.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <Box
      as="ul"
      ref={listRef}
      aria-label={label}
      listStyleType="none"
      position="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <DeviceCard
            key={row.key}
            item={item}
            ref={virtualizer.measureElement}
            placement={{
              index: row.index,
              setSize: items.length,
              offsetY: row.start - virtualizer.options.scrollMargin,
              gap: cardGap,
            }}
          />
        );
      })}
    </Box>
  );
}
