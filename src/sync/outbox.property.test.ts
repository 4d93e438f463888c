/**
 * The outbox over random histories ("Done when"): writes made while the connection comes
 * and goes, server errors before and after the effect, lost answers, 429, expiring tokens with and
 * without a possible refresh, and page reloads in between. Whatever happens, once the connection is
 * good and the user is signed in, every valid write reaches the server exactly once and in the
 * order it was made, every invalid one ends in the not-accepted list, and the outbox drains.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutboxAnswer, OutboxRequestToSend } from '../api/sync/send-outbox-request';
import type { PortalDatabase } from '../db/portal-database';
import { runLocalCommand } from './local-command';
import { sendOutbox, type SendOutcome } from './outbox-sender';
import { freshDatabase } from './sync-test-fixtures';

type Weather =
  | 'ok'
  | 'offline'
  | 'error-before-effect'
  | 'error-after-effect'
  | 'answer-lost'
  | 'too-many-requests'
  | 'token-expired-refreshable'
  | 'token-expired-final';

type Step =
  | { kind: 'write'; valid: boolean }
  | { kind: 'send'; weather: Weather[] }
  | { kind: 'reload' }
  | { kind: 'wait'; ms: number }
  | { kind: 'sign-in' };

/** A server that applies each idempotency key once and refuses invalid writes. */
class IdempotentServer {
  readonly applied: string[] = [];
  private readonly answers = new Map<string, OutboxAnswer>();
  token = 'token-1';

  handle(request: OutboxRequestToSend, token: string, key: string, weather: Weather): OutboxAnswer {
    if (weather === 'offline') return { status: 0, body: null, retryAfterMs: null };
    if (weather === 'too-many-requests')
      return { status: 429, body: { message: 'Slow down' }, retryAfterMs: 2_000 };
    if (token !== this.token)
      return { status: 401, body: { message: 'Unauthenticated' }, retryAfterMs: null };
    if (weather === 'error-before-effect')
      return { status: 503, body: { message: 'Unavailable' }, retryAfterMs: null };
    const stored = this.answers.get(key);
    if (stored) return stored;
    const body = request.json as { title: string; valid: boolean };
    if (!body.valid) return { status: 422, body: { message: 'Ongeldig' }, retryAfterMs: null };
    this.applied.push(body.title);
    const answer: OutboxAnswer = { status: 201, body: { data: { id: body.title } }, retryAfterMs: null };
    this.answers.set(key, answer);
    if (weather === 'error-after-effect')
      return { status: 502, body: { message: 'Bad gateway' }, retryAfterMs: null };
    if (weather === 'answer-lost') return { status: 0, body: null, retryAfterMs: null };
    return answer;
  }
}

const weather = fc.constantFrom<Weather>(
  'ok',
  'offline',
  'error-before-effect',
  'error-after-effect',
  'answer-lost',
  'too-many-requests',
  'token-expired-refreshable',
  'token-expired-final',
);

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('write' as const),
      valid: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      weather: fc.array(weather, { minLength: 1, maxLength: 6 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400_000 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sign-in' as const }) },
);

interface Client {
  db: PortalDatabase;
  token: string | null;
}

async function runHistory(
  steps: Step[],
): Promise<{ server: IdempotentServer; written: string[]; invalid: string[]; db: PortalDatabase }> {
  const server = new IdempotentServer();
  const client: Client = { db: freshDatabase(), token: 'token-1' };
  let now = 1_000_000;
  const written: string[] = [];
  const invalid: string[] = [];
  let tokens = 1;

  const send = async (forecast: Weather[]): Promise<SendOutcome> => {
    const queue = [...forecast];
    return sendOutbox({
      db: client.db,
      now: () => now,
      random: () => 0.5,
      getToken: () => client.token,
      refreshToken: () => {
        const next = queue[0];
        if (next === 'token-expired-final') {
          client.token = null;
          return Promise.resolve(false);
        }
        client.token = server.token;
        return Promise.resolve(true);
      },
      send: (request, token, key) => {
        const today = queue.shift() ?? 'ok';
        if (today === 'token-expired-refreshable' || today === 'token-expired-final') {
          tokens += 1;
          server.token = `token-${tokens}`;
          // The weather after a refresh decides whether the refresh works.
          queue.unshift(today === 'token-expired-final' ? 'token-expired-final' : 'ok');
          return Promise.resolve(server.handle(request, token, key, 'ok'));
        }
        return Promise.resolve(server.handle(request, token, key, today));
      },
    });
  };

  for (const current of steps) {
    if (current.kind === 'write') {
      const title = `w${written.length + invalid.length}`;
      (current.valid ? written : invalid).push(title);
      await runLocalCommand(client.db, 'u1', {
        command: 'createTask',
        summary: title,
        request: { method: 'post', path: 'task', json: { title, valid: current.valid } },
        effects: [{ collection: 'tasks', id: title, change: { kind: 'put', record: { id: title } } }],
      });
    } else if (current.kind === 'send') {
      await send(current.weather);
    } else if (current.kind === 'reload') {
      // A reload keeps only what IndexedDB holds: the sender has no memory of its own.
      client.db.close();
      await client.db.open();
    } else if (current.kind === 'wait') {
      now += current.ms;
    } else {
      client.token = server.token;
    }
  }

  // Finally: a good connection and a signed-in user, until the outbox has nothing left to send.
  client.token = server.token;
  for (let round = 0; round < 200; round += 1) {
    const outcome = await send(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    if (outcome.kind === 'idle') break;
    if (outcome.kind === 'waiting') now += outcome.waitMs;
    if (outcome.kind === 'frozen') client.token = server.token;
  }
  return { server, written, invalid, db: client.db };
}

describe('the outbox over random histories', () => {
  it('loses nothing, duplicates nothing and keeps the order of valid writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const { server, written, invalid, db } = await runHistory(steps);
        expect(server.applied).toEqual(written);
        const left = await db.outbox.toArray();
        expect(left.every((entry) => entry.state === 'rejected')).toBe(true);
        expect(left.map((entry) => entry.summary).sort()).toEqual([...invalid].sort());
        db.close();
      }),
      { numRuns: 120 },
    );
    // 120 random histories on fake IndexedDB: about 2 s alone, far more on a shared CI machine.
  }, 120_000);
});
