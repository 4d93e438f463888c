/**
 * What the sync engine needs to know about a collection it pulls: the local table, the endpoint,
 * the permission that lets the user read it, the page size. The app declares the list
 * (src/app/sync-collections.ts); the engine knows nothing about business areas.
 */
import type { PermissionGroup } from '../api/contract/auth';
import type { SearchParams } from '../api/search-params';
import type { CollectionName } from '../db/collection-tables';

export interface SyncCollection {
  name: CollectionName;
  /** The list endpoint below `/api` (`serviceobjects`, `task`). */
  path: string;
  /** The group whose `view` permission the server requires; null when every signed-in user may read it. */
  permissionGroup: PermissionGroup | null;
  /** Records per list page (`page`), for a backend without change cursors (the server caps it at 100). */
  perPage: number;
  /** Records per change read (`updatedSince`; the server caps it at 1,000); `perPage` when absent. */
  changesPerPage?: number;
  /** Extra query parameters, e.g. an organisation filter; by default the server's scope for the user applies. */
  params?: SearchParams;
}
