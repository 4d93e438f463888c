/**
 * The "refresh" affordances every list screen shares: a button on larger screens, and
 * pull-to-refresh on touch screens. Both ask the leader tab's engine to pull the given collections;
 * the screen keeps showing what it has meanwhile.
 */
import { Box, Button, HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, useSyncExternalStore, type ReactNode, type TouchEvent } from 'react';
import type { CollectionName } from '../db/collection-tables';
import { isPullInProgress } from '../db/sync-state';
import { RefreshIcon } from '../ui/icons/line-icons';
import { useSync } from './sync-engine-context';

/**
 * True while any of `collections` is being pulled; the component re-renders only when that changes,
 * not at every change of the sync states.
 */
export function useIsPulling(collections: readonly CollectionName[]): boolean {
  const { states } = useSync();
  return useSyncExternalStore(states.subscribe, () =>
    collections.some((collection) => {
      const state = states.rowOf(collection);
      return state !== undefined && isPullInProgress(state.requestState);
    }),
  );
}

export function RefreshButton({ collections }: { collections: readonly CollectionName[] }) {
  const { t } = useLingui();
  const { engine } = useSync();
  const isPulling = useIsPulling(collections);
  return (
    <Button
      variant="outline"
      size="sm"
      display={{ base: 'none', md: 'inline-flex' }}
      loading={isPulling}
      loadingText={t`Vernieuwen…`}
      onClick={() => engine.refresh(collections)}
    >
      <RefreshIcon />
      {t`Vernieuwen`}
    </Button>
  );
}

const pullThreshold = 72;

/** Pull down from the top of the page to refresh `collections` (touch screens). */
export function PullToRefresh({
  collections,
  children,
}: {
  collections: readonly CollectionName[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { engine } = useSync();
  const isPulling = useIsPulling(collections);
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    setDistance(Math.max(0, Math.min(120, (event.touches[0]?.clientY ?? 0) - start.current)));
  };
  const onTouchEnd = () => {
    if (distance >= pullThreshold) engine.refresh(collections);
    start.current = null;
    setDistance(0);
  };

  // While the finger pulls, the page follows it down; the refresh it started (or any other refresh of
  // these collections: the start, coming back online, the refresh button, another tab's) shows over
  // the top of the page, never moving the rows under a finger about to tap one. A realtime hint's pull
  // runs in the background and shows nothing (pull-collection.ts). The refresh is announced on every
  // screen size: the pill shows on phones only, the refresh button's spinner from md up.
  const isDragging = distance > 8;
  const showsRefresh = isPulling && !isDragging;
  return (
    <Box position="relative" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      {isDragging && (
        <Box
          display={{ base: 'flex', md: 'none' }}
          justifyContent="center"
          alignItems="center"
          gap="2"
          h={`${distance / 2}px`}
          overflow="hidden"
          color="fg.muted"
          fontSize="sm"
        >
          <RefreshIcon />
          <Text>
            {distance >= pullThreshold ? t`Loslaten om te vernieuwen` : t`Trek omlaag om te vernieuwen`}
          </Text>
        </Box>
      )}
      <VisuallyHidden role="status">{showsRefresh ? t`Vernieuwen…` : ''}</VisuallyHidden>
      {showsRefresh && (
        <Box
          aria-hidden
          display={{ base: 'flex', md: 'none' }}
          position="absolute"
          top="0"
          insetX="0"
          justifyContent="center"
          pointerEvents="none"
          zIndex="docked"
        >
          <HStack
            gap="2"
            px="3"
            py="1"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="full"
            boxShadow="sm"
            color="fg.muted"
            fontSize="sm"
          >
            <Spinner size="sm" />
            <Text>{t`Vernieuwen…`}</Text>
          </HStack>
        </Box>
      )}
      {children}
    </Box>
  );
}
