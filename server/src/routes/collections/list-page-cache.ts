/**
 * List pages kept serialized, answered again while no synced table has changed (db/read-cache.ts).
 * A device list of a customer with thousands of devices is asked for again and again with the same query;
 * reading, validating and serializing its page each time cost 15 ms on PGlite (BENCHMARKS.md).
 *
 * A page depends on the rows of its collection and, through filters such as `hasActiveOffers`, of other
 * collections: it is kept against the versions of every registered collection's table, so any committed
 * write of synced data drops every page (writes are rare next to reads here). It is keyed by route, parent,
 * the caller's organisation scope and the whole parsed query, and holds the JSON text exactly as the
 * route's response schema produced it. Collections whose reads depend on the clock (`readsClock`) and
 * sync reads (`updatedSince`) are not cached.
 */
import { getTableName } from 'drizzle-orm';
import type { TableChanges } from '../../db/table-changes';
import { collections, type CollectionDef } from '../../db/collections';
import { ReadCache } from '../../db/read-cache';
import type { OrganisationScope } from '../../plugins/scoping.plugin';

const maxPages = 500;
const maxBytes = 64 * 1024 * 1024;

/** Every registered collection's table: what a list or sync read may depend on through its filters. */
export const collectionTables = [...new Set(collections.map((def) => getTableName(def.table)))];

export interface ListPageKey {
  route: string;
  parentId: string | undefined;
  scope: OrganisationScope;
  query: Record<string, unknown>;
}

/** One string for a read: route, parent, the caller's scope and every given query parameter. */
export function listReadKey({ route, parentId, scope, query }: ListPageKey): string {
  const scopeKey = scope.kind === 'all' ? '*' : [...scope.ids].sort().join(',');
  const parameters = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([route, parentId ?? null, scopeKey, parameters]);
}

export class ListPageCache {
  private readonly pages: ReadCache<string>;

  constructor(changes: TableChanges) {
    this.pages = new ReadCache<string>(changes, {
      maxEntries: maxPages,
      maxWeight: maxBytes,
      weigh: (json) => json.length,
    });
  }

  /** The page's JSON: from the cache when nothing it was read from has changed, else from `load`. */
  read(def: CollectionDef, key: ListPageKey, load: () => Promise<string>): Promise<string> {
    if (def.readsClock) return load();
    return this.pages.read(listReadKey(key), collectionTables, load);
  }
}
