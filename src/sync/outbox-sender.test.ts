import { describe, expect, it } from 'vitest';
import type { OutboxAnswer, OutboxRequestToSend } from '../api/sync/send-outbox-request';
import { discardEntry, replaceEntry, retryEntry } from './outbox-actions';
import { backoffCapMs, backoffDelay, sendOutbox, type OutboxSenderDeps } from './outbox-sender';
import { runLocalCommand, type LocalCommand } from './local-command';
import { freshDatabase } from './sync-test-fixtures';

function createTask(id: string, title: string): LocalCommand {
  const record = {
    id,
    organisationId: 'org-1',
    title,
    status: 'open',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  return {
    command: 'createTask',
    summary: `Taak: ${title}`,
    request: { method: 'post', path: 'task', json: record },
    effects: [{ collection: 'tasks', id, change: { kind: 'put', record } }],
  };
}

const ok = (body: unknown = null): OutboxAnswer => ({ status: 201, body, retryAfterMs: null });
const fail = (status: number, message = 'Fout', retryAfterMs: number | null = null): OutboxAnswer => ({
  status,
  body: status === 0 ? null : { message },
  retryAfterMs,
});

function sender(answers: OutboxAnswer[], overrides: Partial<OutboxSenderDeps> = {}) {
  const sent: { request: OutboxRequestToSend; token: string; key: string }[] = [];
  const db = overrides.db ?? freshDatabase();
  const deps: OutboxSenderDeps = {
    db,
    send: (request, token, key) => {
      sent.push({ request, token, key });
      return Promise.resolve(answers.shift() ?? ok());
    },
    getToken: () => 'token-1',
    refreshToken: () => Promise.resolve(false),
    now: () => 1_000_000,
    random: () => 0.5,
    ...overrides,
  };
  return { db, deps, sent };
}

describe('sendOutbox', () => {
  it('sends entries in order with their idempotency key and removes them once acknowledged', async () => {
    const { db, deps, sent } = sender([]);
    const first = await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));
    const second = await runLocalCommand(db, 'u1', createTask('t2', 'Tweede'));

    const outcome = await sendOutbox(deps);

    expect(outcome).toEqual({ kind: 'idle', sent: 2, touched: ['tasks'] });
    expect(sent.map((call) => call.key)).toEqual([first.id, second.id]);
    expect(sent.every((call) => call.token === 'token-1')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.records('tasks').get('t1'))?.syncPending).toBeUndefined();
  });

  it('stores the server version from the acknowledgement when it is not older', async () => {
    const { db, deps } = sender([
      ok({
        data: {
          id: 't1',
          title: 'Eerste',
          status: 'open',
          number: 'T-1',
          updatedAt: '2026-01-01T00:00:05.000Z',
        },
      }),
    ]);
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));

    await sendOutbox(deps);

    expect(await db.records('tasks').get('t1')).toMatchObject({ number: 'T-1' });
  });

  it('waits with backoff after a server error and keeps the later entries behind it', async () => {
    const { db, deps, sent } = sender([fail(503)]);
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));
    await runLocalCommand(db, 'u1', createTask('t2', 'Tweede'));

    const outcome = await sendOutbox(deps);

    expect(outcome).toEqual({ kind: 'waiting', sent: 0, touched: [], waitMs: backoffDelay(1, () => 0.5) });
    expect(sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.outbox.orderBy('seq').first())?.attempts).toBe(1);
  });

  it('honours Retry-After on 429', async () => {
    const { db, deps } = sender([fail(429, 'Te veel verzoeken', 7_000)]);
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));

    expect(await sendOutbox(deps)).toEqual({ kind: 'waiting', sent: 0, touched: [], waitMs: 7_000 });
    expect((await db.outbox.orderBy('seq').first())?.nextAttemptAt).toBe(1_007_000);
  });

  it('moves a refused entry to the not-accepted list with the server message and goes on', async () => {
    const { db, deps } = sender([fail(422, 'De titel is te lang'), ok()]);
    await runLocalCommand(db, 'u1', createTask('t1', 'x'.repeat(300)));
    await runLocalCommand(db, 'u1', createTask('t2', 'Tweede'));

    expect(await sendOutbox(deps)).toEqual({ kind: 'idle', sent: 1, touched: ['tasks'] });
    const [rejected] = await db.outbox.toArray();
    expect(rejected).toMatchObject({
      state: 'rejected',
      lastError: { status: 422, message: 'De titel is te lang' },
    });
    expect((await db.records('tasks').get('t1'))?.syncPending).toBe(1);
  });

  it('refreshes the token once on 401 and resends with the new token', async () => {
    let token = 'old';
    const { db, deps, sent } = sender([fail(401, 'Unauthenticated'), ok()], {
      getToken: () => token,
      refreshToken: () => {
        token = 'new';
        return Promise.resolve(true);
      },
    });
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));

    expect(await sendOutbox(deps)).toEqual({ kind: 'idle', sent: 1, touched: ['tasks'] });
    expect(sent.map((call) => call.token)).toEqual(['old', 'new']);
  });

  it('freezes, keeping every entry, when the session cannot be refreshed', async () => {
    const { db, deps } = sender([fail(401, 'Unauthenticated')]);
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));

    expect(await sendOutbox(deps)).toEqual({ kind: 'frozen', sent: 0, touched: [] });
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not count failures while the device is offline, and waits for the connection', async () => {
    let isOnline = false;
    const { db, deps } = sender([fail(0), fail(0), fail(0), fail(503)], { isOnline: () => isOnline });
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));

    for (let offlineTry = 0; offlineTry < 3; offlineTry += 1) {
      expect(await sendOutbox(deps)).toMatchObject({ kind: 'waiting', waitMs: backoffCapMs });
      await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    }
    expect((await db.outbox.orderBy('seq').first())?.attempts).toBe(0);

    // Back online, the first server error waits the first step of the backoff, not minutes.
    isOnline = true;
    expect(await sendOutbox(deps)).toMatchObject({ kind: 'waiting', waitMs: backoffDelay(1, () => 0.5) });
  });

  it('tries a send that found no connection again after the given wait, uncounted', async () => {
    const { db, deps } = sender([fail(0)], { isOnline: () => false, connectionWaitMs: 1_000 });
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));

    expect(await sendOutbox(deps)).toMatchObject({ kind: 'waiting', waitMs: 1_000 });
    expect(await db.outbox.orderBy('seq').first()).toMatchObject({
      attempts: 0,
      nextAttemptAt: 1_001_000,
      lastError: null,
    });
  });

  it('counts failures without an answer while the device says it is online', async () => {
    const { db, deps } = sender([fail(0), fail(0)], { isOnline: () => true });
    await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));
    await sendOutbox(deps);
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await sendOutbox(deps)).toMatchObject({ kind: 'waiting', waitMs: backoffDelay(2, () => 0.5) });
  });

  it('caps the backoff', () => {
    expect(backoffDelay(50, () => 1)).toBe(backoffCapMs);
  });
});

