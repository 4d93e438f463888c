import { i18n } from '@lingui/core';
import Dexie from 'dexie';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApiClient } from '../api/api-client';
import { sendOutboxRequest, type OutboxAnswer } from '../api/sync/send-outbox-request';
import { messages } from '../i18n/locales/nl/messages.po';
import { manualConnectivity } from './connectivity';
import { runLocalCommand, type LocalCommand } from './local-command';
import { SyncEngine, type RealtimeHandlers, type SyncEngineOptions } from './sync-engine';
import { FakeServer, freshDatabase, testCollection } from './sync-test-fixtures';

const tasks = testCollection('tasks', 'task');
const invoices = testCollection('invoices', 'invoices');
const engines: SyncEngine[] = [];

// A failed request's message is read through Lingui.
beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
});

function engineFor(server: FakeServer, overrides: Partial<SyncEngineOptions> = {}) {
  const db = freshDatabase();
  const sent: string[] = [];
  let handlers: RealtimeHandlers | undefined;
  const engine = new SyncEngine({
    db,
    client: server.client(),
    collections: [tasks, invoices],
    coordinationName: 'portal-test',
    send: (request) => {
      sent.push(`${request.method} ${request.path}`);
      const answer: OutboxAnswer = { status: 201, body: null, retryAfterMs: null };
      return Promise.resolve(answer);
    },
    getToken: () => 'token',
    refreshToken: () => Promise.resolve(false),
    isVisibleOrganisation: (organisationId) => organisationId === null || organisationId === 'org-1',
    realtime: (given) => {
      handlers = given;
      return Promise.resolve({ close: () => undefined });
    },
    hintBatchMs: 10,
    ...overrides,
  });
  engines.push(engine);
  return { db, engine, sent, hint: () => handlers! };
}

const createTask: LocalCommand = {
  command: 'createTask',
  summary: 'Nieuwe taak',
  request: { method: 'post', path: 'task', json: { title: 'Lokaal' } },
  effects: [
    { collection: 'tasks', id: 't1', change: { kind: 'put', record: { id: 't1', title: 'Lokaal' } } },
  ],
};

/** A server with one record in each collection the engine syncs (an unknown path answers 404). */
function seededServer(): FakeServer {
  const server = new FakeServer();
  server.put('task', '00000000-0000-7000-8000-000000000011', { title: 'Taak', organisationId: 'org-1' });
  server.put('invoices', '00000000-0000-7000-8000-000000000012', { number: 'F-1', organisationId: 'org-1' });
  return server;
}

