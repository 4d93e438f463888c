/**
 * What a list screen shows instead of rows (issue 4 and "where an issue is silent"): loading
 * placeholders while the first sync of its collection runs, the failure with a retry when that
 * sync failed and nothing is stored, or the screen's own empty state. With rows stored, a failed
 * refresh shows as a quiet note: the stored rows stay usable.
 */
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CollectionName } from '../db/collection-tables';
import type { SyncStateRow } from '../db/sync-state';
import { formatDateTime } from '../i18n/formatters';
import { activeLocale } from '../i18n/i18n-setup';
import { useSync } from './sync-engine-context';
import { useSyncStates } from './sync-status';

export function useCollectionState(collection: CollectionName): SyncStateRow | undefined {
  return useSyncStates()?.find((state) => state.collection === collection);
}

export interface CollectionStateViewProps {
  collection: CollectionName;
  /** Whether the screen has no rows to show (after its filters). */
  isEmpty: boolean;
  /** Whether filters or a search are narrowing the list (then "none match" instead of "none"). */
  isFiltered?: boolean;
  empty: ReactNode;
  children: ReactNode;
}

export function CollectionStateView({
  collection,
  isEmpty,
  isFiltered = false,
  empty,
  children,
}: CollectionStateViewProps) {
  const { t } = useLingui();
  const { engine } = useSync();
  const state = useCollectionState(collection);
  const neverSynced = !state || state.lastSyncedAt === null;

  if (isEmpty && neverSynced && state?.requestState !== 'fail') {
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
  }
  if (isEmpty && neverSynced) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`De gegevens konden niet worden opgehaald`}</Alert.Title>
          <Alert.Description>
            {navigator.onLine
              ? t`Probeer het later opnieuw. Als het probleem blijft, neem contact op met de servicedesk.`
              : t`Je bent offline. Zodra er verbinding is, worden de gegevens opgehaald.`}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => engine.refresh([collection])}>
          {t`Opnieuw proberen`}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="3">
      {state?.requestState === 'fail' && state.lastSyncedAt !== null && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t`Bijwerken lukte niet; je ziet de gegevens van ${formatDateTime(new Date(state.lastSyncedAt), activeLocale())}.`}
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
