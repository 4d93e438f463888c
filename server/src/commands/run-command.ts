/**
 * The one way a route performs a write (a "command"): the effect runs in one database
 * transaction, optionally made idempotent by an `Idempotency-Key`, and the realtime hints for what it
 * changed go out after the commit.
 *
 * Guarantees:
 * - The effect's writes, and the idempotency record with the answer, commit together or not at all.
 *   An error thrown by the effect (an `HttpError` 4xx or anything else) rolls everything back and is
 *   answered by the error handler; refusals are never stored, so the client may fix and retry.
 * - With `Idempotency-Key: <uuid>`, per user: a replay with the same fingerprint (method, URL,
 *   canonical JSON body) answers the stored status and body without running the effect; a different
 *   fingerprint answers 422; a duplicate while the first is still running answers 409 (PostgreSQL)
 *   or waits for it and replays (PGlite, whose single connection runs transactions one at a time).
 *   Never a second effect: a transaction-scoped advisory lock on (user, key) turns a concurrent
 *   duplicate away at once, and the record is inserted before the effect, so even a duplicate that
 *   slipped past the lock would wait on the primary key and then replay.
 * - The dashboard's statistics of every organisation whose counted records the effect changed (as it
 *   announced them with `changed`) are queued for a refresh in the same transaction, and recomputed
 *   shortly after the commit, off the answer's path (server/src/statistics/refresh-statistics.ts):
 *   every read of the statistics recomputes queued rows first, so none answers figures that
 *   disagree with the committed records.
 * - Hints are published only after the commit, grouped into one event per (collection,
 *   organisation); a publishing failure is logged and never changes the answer. A replay publishes
 *   nothing: its effect already announced itself.
 *
 * Inside the effect use only `tx`: on PGlite a query through `app.db` would wait for this very
 * transaction for ever. The caller's organisation scope is computed before the transaction starts, so
 * `request.organisationScope()` is safe inside the effect (it answers from its per-request cache).
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/auth-context';
import { queryRows, type Transaction } from '../db/client';
import { collectionByName } from '../db/collections';
import { HttpError } from '../plugins/http-error';
import { messageFor } from '../plugins/messages';
import { organisationsChangedIn, queueStatisticsRefresh } from '../statistics/refresh-statistics';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyRecord,
  fingerprintRequest,
  type RequestFingerprint,
} from './idempotency-store';

export interface CommandChange {
  /** The registry name in server/src/db/collections.ts, e.g. `tasks`. */
  collection: string;
  organisationId: string | null;
  id: string;
}

export interface CommandResult<T> {
  status: 200 | 201 | 204;
  body: T;
}

export interface CommandContext {
  tx: Transaction;
  auth: AuthContext;
  /** Records a changed record, announced as a realtime hint after the commit. */
  changed(change: CommandChange): void;
}

export const idempotencyKeyHeader = 'idempotency-key';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Namespace of the two-key advisory locks taken on (user, key); other locks use the one-key form. */
const idempotencyLockClass = 727_100;

/** The validated `Idempotency-Key` header, undefined when absent; 422 when it is not one UUID. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[idempotencyKeyHeader];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header : [header];
  if (value.length !== 1 || !uuidPattern.test(value[0]!.trim())) {
    throw new HttpError(422, 'idempotencyKeyInvalid', {
      'Idempotency-Key': [messageFor(request, 'idempotencyKeyInvalid')],
    });
  }
  return value[0]!.trim().toLowerCase();
}

type Outcome<T> = { kind: 'effect'; result: CommandResult<T> } | { kind: 'replay'; result: CommandResult<T> };

async function lockKey(tx: Transaction, userId: string, key: string): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${idempotencyLockClass}, hashtext(${`${userId}:${key}`})) as locked`,
  );
  return row?.locked === true;
}

/**
 * The stored answer for a key whose record exists: a replay, or a refusal when the fingerprint
 * differs (422) or the first request has not finished (409).
 */