describe('refused entries', () => {
  it('can be retried at their place in the queue', async () => {
    const { db, deps, sent } = sender([fail(409, 'Conflict'), ok()]);
    const entry = await runLocalCommand(db, 'u1', createTask('t1', 'Eerste'));
    await sendOutbox(deps);

    await retryEntry(db, entry.seq!);
    await sendOutbox(deps);

    expect(sent.map((call) => call.key)).toEqual([entry.id, entry.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('can be discarded, undoing the local change', async () => {
    const db = freshDatabase();
    await db.records('tasks').put({ id: 't1', title: 'Van de server' } as never);
    const entry = await runLocalCommand(db, 'u1', {
      command: 'renameTask',
      summary: 'Taak hernoemen',
      request: { method: 'put', path: 'task/t1', json: { title: 'Lokaal' } },
      effects: [{ collection: 'tasks', id: 't1', change: { kind: 'patch', patch: { title: 'Lokaal' } } }],
    });
    const created = await runLocalCommand(db, 'u1', createTask('t2', 'Nieuw'));

    await discardEntry(db, entry.seq!);
    await discardEntry(db, created.seq!);

    expect(await db.records('tasks').get('t1')).toEqual({ id: 't1', title: 'Van de server' });
    expect(await db.records('tasks').get('t2')).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('can be replaced by a corrected command with a new idempotency key', async () => {
    const db = freshDatabase();
    const entry = await runLocalCommand(db, 'u1', createTask('t1', 'x'.repeat(300)));

    const replacement = await replaceEntry(db, 'u1', entry.seq!, createTask('t1', 'Korter'));

    expect(replacement.id).not.toBe(entry.id);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.records('tasks').get('t1')).toMatchObject({ title: 'Korter', syncPending: 1 });
  });
});
