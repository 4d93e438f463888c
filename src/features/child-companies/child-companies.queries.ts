/**
 * Live reads of the child companies screen from the local database, so it works offline: the synced
 * organisations, of the companies shown only the fields the counts need, and the statistics rows (the
 * overdue duties). `undefined` while loading. The tree and the counts are computed by
 * child-company-tree.ts.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../db/database-context';
import type { PortalDatabase } from '../../db/portal-database';
import { subtreeIds } from '../../session/organisation-tree';
import { childCompanyTree, holdingIds, type ChildCompanyNode } from './child-company-tree';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';

/** Which counts the user may see: a collection without its `view` permission is not on the device. */
export interface CountedCollections {
  devices: boolean;
  orders: boolean;
  invoices: boolean;
  /**
   * The statistics rows, for the overdue duties: `view dashboard` puts them on the device, and the
   * figure is shown only with `view legal_supervision` too.
   */
  statistics: boolean;
}

/**
 * The tree under `rootId` (the current organisation) with each company's counts; with `rootId` null
 * (staff looking at all customers) the trees of every top company that has child companies.
 */
export async function loadChildCompanyTree(
  db: PortalDatabase,
  rootId: string | null,
  counted: CountedCollections,
): Promise<ChildCompanyNode[]> {
  const organisations = await db.records('organisations').toArray();
  const rootIds = rootId ? [rootId] : holdingIds(organisations);
  const ids = [...new Set(rootIds.flatMap((id) => subtreeIds(id, organisations)))];
  const [deviceOrganisationIds, orders, invoices, statistics] = await Promise.all([
    // The index keys alone: a device is counted without reading the record.
    counted.devices
      ? (db.records('serviceObjects').where('organisationId').anyOf(ids).keys() as Promise<string[]>)
      : null,
    counted.orders ? rowsOfOrganisations(db.records('orders'), ids) : null,
    counted.invoices ? rowsOfOrganisations(db.records('invoices'), ids) : null,
    // One row per organisation, keyed by id only: the whole table is a few rows per company.
    counted.statistics ? db.records('organisationStatistics').toArray() : null,
  ]);
  return childCompanyTree(organisations, rootIds, { deviceOrganisationIds, orders, invoices, statistics });
}

/** `loadChildCompanyTree` as a live read: it follows every sync and local write of those tables. */
export function useChildCompanyTree(
  rootId: string | null,
  counted: CountedCollections,
): ChildCompanyNode[] | undefined {
  const db = useDatabase();
  const { devices, orders, invoices, statistics } = counted;
  return useLiveQuery(
    () => loadChildCompanyTree(db, rootId, { devices, orders, invoices, statistics }),
    [db, rootId, devices, orders, invoices, statistics],
  );
}
