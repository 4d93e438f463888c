/**
 * Delivers the outbox to the server ("Writes"), run by the leader tab only.
 *
 * Guarantees:
 * - entries are sent one at a time in `seq` order; a later entry is never sent while an earlier
 *   pending one waits for a retry (order), and each carries its own `Idempotency-Key` (once);
 * - an entry is deleted only in the transaction that records the server's acknowledgement (never
 *   lost); the record it touched loses its pending mark there, unless later entries still touch it;
 * - network failures, 408, 429 (honouring `Retry-After`), 5xx and a 409 that asks to retry (a
 *   duplicate still in progress on the server) wait with capped exponential backoff and jitter;
 *   a failure while the device has no connection (`isOnline`) does not count as an attempt (time
 *   spent offline says nothing about the server) and waits for the connection (the engine sends
 *   nothing while offline, and again at once when the device comes online);
 * - a 401 refreshes the token once and resends; when that is impossible the sender stops (the
 *   outbox stays frozen in IndexedDB until the same user signs in again);
 * - any other refusal moves the entry to `rejected` with the server's message: it does not block
 *   the entries behind it and is never dropped silently; the user retries, edits or discards it.
 */
import type { OutboxAnswer, OutboxRequestToSend } from '../api/sync/send-outbox-request';
import { errorMessageFrom } from '../api/api-error';
import type { CollectionName } from '../db/collection-tables';
import type { OutboxEntry, OutboxError } from '../db/outbox-entry';
import type { PortalDatabase } from '../db/portal-database';
import { changesFor, inSendingOrder, rebase, type StoredRecord } from './pending-changes';

export interface OutboxSenderDeps {
  db: PortalDatabase;
  /** Sends one request with the given token and idempotency key. */
  send: (request: OutboxRequestToSend, token: string, idempotencyKey: string) => Promise<OutboxAnswer>;
  /** The current access token, read at send time. */
  getToken: () => string | null;
  /** Gets a fresh access token; resolves false when the session cannot be refreshed. */
  refreshToken: () => Promise<boolean>;
  /**
   * False while a failure without an answer is to be blamed on the connection, not the server (no
   * network at all, or one that has only just returned: connectivity.ts); online when absent.
   */
  isOnline?: () => boolean;
  /** How long an entry that found no connection waits before the next try; default the backoff cap. */
  connectionWaitMs?: number;
  now?: () => number;
  random?: () => number;
}

/**
 * How a send ended. `sent` counts the entries the server acknowledged in this call, and `touched` lists
 * the collections their effects changed (each once), which the engine pulls again.
 */
export type SendOutcome = { sent: number; touched: CollectionName[] } &
  /** Nothing left to send now. */
  (
    | { kind: 'idle' }
    /** The first pending entry waits; try again after `waitMs`. */
    | { kind: 'waiting'; waitMs: number }
    /** No usable session: sending stops until the user signs in again. */
    | { kind: 'frozen' }
  );

export const backoffBaseMs = 1_000;
export const backoffCapMs = 5 * 60_000;

/** Capped exponential backoff with jitter: between half and all of min(cap, base * 2^(attempt-1)). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function isTransient(answer: OutboxAnswer): boolean {
  const { status } = answer;
  return (
    status === 0 ||
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    (status === 409 && answer.retryAfterMs !== null)
  );
}

function refusalOf(answer: OutboxAnswer): OutboxError {
  const body = answer.body;
  const errors =
    typeof body === 'object' &&
    body !== null &&
    'errors' in body &&
    typeof body.errors === 'object' &&
    body.errors
      ? (body.errors as Record<string, string[]>)
      : undefined;
  return { status: answer.status, message: errorMessageFrom(body), ...(errors ? { errors } : {}) };
}

/** The record a successful answer carries (`{ data: { id, ... } }`), if any. */
function answeredRecord(body: unknown): StoredRecord | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const data = body.data;
  return typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string'
    ? (data as StoredRecord)
    : null;
}

/** The first entry still to send, in order. */
export async function nextPendingEntry(db: PortalDatabase): Promise<OutboxEntry | undefined> {
  return db.outbox
    .orderBy('seq')
    .filter((entry) => entry.state === 'pending')
    .first();
}

