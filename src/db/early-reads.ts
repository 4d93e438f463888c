/**
 * Reads begun before the screen that shows them has mounted. At a start, the shell renders for a
 * while after the user's database has opened, and only then does the screen mount and ask for its
 * rows; a screen's first read begun as the database opens (app/landing-reads.ts) is answered
 * meanwhile, so the screen paints its rows in its first render. Its live read still runs and takes
 * over, keeping the early rows' objects when it finds the same data.
 *
 * A result belongs to one database instance (one user's, one opening) and serves the start it was
 * begun for: it is offered until the live read of its key has answered once, and for no longer than
 * `offeredMs` after it was read, so a later visit to the screen never starts from rows that were
 * current at the start.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { keepSameData, type KeptAnswer } from '../lib/same-data';
import type { PortalDatabase } from './portal-database';

type EarlyRead = { state: 'reading' } | { state: 'read'; value: unknown; readAt: number };

/** Long enough for the slowest start to render its shell and mount the screen. */
const offeredMs = 30_000;

const earlyReads = new WeakMap<PortalDatabase, Map<string, EarlyRead>>();

function readsOf(db: PortalDatabase): Map<string, EarlyRead> {
  let reads = earlyReads.get(db);
  if (!reads) {
    reads = new Map();
    earlyReads.set(db, reads);
  }
  return reads;
}

/** Begins `read` for the screen that will ask for `key` (once per key and database). */
export function beginEarlyRead(db: PortalDatabase, key: string, read: () => Promise<unknown>): void {
  const reads = readsOf(db);
  if (reads.has(key)) return;
  const entry: EarlyRead = { state: 'reading' };
  reads.set(key, entry);
  read().then(
    (value) => {
      // Dropped meanwhile (the screen's own read answered first): stays dropped.
      if (reads.get(key) === entry) reads.set(key, { state: 'read', value, readAt: Date.now() });
    },
    () => {
      // The screen's own read will meet the same failure and show it.
      if (reads.get(key) === entry) reads.delete(key);
    },
  );
}

/** The early read's result for `key`, when it has one; undefined while it reads or when there is none. */
export function earlyReadResult<T>(db: PortalDatabase, key: string): T | undefined {
  const entry = earlyReads.get(db)?.get(key);
  if (entry?.state !== 'read') return undefined;
  if (Date.now() - entry.readAt > offeredMs) {
    forgetEarlyRead(db, key);
    return undefined;
  }
  return entry.value as T;
}

/** Drops the early result of `key`: the screen's own read has answered. */
export function forgetEarlyRead(db: PortalDatabase, key: string): void {
  earlyReads.get(db)?.delete(key);
}

/**
 * `useLiveQuery(querier)` that starts from the early read of `key`, when there is one (the querier
 * must read what the early read of that key read). The key is the live read's only dependency besides
 * the database: it must change whenever what the querier reads does.
 */
export function useEarlyLiveQuery<T>(
  db: PortalDatabase,
  key: string,
  querier: () => Promise<T>,
): T | undefined {
  const early = earlyReadResult<T>(db, key);
  const live = useLiveQuery(querier, [db, key], early);
  const hasOwn = live !== undefined && live !== early;
  useEffect(() => {
    if (hasOwn) forgetEarlyRead(db, key);
  }, [hasOwn, db, key]);
  // The live read's first answer mostly holds what the early read found, in new objects: the screen
  // keeps the objects it shows while an answer holds the same data, so nothing computed from them
  // (its rows, its cards) renders again for nothing.
  const [kept, setKept] = useState<KeptAnswer<T | undefined>>({ answer: live, shown: live });
  const next = keepSameData(kept, live);
  if (next !== kept) setKept(next);
  return next.shown;
}
