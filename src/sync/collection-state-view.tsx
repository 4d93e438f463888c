/**
 * What a list screen shows instead of rows: loading placeholders
 * while the first sync of its collection runs, a calm note while offline with nothing stored yet,
 * the failure with a retry when that sync failed online and nothing is stored, or the screen's own
 * empty state. With rows stored, a refresh that failed online shows as a quiet note: the stored
 * rows stay usable. Offline the shell's banner says it all, so no note repeats it here. A
 * collection this user does not sync (no permission) says so briefly, and never pretends to load.
 * The rule itself is collection-view-state.ts.
 */
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { CollectionName } from '../db/collection-tables';
import type { SyncStateRow } from '../db/sync-state';
import { formatDateTime } from '../i18n/formatters';
import { activeLocale } from '../i18n/i18n-setup';
import { useIsOnline } from './connectivity';
import { collectionViewState } from './collection-view-state';
import { useSync } from './sync-engine-context';

/** One collection's sync state; the component re-renders only when that collection's state changes. */
export function useCollectionState(collection: CollectionName): SyncStateRow | undefined {
  const { states } = useSync();
  return useSyncExternalStore(states.subscribe, () => states.rowOf(collection));
}

export interface CollectionStateViewProps {
  collection: CollectionName;
  /**
   * The rows the screen shows (after its filters), or undefined while the local database has not
   * answered its query: then placeholders show, never a blank screen.
   */
  rows: readonly unknown[] | undefined;
  /** Whether filters or a search are narrowing the list (then "none match" instead of "none"). */
  isFiltered?: boolean;
  empty: ReactNode;
  children: ReactNode;
}

export function CollectionStateView({
  collection,
  rows,
  isFiltered = false,
  empty,
  children,
}: CollectionStateViewProps) {
  const { t } = useLingui();
  const { engine, collections } = useSync();
  const state = useCollectionState(collection);
  const isOnline = useIsOnline();
  const isEmpty = rows !== undefined && rows.length === 0;
  const view = collectionViewState({
    isSynced: collections.some((synced) => synced.name === collection),
    state,
    isEmpty,
    isOnline,
  });

  switch (view.kind) {
    case 'notSynced':
      return <Text color="fg.muted">{t`Deze gegevens zijn niet beschikbaar voor jouw account.`}</Text>;
    case 'firstSync':
      return (
        <Stack gap="3" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height="16" borderRadius="l2" />
          ))}
          <Text
            color="fg.muted"
            fontSize="sm"
          >{t`De gegevens worden voor het eerst op dit apparaat gezet…`}</Text>
        </Stack>
      );
    case 'waitingForConnection':
      return (
        <Text color="fg.muted" role="status">
          {t`Deze gegevens staan nog niet op dit apparaat. Ze worden opgehaald zodra er verbinding is.`}
        </Text>
      );
    case 'failed':
      return (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`De gegevens konden niet worden opgehaald`}</Alert.Title>
            <Alert.Description>
              {t`Probeer het later opnieuw. Als het probleem blijft, neem contact op met de servicedesk.`}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => engine.refresh([collection])}>
            {t`Opnieuw proberen`}
          </Button>
        </Alert.Root>
      );
    case 'content':
      // Stored rows are being read: a moment on a phone with thousands of records.
      if (rows === undefined) {
        return (
          <Stack gap="3" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="16" borderRadius="l2" />
            ))}
          </Stack>
        );
      }
      return (
        <Stack gap="3">
          {view.staleSince !== null && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t`Bijwerken lukte niet; je ziet de gegevens van ${formatDateTime(new Date(view.staleSince), activeLocale())}.`}
            </Text>
          )}
          {isEmpty ? (
            isFiltered ? (
              <Text color="fg.muted">{t`Niets gevonden dat past bij je zoekopdracht of filters.`}</Text>
            ) : (
              empty
            )
          ) : (
            children
          )}
        </Stack>
      );
  }
}