/**
 * Records the server's acknowledgement of `entry`: deletes it and settles the records it touched.
 * A record with no other pending entry takes the server's answer when it carries that record and is
 * not older than the local row, else just loses its pending mark (the next pull brings the server's
 * version); one with later pending entries is rebased on the answer.
 */
export async function acknowledgeEntry(
  db: PortalDatabase,
  entry: OutboxEntry,
  answerBody: unknown,
): Promise<void> {
  const answered = answeredRecord(answerBody);
  const tables = [...new Set(entry.effects.map((effect) => effect.collection))].map((name) =>
    db.records(name),
  );
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
    for (const effect of entry.effects) {
      const table = db.records(effect.collection);
      const remaining = inSendingOrder(
        await db.outbox.where('refs').equals(`${effect.collection}:${effect.id}`).toArray(),
      );
      const local = ((await table.get(effect.id)) ?? null) as StoredRecord | null;
      const serverVersion =
        answered?.id === effect.id && effect.change.kind !== 'delete' && isNotOlder(answered, local)
          ? answered
          : null;
      if (remaining.length > 0) {
        if (!serverVersion) continue;
        const rebased = rebase(serverVersion, changesFor(remaining, effect.collection, effect.id));
        if (rebased) await table.put(rebased as never);
        continue;
      }
      if (serverVersion) await table.put(serverVersion as never);
      else if (local?.syncPending) {
        const { syncPending: _settled, ...settled } = local;
        await table.put(settled as never);
      }
    }
  });
}

function isNotOlder(answer: StoredRecord, local: StoredRecord | null): boolean {
  const answerTime = typeof answer.updatedAt === 'string' ? answer.updatedAt : '';
  const localTime = typeof local?.updatedAt === 'string' ? local.updatedAt : '';
  return answerTime >= localTime;
}

/** Moves `entry` to the "not accepted" list with the server's reason. */
async function rejectEntry(db: PortalDatabase, entry: OutboxEntry, error: OutboxError): Promise<void> {
  if (entry.seq === undefined) return;
  await db.outbox.update(entry.seq, { state: 'rejected', lastError: error });
}

/**
 * Sends pending entries until none is left, one must wait, or the session is gone. Safe to call
 * again at any time; the engine serialises calls so only one send runs per tab.
 */
export async function sendOutbox(deps: OutboxSenderDeps): Promise<SendOutcome> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  let sent = 0;
  const touched = new Set<CollectionName>();
  const done = <Outcome extends { kind: string }>(outcome: Outcome) => ({
    ...outcome,
    sent,
    touched: [...touched],
  });
  for (;;) {
    const entry = await nextPendingEntry(db);
    if (!entry || entry.seq === undefined) return done({ kind: 'idle' as const });
    const wait = entry.nextAttemptAt - now();
    if (wait > 0) return done({ kind: 'waiting' as const, waitMs: wait });

    let token = deps.getToken();
    if (!token) return done({ kind: 'frozen' as const });
    let answer = await deps.send(entry.request, token, entry.id);
    if (answer.status === 401) {
      const refreshed = await deps.refreshToken();
      token = refreshed ? deps.getToken() : null;
      if (!token) return done({ kind: 'frozen' as const });
      answer = await deps.send(entry.request, token, entry.id);
      if (answer.status === 401) return done({ kind: 'frozen' as const });
    }

    if (answer.status >= 200 && answer.status < 300) {
      await acknowledgeEntry(db, entry, answer.body);
      sent += 1;
      for (const effect of entry.effects) touched.add(effect.collection);
      continue;
    }
    if (isTransient(answer)) {
      const isOffline = answer.status === 0 && deps.isOnline?.() === false;
      const attempts = isOffline ? entry.attempts : entry.attempts + 1;
      const delay =
        answer.retryAfterMs ??
        (isOffline ? (deps.connectionWaitMs ?? backoffCapMs) : backoffDelay(attempts, deps.random));
      await db.outbox.update(entry.seq, {
        attempts,
        nextAttemptAt: now() + delay,
        lastError: answer.status === 0 ? null : refusalOf(answer),
      });
      return done({ kind: 'waiting' as const, waitMs: delay });
    }
    await rejectEntry(db, entry, refusalOf(answer));
  }
}
