/**
 * Pulls one collection into the local database ("Pull").
 *
 * With the server's change cursor (mode `changes`): asks for the changes after the stored cursor
 * (`updatedSince`, 0 on the first sync), page after page while `meta.sync.hasMore`. Each page is
 * written in the same transaction as the cursor that follows it, so an interrupted pull (offline,
 * tab closed) resumes exactly where the stored data ends: never a gap, never a cursor ahead of its
 * rows. The next pages are asked for while earlier ones are stored, and the page writer puts the
 * pages that arrived meanwhile (of every collection being pulled) into one transaction.
 *
 * Without a cursor (a backend that ignores `updatedSince`, recognised by an answer without
 * `meta.sync`): walks every list page (mode `pages`), storing each, then deletes the local rows the
 * walk did not see, but only when the walk was complete and the server's total did not move during
 * it (a record deleted mid-walk shifts the pages and could hide a live record), and never a row
 * with pending local changes.
 *
 * The request state (`loading` before any data, `moreLoading` after, `success`, `fail`) and the
 * progress (records stored, announced total) are written to `syncState`, where every tab's screens
 * read them through live queries. A pull that fails for want of a connection (no answer, and
 * `isOnline` false when it fails) is no failure: the collection goes back to the state it had before the pull, and the
 * result says `noConnection`, so the engine tries again once there is one.
 */
import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/api-client';
import { fetchCollectionPage, type PulledPage } from '../api/sync/fetch-collection-page';
import type { CollectionName } from '../db/collection-tables';
import { recordRef } from '../db/outbox-entry';
import type { PortalDatabase } from '../db/portal-database';
import { initialSyncState, isPullInProgress, type SyncStateRow } from '../db/sync-state';
import { PageWriter } from './page-writer';
import { storePulledRecords } from './store-pulled-records';
import type { SyncCollection } from './sync-collection';
import { SyncStateMemory } from './sync-state-memory';

export interface PullDeps {
  db: PortalDatabase;
  client: ApiClient;
  signal?: AbortSignal;
  now?: () => number;
  /** Shared by the pulls running at the same time, so their pages share transactions. */
  writer?: PageWriter;
  /** False while a failure is to be blamed on the connection, not the server (connectivity.ts). */
  isOnline?: () => boolean;
  /**
   * The leading engine's memory of the sync states, kept across pulls; every state this pull commits
   * is remembered in it. Without it, the pull reads the state from the database.
   */
  states?: SyncStateMemory;
  /** Called once the pull has asked for its last page: what remains is storing (or its failure). */
  onFetched?: () => void;
  /**
   * A pull nobody asked for or watches (a realtime hint's, a catch-up's): on a collection with data
   * and a change cursor it writes no "moreLoading" mark, so no screen shows a refresh nobody started
   * and the pull costs the transactions of its pages only. Its pages' states start its progress anew.
   */
  isBackground?: boolean;
}

export interface PullResult {
  collection: CollectionName;
  ok: boolean;
  /** Records written or deleted. */
  changed: number;
  error?: unknown;
  /** The pull failed for want of a connection: not a failure of the server, nothing recorded. */
  noConnection?: true;
}

async function readState(db: PortalDatabase, name: CollectionName): Promise<SyncStateRow> {
  return (await db.syncState.get(name)) ?? initialSyncState(name);
}

async function patchState(
  db: PortalDatabase,
  states: SyncStateMemory,
  name: CollectionName,
  patch: Partial<SyncStateRow>,
): Promise<void> {
  const row = await db.transaction('rw', db.syncState, async () => {
    const state = { ...(await readState(db, name)), ...patch };
    await db.syncState.put(state);
    return state;
  });
  states.remember(row);
}

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Records per change read: the collection's own size for them, else its list page size. */
function changesPerPage(collection: SyncCollection): number {
  return collection.changesPerPage ?? collection.perPage;
}

/**
 * How many pages of one pull may be asked for ahead of the last one stored. The next page of a change
 * walk can be asked for as soon as the page before it arrived (its cursor is in it), so the network
 * and IndexedDB work at the same time; the window bounds the memory pages waiting to be stored hold.
 */
const pagesAhead = 8;

/**
 * Unstored pages of one pull at which it asks the page writer to commit (page-writer.ts): half the
 * window, so the commit of those pages overlaps the fetching of the next ones instead of the walk
 * stopping at a full window to wait for it.
 */
