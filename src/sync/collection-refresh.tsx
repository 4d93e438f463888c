/**
 * The "refresh" affordances every list screen shares: a button on larger screens, and
 * pull-to-refresh on touch screens. Both ask the leader tab's engine to pull the given collections;
 * the screen keeps showing what it has meanwhile.
 */
import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import type { CollectionName } from '../db/collection-tables';
import { RefreshIcon } from '../ui/icons/line-icons';
import { useSync } from './sync-engine-context';
import { useSyncStates } from './sync-status';

/** True while any of `collections` is being pulled. */
export function useIsPulling(collections: readonly CollectionName[]): boolean {
  const states = useSyncStates();
  return (states ?? []).some(
    (state) =>
      collections.includes(state.collection) &&
      (state.requestState === 'loading' || state.requestState === 'moreLoading'),
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

  const showIndicator = distance > 8 || isPulling;
  return (
    <Box onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      {showIndicator && (
        <Box
          display={{ base: 'flex', md: 'none' }}
          justifyContent="center"
          alignItems="center"
          gap="2"
          h={isPulling ? '10' : `${distance / 2}px`}
          overflow="hidden"
          color="fg.muted"
          fontSize="sm"
          aria-live="polite"
        >
          {isPulling ? <Spinner size="sm" /> : <RefreshIcon />}
          <Text>
            {isPulling
              ? t`Vernieuwen…`
              : distance >= pullThreshold
                ? t`Loslaten om te vernieuwen`
                : t`Trek omlaag om te vernieuwen`}
          </Text>
        </Box>
      )}
      {children}
    </Box>
  );
}
