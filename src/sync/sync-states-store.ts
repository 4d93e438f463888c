/**
 * The sync states of the signed-in user's collections, as every screen of the tab sees them: one
 * live query of `syncState`, followed at most every `intervalMs` (a pull changes it at each page; a
 * person reads progress a few times a second at most), shared by the header, the first-sync notice,
 * the refresh buttons and the list screens instead of one query each.
 *
 * A new answer keeps the objects of the rows that did not change, and the previous list itself when
 * no row changed, so a screen that follows one collection (`rowOf`) re-renders only when that
 * collection's row changes: a dashboard's figures do not render again at every page another
 * collection stores.
 *
 * The query runs while someone listens (React's `useSyncExternalStore`), and stops with the last.
 */
import { liveQuery } from 'dexie';
import type { CollectionName } from '../db/collection-tables';
import type { PortalDatabase } from '../db/portal-database';
import type { SyncStateRow } from '../db/sync-state';
import { subscribeThrottled, type LiveAnswer } from '../db/throttled-subscription';
import type { SyncCollection } from './sync-collection';

const syncStateFields = [
  'collection',
  'cursor',
  'mode',
  'requestState',
  'lastSyncedAt',
  'lastError',
  'loaded',
  'total',
] as const satisfies readonly (keyof SyncStateRow)[];

function isSameRow(a: SyncStateRow, b: SyncStateRow): boolean {
  return syncStateFields.every((field) => a[field] === b[field]);
}

/**
 * `next` with every row equal to one of `previous` replaced by that object, and `previous` itself
 * when the two hold the same rows in the same order.
 */
export function keepUnchangedRows(
  previous: readonly SyncStateRow[] | undefined,
  next: readonly SyncStateRow[],
): readonly SyncStateRow[] {
  const before = new Map(previous?.map((row) => [row.collection, row]));
  let isSameList = previous?.length === next.length;
  const rows = next.map((row, index) => {
    const old = before.get(row.collection);
    if (!old || !isSameRow(old, row)) {
      isSameList = false;
      return row;
    }
    if (previous?.[index] !== old) isSameList = false;
    return old;
  });
  return isSameList && previous ? previous : rows;
}

export class SyncStatesStore {
  private answer: LiveAnswer<readonly SyncStateRow[]> | undefined;
  private readonly listeners = new Set<() => void>();
  private stopQuery: (() => void) | null = null;
  private readonly db: PortalDatabase;
  private readonly collections: readonly SyncCollection[];
  private readonly intervalMs: number;

  constructor(db: PortalDatabase, collections: readonly SyncCollection[], intervalMs = 250) {
    this.db = db;
    this.collections = collections;
    this.intervalMs = intervalMs;
  }

  /** For `useSyncExternalStore`: the first listener starts the query, the last one stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.stopQuery ??= subscribeThrottled<SyncStateRow[]>(
      (observer) => liveQuery(() => this.query()).subscribe(observer),
      this.intervalMs,
      (answer) => this.receive(answer),
    );
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.stopQuery?.();
      this.stopQuery = null;
    };
  };

  /** Every synced collection's state, in pull order (one not started yet has none); undefined before the first answer. */
  readonly rows = (): readonly SyncStateRow[] | undefined => this.value();

  /** One collection's state: the same object for as long as it does not change. */
  rowOf(collection: CollectionName): SyncStateRow | undefined {
    return this.value()?.find((row) => row.collection === collection);
  }

  /** The answer; a query that failed throws here, so the nearest error boundary shows it. */
  private value(): readonly SyncStateRow[] | undefined {
    if (this.answer && 'error' in this.answer) throw this.answer.error;
    return this.answer?.value;
  }

  private async query(): Promise<SyncStateRow[]> {
    const states = new Map((await this.db.syncState.toArray()).map((state) => [state.collection, state]));
    return this.collections.flatMap((collection) => states.get(collection.name) ?? []);
  }

  private receive(answer: LiveAnswer<SyncStateRow[]>): void {
    const previous = this.answer && 'value' in this.answer ? this.answer.value : undefined;
    if ('error' in answer) this.answer = answer;
    else {
      const value = keepUnchangedRows(previous, answer.value);
      if (value === previous) return;
      this.answer = { value };
    }
    for (const listener of [...this.listeners]) listener();
  }
}