/** The paths the server was asked for, in order. */
function pathsAsked(server: FakeServer): string[] {
  return server.requests.map((request) => new URL(request.split(' ')[1]!, 'http://x').pathname);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settle(engine: SyncEngine): Promise<void> {
  await vi.waitFor(async () => {
    await engine.whenIdle();
  });
}

/** Starts `engine`, waits for its first sync of the two collections and for its realtime connection. */
async function firstSyncDone(
  engine: SyncEngine,
  db: ReturnType<typeof freshDatabase>,
  hint: () => RealtimeHandlers,
): Promise<void> {
  engine.start();
  await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
  await settle(engine);
  await vi.waitFor(() => expect(hint()).toBeDefined());
}

describe('the sync engine', () => {
  it('pulls every collection when it starts leading', async () => {
    const server = new FakeServer();
    server.put('task', '00000000-0000-7000-8000-000000000001', { title: 'Taak', organisationId: 'org-1' });
    server.put('invoices', '00000000-0000-7000-8000-000000000002', {
      number: 'F-1',
      organisationId: 'org-1',
    });
    const { db, engine } = engineFor(server);

    engine.start();

    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    expect((await db.syncState.toArray()).map((state) => state.requestState)).toEqual(['success', 'success']);
    expect(await db.records('tasks').count()).toBe(1);
    expect(await db.records('invoices').count()).toBe(1);
  });

  it('pulls a collection on a realtime hint for a visible organisation, and ignores other organisations', async () => {
    const server = new FakeServer();
    const { db, engine, hint } = engineFor(server);
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    const visibleTask = server.put('task', '00000000-0000-7000-8000-000000000003', {
      title: 'Nieuw',
      organisationId: 'org-1',
    });
    server.requests.length = 0;

    hint().onHint('tasks', 'org-2', [visibleTask.id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);

    hint().onHint('tasks', 'org-1', [visibleTask.id]);
    await vi.waitFor(async () =>
      expect(await db.records('tasks').get(visibleTask.id)).toMatchObject({ title: 'Nieuw' }),
    );
    expect(server.requests.every((request) => request.includes('/api/task?'))).toBe(true);
  });

  it('catches up after the channels join: every collection whose last good pull began before the join, no other', async () => {
    const server = seededServer();
    // One pull at a time: tasks are asked for first, so they are the ones a failure hits.
    const { db, engine, hint } = engineFor(server, { pullConcurrency: 1 });
    await firstSyncDone(engine, db, hint);
    const pulled = () => pathsAsked(server);

    // Tasks pulled again after the join read what a missed hint was about; invoices last began before it.
    const joinedAt = Date.now();
    await pause(5);
    engine.refresh(['tasks']);
    await settle(engine);
    server.requests.length = 0;
    hint().onReconnect(joinedAt);
    await settle(engine);
    expect(pulled()).toEqual(['/api/invoices']);

    // Both pulled after the join, but the tasks' pull failed and read nothing: the catch-up pulls it.
    const failedAfter = Date.now();
    await pause(5);
    server.failNext = { count: 1, status: 500 };
    engine.refresh(null);
    await settle(engine);
    server.requests.length = 0;
    hint().onReconnect(failedAfter);
    await settle(engine);
    expect(pulled()).toEqual(['/api/task']);

    // A later join (a reconnect) finds every pull older than itself: everything is pulled.
    await pause(5);
    server.requests.length = 0;
    hint().onReconnect(Date.now());
    await settle(engine);
    expect(pulled().sort()).toEqual(['/api/invoices', '/api/task']);
  });

  it('pulls in the background for a hint or a catch-up, showing a refresh only when one was asked for', async () => {
    const server = seededServer();
    // One pull at a time: while the tasks are pulled, the invoices wait in the queue.
    const { db, engine, hint } = engineFor(server, { pullConcurrency: 1 });
    await firstSyncDone(engine, db, hint);
    const marks: string[] = [];
    db.syncState.hook('updating', (changes, key, state) => {
      const requestState = { ...state, ...changes }.requestState;
      if (requestState === 'moreLoading') marks.push(String(key));
    });
    const task = server.put('task', '00000000-0000-7000-8000-000000000021', { organisationId: 'org-1' });

    hint().onHint('tasks', 'org-1', [task.id]);
    await vi.waitFor(async () => expect(await db.records('tasks').get(task.id)).toBeDefined());
    await settle(engine);
    hint().onReconnect(Date.now());
    await settle(engine);
    expect(marks).toEqual([]);

    // A refresh asked for while a background pull waits makes that pull one the screens show, and a
    // background pull asked for after it does not make it quiet again.
    hint().onReconnect(Date.now());
    engine.refresh(['invoices']);
    hint().onReconnect(Date.now());
    await settle(engine);
    expect(marks).toEqual(['invoices']);
  });

  it('pulls the collections it has not pulled yet before the ones a catch-up asks for again', async () => {
    const server = seededServer();
    const checklists = testCollection('checklists', 'checklists');
    server.put('checklists', '00000000-0000-7000-8000-000000000013', { organisationId: 'org-1' });
    let caughtUp = false;
    const { engine, hint } = engineFor(server, {
      collections: [tasks, invoices, checklists],
      pullConcurrency: 1,
      // The channels join while the first sync runs, just after the tasks were pulled.
      onPulled: (result) => {
        if (result.collection !== 'tasks' || caughtUp) return;
        caughtUp = true;
        hint().onReconnect(Date.now());
      },
    });
    engine.start();
    await vi.waitFor(() => expect(caughtUp).toBe(true));
    await settle(engine);
    expect(pathsAsked(server)).toEqual([
      '/api/task',
      '/api/invoices',
      '/api/checklists',
      // Both began before the join (the invoices while the tasks were being stored).
      '/api/task',
      '/api/invoices',
    ]);
  });

  it('asks for the next collection while the pages of the one before are being stored', async () => {
    const server = seededServer();
    const events: string[] = [];
    const client = server.client();
    const { engine } = engineFor(server, {
      pullConcurrency: 1,
      client: {
        request: (request: Parameters<typeof client.request>[0]) => {
          events.push(`asked ${request.path}`);
          return client.request(request as never);
        },
      } as typeof client,
      onPulled: (result) => events.push(`stored ${result.collection}`),
    });
    engine.start();
    await vi.waitFor(() => expect(events).toContain('stored invoices'));
    await settle(engine);

    expect(events.indexOf('asked invoices')).toBeGreaterThan(-1);
    expect(events.indexOf('asked invoices')).toBeLessThan(events.indexOf('stored tasks'));
  });

  it('pulls a collection asked for again while its pages were being stored once more afterwards', async () => {
    const server = seededServer();
    const client = server.client();
    let asked = 0;
    let engine: SyncEngine | null = null;
    ({ engine } = engineFor(server, {
      collections: [tasks],
      client: {
        request: async (request: Parameters<typeof client.request>[0]) => {
          const answer = await client.request(request as never);
          // Asked for again while the first pull is under way (its worker has nothing else to do).
          if (++asked === 1) engine?.refresh(['tasks']);
          return answer;
        },
      } as typeof client,
    }));
    engine.start();
    await vi.waitFor(() => expect(asked).toBe(2));
    await settle(engine);
    expect(asked).toBe(2);
  });

  it('pulls on the first hint at once and gathers the burst after it into one pull', async () => {
    const server = new FakeServer();
    const { db, engine, hint } = engineFor(server, { hintBatchMs: 400 });
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    const first = server.put('task', '00000000-0000-7000-8000-000000000004', {
      title: 'Eerste',
      organisationId: 'org-1',
    });
    server.requests.length = 0;

    hint().onHint('tasks', 'org-1', [first.id]);
    // Well inside the batch window: the first hint did not wait for it.
    await vi.waitFor(
      async () => expect(await db.records('tasks').get(first.id)).toMatchObject({ title: 'Eerste' }),
      { timeout: 300, interval: 10 },
    );
    await settle(engine);
    const pullsAfterFirst = server.requests.length;

    for (let n = 5; n < 8; n += 1) {
      const task = server.put('task', `00000000-0000-7000-8000-00000000000${n}`, {
        title: `Taak ${n}`,
        organisationId: 'org-1',
      });
      hint().onHint('tasks', 'org-1', [task.id]);
    }
    await vi.waitFor(async () => expect(await db.records('tasks').count()).toBeGreaterThanOrEqual(4), {
      timeout: 2_000,
    });
    await settle(engine);
    expect(server.requests.length - pullsAfterFirst).toBe(1);
  });

  it('applies a hint about one collection at once right after a hint about another', async () => {
    const server = new FakeServer();
    const { db, engine, hint } = engineFor(server, { hintBatchMs: 400 });
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    const invoice = server.put('invoices', '00000000-0000-7000-8000-000000000021', {
      number: 'F-2',
      organisationId: 'org-1',
    });
    hint().onHint('invoices', 'org-1', [invoice.id]);
    await vi.waitFor(async () => expect(await db.records('invoices').get(invoice.id)).toBeDefined(), {
      timeout: 300,
      interval: 10,
    });
    const task = server.put('task', '00000000-0000-7000-8000-000000000022', {
      title: 'Vlak erna',
      organisationId: 'org-1',
    });

    hint().onHint('tasks', 'org-1', [task.id]);

    // Well inside the invoices' batch window: the tasks were quiet, so their hint did not wait.
    await vi.waitFor(
      async () => expect(await db.records('tasks').get(task.id)).toMatchObject({ title: 'Vlak erna' }),
      { timeout: 300, interval: 10 },
    );
  });

  it('starts a hinted pull at once while another collection is still being pulled', async () => {
    const server = new FakeServer();
    let holdInvoices = false;
    let invoicesHeld = false;
    let release: () => void = () => undefined;
    const client = createApiClient({
      baseUrl: 'http://portal.test/api',
      getToken: () => 'token',
      getLocale: () => 'nl',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (holdInvoices && new URL(request.url).pathname === '/api/invoices') {
          invoicesHeld = true;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return server.answer(request);
      },
    });
    const { db, engine, hint } = engineFor(server, { client });
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    holdInvoices = true;
    hint().onHint('invoices', 'org-1', ['00000000-0000-7000-8000-000000000031']);
    await vi.waitFor(() => expect(invoicesHeld).toBe(true));
    const task = server.put('task', '00000000-0000-7000-8000-000000000032', {
      title: 'Terwijl de facturen lopen',
      organisationId: 'org-1',
    });

    hint().onHint('tasks', 'org-1', [task.id]);

    await vi.waitFor(
      async () =>
        expect(await db.records('tasks').get(task.id)).toMatchObject({ title: 'Terwijl de facturen lopen' }),
      { timeout: 1_000, interval: 10 },
    );
    release();
    await settle(engine);
  });

  it('asks for a hinted change without reading the sync state from the database first', async () => {
    const server = seededServer();
    const { db, engine, hint } = engineFor(server);
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    // A read outside a transaction is one the pull waits for before its request; the writes of
    // the pull read the state inside their own transaction.
    const readsBeforeRequest: string[] = [];
    const read = db.syncState.get.bind(db.syncState);
    const get = vi.spyOn(db.syncState, 'get').mockImplementation((key) => {
      if (!Dexie.currentTransaction) readsBeforeRequest.push(String(key));
      return read(key as never);
    });
    onTestFinished(() => get.mockRestore());
    const task = server.put('task', '00000000-0000-7000-8000-000000000041', {
      title: 'Direct gevraagd',
      organisationId: 'org-1',
    });

    hint().onHint('tasks', 'org-1', [task.id]);

    await vi.waitFor(async () =>
      expect(await db.records('tasks').get(task.id)).toMatchObject({ title: 'Direct gevraagd' }),
    );
    await settle(engine);
    expect(readsBeforeRequest).toEqual([]);
  });

  it('pulls everything from the start again after a re-sync, whatever cursor it remembered', async () => {
    const server = seededServer();
    const { db, engine } = engineFor(server);
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    server.requests.length = 0;

    await engine.resyncEverything();
    await settle(engine);

    expect(server.requests.filter((request) => request.includes('updatedSince=0'))).toHaveLength(2);
    expect(await db.records('tasks').count()).toBe(1);
    expect(await db.records('invoices').count()).toBe(1);
  });

  it('sends a new outbox entry and pulls what it touched', async () => {
    const server = new FakeServer();
    const { db, engine, sent } = engineFor(server);
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);
    server.requests.length = 0;

    await runLocalCommand(db, 'u1', {
      command: 'createTask',
      summary: 'Nieuwe taak',
      request: { method: 'post', path: 'task', json: { title: 'Lokaal' } },
      effects: [
        { collection: 'tasks', id: 't1', change: { kind: 'put', record: { id: 't1', title: 'Lokaal' } } },
      ],
    });

    await vi.waitFor(() => expect(sent).toEqual(['post task']));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await vi.waitFor(() =>
      expect(server.requests.some((request) => request.includes('/api/task?'))).toBe(true),
    );
  });

  it('sends at once when the device comes back online, with the backoff started afresh', async () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const answers: OutboxAnswer[] = [{ status: 0, body: null, retryAfterMs: null }];
    const server = new FakeServer();
    const { db, engine } = engineFor(server, {
      send: () =>
        Promise.resolve(
          answers.shift() ?? { status: 503, body: { message: 'Onderhoud' }, retryAfterMs: null },
        ),
    });
    engine.start();
    await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
    await settle(engine);

    await runLocalCommand(db, 'u1', {
      command: 'createTask',
      summary: 'Nieuwe taak',
      request: { method: 'post', path: 'task', json: { title: 'Lokaal' } },
      effects: [
        { collection: 'tasks', id: 't1', change: { kind: 'put', record: { id: 't1', title: 'Lokaal' } } },
      ],
    });
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    // As after a long time without a connection: many failed attempts, the next one far away.
    await db.outbox.toCollection().modify({ attempts: 9, nextAttemptAt: Date.now() + 600_000 });

    window.dispatchEvent(new Event('online'));

    await vi.waitFor(async () =>
      expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, lastError: { status: 503 } }),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(1_000);
  });

  it('stops everything it started', async () => {
    const server = new FakeServer();
    const close = vi.fn();
    const { engine } = engineFor(server, { realtime: () => Promise.resolve({ close }) });
    engine.start();
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    await settle(engine);
    engine.stop();
    expect(close).toHaveBeenCalled();
    const before = server.requests.length;
    engine.refresh(null);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.requests.length).toBe(before);
  });

  describe('offline', () => {
    it('starts no pull and sends nothing while the device is offline, and records no failure', async () => {
      const server = seededServer();
      const connectivity = manualConnectivity(false);
      const realtime = vi.fn(() => Promise.resolve({ close: () => undefined }));
      const { db, engine, sent } = engineFor(server, { connectivity, realtime });

      engine.start();
      await runLocalCommand(db, 'u1', createTask);
      engine.refresh(null);
      engine.flushOutbox();
      await pause(100);
      await settle(engine);

      expect(server.requests).toEqual([]);
      expect(sent).toEqual([]);
      expect(realtime).not.toHaveBeenCalled();
      expect(await db.syncState.count()).toBe(0);
      expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 0, lastError: null }]);
    });

    it('sends no further entry once the connection is gone, and sends it when the connection returns', async () => {
      const server = seededServer();
      const connectivity = manualConnectivity(false);
      const sent: string[] = [];
      const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(`${init?.method} ${String(input)}`);
        // The connection goes while the first entry is answered.
        connectivity.set(false);
        return Promise.resolve(new Response(null, { status: 201 }));
      };
      const { db, engine } = engineFor(server, {
        connectivity,
        // The app's sender, with the connectivity the engine sees.
        send: (request, token, idempotencyKey) =>
          sendOutboxRequest(request, {
            baseUrl: 'https://portal.test/api',
            token,
            locale: 'nl',
            idempotencyKey,
            fetch: fetchImpl as typeof fetch,
            hasNetwork: connectivity.isOnline,
          }),
      });
      engine.start();
      await runLocalCommand(db, 'u1', createTask);
      await runLocalCommand(db, 'u1', { ...createTask, request: { ...createTask.request, path: 'task/2' } });
      connectivity.set(true);
      await vi.waitFor(() => expect(sent).toEqual(['POST https://portal.test/api/task']), {
        timeout: 500,
        interval: 10,
      });
      await pause(100);
      expect(sent).toEqual(['POST https://portal.test/api/task']);
      expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 0, lastError: null }]);

      // Online again: the fetch above took the connection away after the first entry.
      connectivity.set(true);
      await vi.waitFor(
        () =>
          expect(sent).toEqual(['POST https://portal.test/api/task', 'POST https://portal.test/api/task/2']),
        { timeout: 1_000, interval: 10 },
      );
    });

    it('keeps the last good state of a collection whose refresh loses the connection', async () => {
      const server = seededServer();
      const connectivity = manualConnectivity(true);
      const { db, engine } = engineFor(server, { connectivity });
      engine.start();
      await vi.waitFor(async () => expect(await db.syncState.count()).toBe(2));
      await settle(engine);
      const before = await db.syncState.toArray();

      // The connection drops while a refresh is under way: the fetch fails, the device says offline.
      server.failNext = { count: 1, status: 0 };
      engine.refresh(['tasks']);
      connectivity.set(false);
      await settle(engine);
      engine.refresh(null);
      await settle(engine);

      const after = await db.syncState.toArray();
      expect(after.map((state) => state.requestState)).toEqual(['success', 'success']);
      expect(after.map((state) => [state.lastSyncedAt, state.lastError])).toEqual(
        before.map((state) => [state.lastSyncedAt, state.lastError]),
      );
    });

    it('sends at once and pulls everything once when the connection returns', async () => {
      const server = seededServer();
      const connectivity = manualConnectivity(false);
      const { db, engine, sent } = engineFor(server, { connectivity });
      engine.start();
      await runLocalCommand(db, 'u1', createTask);
      // As after a long time offline: failed attempts and the next one far away.
      await db.outbox.toCollection().modify({ attempts: 6, nextAttemptAt: Date.now() + 600_000 });
      await pause(50);
      expect(sent).toEqual([]);

      connectivity.set(true);

      // No backoff timer stands between the connection and the send.
      await vi.waitFor(() => expect(sent).toEqual(['post task']), { timeout: 500, interval: 10 });
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 500, interval: 10 });
      await settle(engine);
      await pause(50);
      await settle(engine);
      expect(sent).toEqual(['post task']);
      // One round over every collection (tasks once more afterwards: the send touched it).
      expect(server.requests.filter((line) => line.startsWith('GET /api/invoices?'))).toHaveLength(1);
      expect(server.requests.filter((line) => line.startsWith('GET /api/task?')).length).toBeLessThanOrEqual(
        2,
      );
      expect((await db.syncState.toArray()).map((state) => state.requestState)).toEqual([
        'success',
        'success',
      ]);
    });

    it('tries again shortly, uncounted, when the first requests after the connection returned fail', async () => {
      const server = seededServer();
      const connectivity = manualConnectivity(false);
      const answers: OutboxAnswer[] = [{ status: 0, body: null, retryAfterMs: null }];
      const sent: number[] = [];
      const { db, engine } = engineFor(server, {
        connectivity,
        send: () => {
          sent.push(Date.now());
          return Promise.resolve(answers.shift() ?? { status: 201, body: null, retryAfterMs: null });
        },
      });
      engine.start();
      await runLocalCommand(db, 'u1', createTask);
      await pause(20);

      // The `online` event came before the network carries requests: the first ones fail.
      server.failNext = { count: 2, status: 0 };
      connectivity.set(true);

      await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 500, interval: 10 });
      await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(0));
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000, interval: 20 });
      expect(sent[1]! - sent[0]!).toBeLessThan(2_500);
      await vi.waitFor(
        async () =>
          expect((await db.syncState.toArray()).map((state) => state.requestState)).toEqual([
            'success',
            'success',
          ]),
        { timeout: 3_000, interval: 20 },
      );
    });
  });
});
