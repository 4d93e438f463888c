/**
 * The body of one tab of the device page: placeholders while its live query loads, a sentence when
 * the device has none of these records on this device, otherwise the list. Before the first sync of
 * the collection has finished, it keeps the placeholders rather than claiming there are none.
 */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CollectionName } from '../../../db/collection-tables';
import { useCollectionState } from '../../../sync/collection-state-view';

export interface TabRecordsProps<Row> {
  /** The synced collection the rows come from: before its first sync, "none" would be untrue. */
  collection: CollectionName;
  rows: readonly Row[] | undefined;
  /** What the tab says when there are none, e.g. "Geen werkbonnen voor deze installatie." */
  emptyText: string;
  label: string;
  children: (rows: readonly Row[]) => ReactNode;
}

export function TabRecords<Row>({ collection, rows, emptyText, label, children }: TabRecordsProps<Row>) {
  const { t } = useLingui();
  const state = useCollectionState(collection);
  const neverSynced = !state || state.lastSyncedAt === null;
  if (rows === undefined || (rows.length === 0 && neverSynced)) {
    return (
      <Stack gap="2" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
        <Skeleton height="14" />
        <Skeleton height="14" />
        {rows !== undefined && (
          <Text
            color="fg.muted"
            fontSize="sm"
          >{t`De gegevens worden voor het eerst op dit apparaat gezet…`}</Text>
        )}
      </Stack>
    );
  }
  if (rows.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label}>
      {children(rows)}
    </Stack>
  );
}
