/**
 * Pulls one collection into the local database (issue 4, "Pull").
 *
 * With the server's change cursor (mode `changes`): asks for the changes after the stored cursor
 * (`updatedSince`, 0 on the first sync), page after page while `meta.sync.hasMore`. Each page is
 * written in ONE transaction together with the cursor that follows it, so an interrupted pull
 * (offline, tab closed) resumes exactly where the stored data ends: never a gap, never a cursor
 * ahead of its rows.
 *
 * Without a cursor (a backend that ignores `updatedSince`, recognised by an answer without
 * `meta.sync`): walks every list page (mode `pages`), storing each, then deletes the local rows the
 * walk did not see, but only when the walk was complete and the server's total did not move during
 * it (a record deleted mid-walk shifts the pages and could hide a live record), and never a row
 * with pending local changes.
 *
 * The request state (`loading` before any data, `moreLoading` after, `success`, `fail`) and the
 * progress (records stored, announced total) are written to `syncState`, where every tab's screens
 * read them through live queries.
 */
import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/api-client';
import { fetchCollectionPage, type PulledPage } from '../api/sync/fetch-collection-page';
import type { CollectionName } from '../db/collection-tables';
import { recordRef } from '../db/outbox-entry';
import type { PortalDatabase } from '../db/portal-database';
import { initialSyncState, type SyncStateRow } from '../db/sync-state';
import { storePulledRecords } from './store-pulled-records';
import type { SyncCollection } from './sync-collection';

export interface PullDeps {
  db: PortalDatabase;
  client: ApiClient;
  signal?: AbortSignal;
  now?: () => number;
}

export interface PullResult {
  collection: CollectionName;
  ok: boolean;
  /** Records written or deleted. */
  changed: number;
  error?: unknown;
}

async function readState(db: PortalDatabase, name: CollectionName): Promise<SyncStateRow> {
  return (await db.syncState.get(name)) ?? initialSyncState(name);
}

async function patchState(
  db: PortalDatabase,
  name: CollectionName,
  patch: Partial<SyncStateRow>,
): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    const state = await readState(db, name);
    await db.syncState.put({ ...state, ...patch });
  });
}

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Stores one page and the state that follows it, atomically. */
async function storePage(
  db: PortalDatabase,
  name: CollectionName,
  page: PulledPage,
  nextState: (state: SyncStateRow, changed: number) => Partial<SyncStateRow>,
): Promise<number> {
  return db.transaction('rw', [db.records(name), db.outbox, db.syncState], async () => {
    const { stored, deleted } = await storePulledRecords(db, name, page.data);
    const state = await readState(db, name);
    await db.syncState.put({ ...state, ...nextState(state, stored + deleted) });
    return stored + deleted;
  });
}

/**
 * Asks for a page and marks its failure as handled for now: the caller awaits it after storing the
 * page before it, and sees the failure then.
 */
function prefetch(deps: PullDeps, request: Parameters<typeof fetchCollectionPage>[1]): Promise<PulledPage> {
  const next = fetchCollectionPage(deps.client, {
    ...request,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  next.catch(() => undefined);
  return next;
}

async function pullChanges(
  deps: PullDeps,
  collection: SyncCollection,
  firstPage: PulledPage,
  startLoaded: number,
): Promise<number> {
  let page = firstPage;
  let changed = 0;
  const total = startLoaded + page.meta.pagination.total;
  for (;;) {
    const sync = page.meta.sync;
    if (!sync) throw new Error(`${collection.path}: the answer lost its change cursor`);
    // The next page is asked for while this one is stored, so the network and IndexedDB work at the
    // same time; it is stored only after this page and its cursor committed, so the order and the
    // point an interrupted pull resumes from stay exact.
    const next = sync.hasMore
      ? prefetch(deps, {
          path: collection.path,
          perPage: collection.perPage,
          updatedSince: sync.cursor,
          params: collection.params,
        })
      : null;
    changed += await storePage(deps.db, collection.name, page, (state) => ({
      cursor: sync.cursor,
      mode: 'changes',
      loaded: state.loaded + page.data.length,
      total,
    }));
    if (!next) return changed;
    page = await next;
  }
}

async function pullPages(deps: PullDeps, collection: SyncCollection, firstPage: PulledPage): Promise<number> {
  const { db } = deps;
  const seen = new Set<string>();
  const firstTotal = firstPage.meta.pagination.total;
  let totalStable = true;
  let changed = 0;
  let page = firstPage;
  for (let number = 1; ; number += 1) {
    if (page.meta.pagination.total !== firstTotal) totalStable = false;
    for (const record of page.data) seen.add(record.id);
    const isLast = page.data.length === 0 || number >= page.meta.pagination.totalPages;
    const next = isLast
      ? null
      : prefetch(deps, {
          path: collection.path,
          page: number + 1,
          perPage: collection.perPage,
          params: collection.params,
        });
    changed += await storePage(db, collection.name, page, (state) => ({
      cursor: null,
      mode: 'pages',
      loaded: state.loaded + page.data.length,
      total: page.meta.pagination.total,
    }));
    if (!next) break;
    page = await next;
  }
  if (!totalStable) return changed;
  const table = db.records(collection.name);
  return (
    changed +
    (await db.transaction('rw', [table, db.outbox], async () => {
      const localIds = (await table.toCollection().primaryKeys()) as string[];
      const unseen = localIds.filter((id) => !seen.has(id));
      if (unseen.length === 0) return 0;
      const pendingRefs = new Set(
        (
          await db.outbox
            .where('refs')
            .anyOf(unseen.map((id) => recordRef(collection.name, id)))
            .toArray()
        ).flatMap((entry) => entry.refs),
      );
      const removable = unseen.filter((id) => !pendingRefs.has(recordRef(collection.name, id)));
      await table.bulkDelete(removable);
      return removable.length;
    }))
  );
}

/** Pulls `collection` until it is up to date. Never throws: a failure is recorded and returned. */
export async function pullCollection(deps: PullDeps, collection: SyncCollection): Promise<PullResult> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const before = await readState(db, collection.name);
  await patchState(db, collection.name, {
    requestState: before.lastSyncedAt === null ? 'loading' : 'moreLoading',
    loaded: 0,
    total: null,
  });
  try {
    const usePages = before.mode === 'pages';
    const firstPage = await fetchCollectionPage(deps.client, {
      path: collection.path,
      perPage: collection.perPage,
      ...(usePages ? { page: 1 } : { updatedSince: before.cursor ?? '0' }),
      params: collection.params,
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
    // A backend without change cursors answers `updatedSince` with an ordinary list page.
    const changed = firstPage.meta.sync
      ? await pullChanges(deps, collection, firstPage, 0)
      : await pullPages(deps, collection, firstPage);
    await patchState(db, collection.name, { requestState: 'success', lastSyncedAt: now(), lastError: null });
    return { collection: collection.name, ok: true, changed };
  } catch (error) {
    await patchState(db, collection.name, { requestState: 'fail', lastError: failureMessage(error) }).catch(
      () => undefined,
    );
    return { collection: collection.name, ok: false, changed: 0, error };
  }
}

/** A pull failure that means the session is gone (the app's client has already ended it locally). */
export function isSessionFailure(result: PullResult): boolean {
  return result.error instanceof ApiError && result.error.status === 401;
}