const flushAt = pagesAhead / 2;

type PageRequest = Parameters<typeof fetchCollectionPage>[1];

/**
 * Walks the pages of one pull: asks for the next page while earlier ones wait for the page writer,
 * queues every page with the state that follows it, and settles only when every queued page is
 * stored. Pages are stored in the order they were asked for, each with its own cursor, so the point
 * an interrupted pull resumes from stays exact; a page that could not be stored stops the walk and
 * keeps every later page of it out of the database.
 */
async function walkPages(
  deps: PullDeps,
  states: SyncStateMemory,
  writer: PageWriter,
  collection: SyncCollection,
  firstPage: PulledPage,
  next: (page: PulledPage, number: number) => PageRequest | null,
  nextState: (page: PulledPage) => (state: SyncStateRow) => Partial<SyncStateRow>,
): Promise<number> {
  const { db } = deps;
  const chain = writer.chain();
  const stores: Promise<number>[] = [];
  let unstored = 0;
  try {
    let page = firstPage;
    for (let number = 1; ; number += 1) {
      const stateAfter = nextState(page);
      const records = page.data;
      let written: SyncStateRow | null = null;
      const store = writer
        .write(chain, collection.name, records.length, async () => {
          const { stored, deleted } = await storePulledRecords(db, collection.name, records);
          const state = await readState(db, collection.name);
          written = { ...state, ...stateAfter(state) };
          await db.syncState.put(written);
          return stored + deleted;
        })
        .then((changed) => {
          // Settled after the commit: what the last attempt wrote is what the database holds.
          if (written) states.remember(written);
          return changed;
        });
      unstored += 1;
      store
        .finally(() => {
          unstored -= 1;
        })
        .catch(() => undefined);
      stores.push(store);
      if (unstored >= flushAt) writer.flush();
      const request = next(page, number);
      if (!request) {
        deps.onFetched?.();
        break;
      }
      // Keep at most `pagesAhead` pages waiting; a store failure surfaces here.
      if (stores.length >= pagesAhead) {
        writer.flush();
        await stores[stores.length - pagesAhead];
      }
      if (chain.broken) throw chain.error;
      page = await fetchCollectionPage(deps.client, {
        ...request,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
    }
  } finally {
    // Whatever ends the walk, the pages already queued are stored (or refused) before it returns.
    writer.flush();
    await Promise.allSettled(stores);
  }
  let changed = 0;
  for (const store of stores) changed += await store;
  return changed;
}

function pullChanges(
  deps: PullDeps,
  states: SyncStateMemory,
  writer: PageWriter,
  collection: SyncCollection,
  firstPage: PulledPage,
  /** No mark reset the progress before the first page: that page's state does. */
  isUnmarked: boolean,
  finished: () => Partial<SyncStateRow>,
): Promise<number> {
  const total = firstPage.meta.pagination.total;
  const cursorOf = (page: PulledPage) => {
    if (!page.meta.sync) throw new Error(`${collection.path}: the answer lost its change cursor`);
    return page.meta.sync;
  };
  return walkPages(
    deps,
    states,
    writer,
    collection,
    firstPage,
    (page) => {
      const sync = cursorOf(page);
      return sync.hasMore
        ? {
            path: collection.path,
            perPage: changesPerPage(collection),
            updatedSince: sync.cursor,
            ...(collection.params ? { params: collection.params } : {}),
          }
        : null;
    },
    (page) => {
      const { cursor, hasMore } = cursorOf(page);
      const loadedBefore = (state: SyncStateRow) => (isUnmarked && page === firstPage ? 0 : state.loaded);
      return (state) => ({
        cursor,
        mode: 'changes',
        loaded: loadedBefore(state) + page.data.length,
        total,
        ...(hasMore ? {} : finished()),
      });
    },
  );
}

async function pullPages(
  deps: PullDeps,
  states: SyncStateMemory,
  writer: PageWriter,
  collection: SyncCollection,
  firstPage: PulledPage,
): Promise<number> {
  const { db } = deps;
  const seen = new Set<string>();
  const firstTotal = firstPage.meta.pagination.total;
  // Every page of the walk has the size the first was answered with: a change read that a backend
  // answered with a list page may have asked for more records than a list page of `perPage` holds.
  const perPage = firstPage.meta.pagination.perPage;
  let totalStable = true;
  const changed = await walkPages(
    deps,
    states,
    writer,
    collection,
    firstPage,
    (page, number) => {
      if (page.meta.pagination.total !== firstTotal) totalStable = false;
      for (const record of page.data) seen.add(record.id);
      const isLast = page.data.length === 0 || number >= page.meta.pagination.totalPages;
      return isLast
        ? null
        : {
            path: collection.path,
            page: number + 1,
            perPage,
            ...(collection.params ? { params: collection.params } : {}),
          };
    },
    (page) => (state) => ({
      cursor: null,
      mode: 'pages',
      loaded: state.loaded + page.data.length,
      total: page.meta.pagination.total,
    }),
  );
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

/**
 * The state a collection returns to when its pull found no connection: what it was, except that a
 * pull left in progress (a tab closed mid-pull) is over, and the progress of this one is dropped.
 * The pages already stored stay, with their cursor: the next pull resumes after them.
 */
function stateBefore(before: SyncStateRow): Partial<SyncStateRow> {
  const wasInProgress = isPullInProgress(before.requestState);
  return {
    requestState: wasInProgress
      ? before.lastSyncedAt === null
        ? 'loading'
        : 'success'
      : before.requestState,
    lastError: before.lastError,
    loaded: 0,
    total: null,
  };
}

/** Pulls `collection` until it is up to date. Never throws: a failure is recorded and returned. */
export async function pullCollection(deps: PullDeps, collection: SyncCollection): Promise<PullResult> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const states = deps.states ?? new SyncStateMemory(db);
  const before = await states.read(collection.name);
  // The first request does not wait for the pull's mark to be stored (a realtime hint's pull is on
  // the path from a colleague's write to this screen); every later write of the state does. A state
  // that already reads as the mark (a collection never pulled has none, which screens show as its
  // first sync) is not written again: on a first sync that is a transaction, and a wake-up of every
  // screen following the sync states, saved per collection.
  const usePages = before.mode === 'pages';
  const isQuiet = deps.isBackground === true && before.lastSyncedAt !== null && !usePages;
  const mark: Partial<SyncStateRow> = {
    requestState: before.lastSyncedAt === null ? 'loading' : 'moreLoading',
    loaded: 0,
    total: null,
  };
  const isMarked =
    isQuiet || (before.requestState === mark.requestState && before.loaded === 0 && before.total === null);
  const marked = isMarked ? Promise.resolve() : patchState(db, states, collection.name, mark);
  try {
    const firstPage = await fetchCollectionPage(deps.client, {
      path: collection.path,
      ...(usePages
        ? { page: 1, perPage: collection.perPage }
        : { updatedSince: before.cursor ?? '0', perPage: changesPerPage(collection) }),
      params: collection.params,
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
    await marked;
    // A backend without change cursors answers `updatedSince` with an ordinary list page.
    const writer = deps.writer ?? new PageWriter(db);
    const done: Partial<SyncStateRow> = { requestState: 'success', lastError: null };
    let changed: number;
    if (firstPage.meta.sync) {
      // The last page of a change walk is stored with the pull's success, in one transaction.
      changed = await pullChanges(deps, states, writer, collection, firstPage, isQuiet, () => ({
        ...done,
        lastSyncedAt: now(),
      }));
    } else {
      changed = await pullPages(deps, states, writer, collection, firstPage);
      await patchState(db, states, collection.name, { ...done, lastSyncedAt: now() });
    }
    return { collection: collection.name, ok: true, changed };
  } catch (error) {
    await marked.catch(() => undefined);
    if (isConnectionFailure(error) && deps.isOnline?.() === false) {
      await patchState(db, states, collection.name, stateBefore(before)).catch(() => undefined);
      return { collection: collection.name, ok: false, changed: 0, error, noConnection: true };
    }
    await patchState(db, states, collection.name, {
      requestState: 'fail',
      lastError: failureMessage(error),
    }).catch(() => undefined);
    return { collection: collection.name, ok: false, changed: 0, error };
  }
}

/** A failure without an answer (offline, DNS, timeout); an answer, even 5xx, is the server's. */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

/** A pull failure that means the session is gone (the app's client has already ended it locally). */
export function isSessionFailure(result: PullResult): boolean {
  return result.error instanceof ApiError && result.error.status === 401;
}
