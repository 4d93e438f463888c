/**
 * The rows of a synced table in the given organisations (every row for null), in the order an `anyOf`
 * on the `organisationId` index gives (by organisation, then by id), read in one transaction as one
 * indexed equality per organisation.
 *
 * Why not `anyOf`: Dexie walks it with an IndexedDB cursor, one callback on the main thread per row,
 * and a screen's live query runs it again at every synced change of the table (a colleague's task
 * arriving by a realtime hint read the whole scope row by row, 4 to 40 ms); an equality is one
 * `getAll` per organisation.
 */
import type { Table } from 'dexie';

export async function rowsOfOrganisations<Row extends { organisationId: string | null }>(
  table: Table<Row, string>,
  organisations: readonly string[] | null,
): Promise<Row[]> {
  if (!organisations) return table.toArray();
  // String keys sort in IndexedDB as in JavaScript (by UTF-16 code unit): the index's order.
  const ids = [...new Set(organisations)].sort();
  const perOrganisation = await table.db.transaction('r', table, () =>
    Promise.all(ids.map((organisationId) => table.where('organisationId').equals(organisationId).toArray())),
  );
  return perOrganisation.flat();
}