async function replayOrRefuse<T>(
  request: FastifyRequest,
  tx: Transaction,
  userId: string,
  key: string,
  fingerprint: RequestFingerprint,
): Promise<Outcome<T> | null> {
  const record = await findIdempotencyRecord(tx, userId, key);
  if (!record) return null;
  if (record.requestHash !== fingerprint.hash) {
    throw new HttpError(422, 'idempotencyKeyReused', {
      'Idempotency-Key': [messageFor(request, 'idempotencyKeyReused')],
    });
  }
  if (record.state === 'pending') throw inFlight();
  return { kind: 'replay', result: record.answer as CommandResult<T> };
}

function inFlight(): HttpError {
  return new HttpError(409, 'idempotencyRequestInFlight', undefined, { 'Retry-After': '1' });
}

export async function runCommand<T>(
  request: FastifyRequest,
  effect: (ctx: CommandContext) => Promise<CommandResult<T>>,
): Promise<CommandResult<T>> {
  const auth = request.auth;
  if (!auth) throw new HttpError(401, 'unauthenticated');
  const key = idempotencyKeyOf(request);
  const fingerprint =
    key === undefined ? undefined : fingerprintRequest(request.method, request.url, request.body);
  const changes: CommandChange[] = [];
  const userId = auth.user.id;
  // Cached per request: computed here, through app.db, it never needs the connection the effect holds.
  await request.organisationScope();

  const outcome = await request.server.db.transaction(async (tx): Promise<Outcome<T>> => {
    if (key !== undefined && fingerprint !== undefined) {
      if (!(await lockKey(tx, userId, key))) throw inFlight();
      const earlier = await replayOrRefuse<T>(request, tx, userId, key, fingerprint);
      if (earlier) return earlier;
      if (!(await claimIdempotencyKey(tx, userId, key, fingerprint, new Date()))) {
        // Only reachable when another transaction committed the key between our read and insert.
        const committed = await replayOrRefuse<T>(request, tx, userId, key, fingerprint);
        if (committed) return committed;
        throw inFlight();
      }
    }
    const result = await effect({
      tx,
      auth,
      changed(change) {
        if (!collectionByName(change.collection))
          throw new Error(`runCommand: unknown collection "${change.collection}"`);
        changes.push(change);
      },
    });
    // The figures follow after the commit; the queue entry commits with the write (refresh-statistics.ts).
    await queueStatisticsRefresh(tx, organisationsChangedIn(changes));
    if (key !== undefined) await completeIdempotencyKey(tx, userId, key, result, new Date());
    return { kind: 'effect', result };
  });

  if (outcome.kind === 'effect') {
    publishChanges(request, changes);
    request.server.statistics.refreshSoon(organisationsChangedIn(changes));
  }
  return outcome.result;
}

/** One hint per (collection, organisation), ids deduplicated in the order they changed. */
export function groupChanges(
  changes: readonly CommandChange[],
): { collection: string; organisationId: string | null; ids: string[] }[] {
  const groups = new Map<string, { collection: string; organisationId: string | null; ids: string[] }>();
  for (const change of changes) {
    const groupKey = `${change.collection}\u0000${change.organisationId ?? ''}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = { collection: change.collection, organisationId: change.organisationId, ids: [] };
      groups.set(groupKey, group);
    }
    if (!group.ids.includes(change.id)) group.ids.push(change.id);
  }
  return [...groups.values()];
}

function publishChanges(request: FastifyRequest, changes: readonly CommandChange[]): void {
  for (const group of groupChanges(changes)) {
    let sending: Promise<void>;
    try {
      sending = request.server.realtime.publish(group.collection, group.organisationId, group.ids);
    } catch (error) {
      sending = Promise.reject(error);
    }
    sending.catch((error: unknown) =>
      request.log.warn({ err: error, collection: group.collection }, 'publishing a realtime hint failed'),
    );
  }
}
