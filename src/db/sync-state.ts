/**
 * The sync metadata of one collection: where the pull stands and how the last one went.
 * Stored beside the data, in the same transaction as the page it describes, so the cursor never
 * runs ahead of the rows it covers.
 */
import type { CollectionName } from './collection-tables';

/** product.md §5: `loading` (nothing local yet), `moreLoading` (adding to what is shown), `success`, `fail`. */
export type RequestState = 'loading' | 'moreLoading' | 'success' | 'fail';

/** Whether a pull of the collection is in progress (`loading` or `moreLoading`). */
export function isPullInProgress(requestState: RequestState): boolean {
  return requestState === 'loading' || requestState === 'moreLoading';
}

/**
 * How the collection is pulled: `changes` with the server's change cursor (`updatedSince`),
 * `pages` by walking the list pages for a backend without it.
 */
export type PullMode = 'changes' | 'pages';

export interface SyncStateRow {
  collection: CollectionName;
  /** The change cursor after the last page stored (mode `changes`); null before the first page. */
  cursor: string | null;
  mode: PullMode | null;
  requestState: RequestState;
  /** Epoch ms when the last complete pull finished. */
  lastSyncedAt: number | null;
  /** The message of the last failure, null after a success. */
  lastError: string | null;
  /** Records stored during the pull in progress, and the total the server announced. */
  loaded: number;
  total: number | null;
}

export function initialSyncState(collection: CollectionName): SyncStateRow {
  return {
    collection,
    cursor: null,
    mode: null,
    requestState: 'loading',
    lastSyncedAt: null,
    lastError: null,
    loaded: 0,
    total: null,
  };
}
