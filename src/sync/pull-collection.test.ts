import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../i18n/locales/nl/messages.po';
import { pullCollection } from './pull-collection';
import { runLocalCommand } from './local-command';
import { FakeServer, freshDatabase, testCollection } from './sync-test-fixtures';

const tasks = testCollection('tasks', 'task', 10);

function seedTasks(server: FakeServer, count: number): void {
  for (let i = 0; i < count; i += 1) {
    server.put('task', `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`, { title: `Taak ${i}` });
  }
}

/** The request state of every write to `syncState` from now on, in order. */
function recordStateWrites(db: ReturnType<typeof freshDatabase>): string[] {
  const writes: string[] = [];
  db.syncState.hook('creating', (_key, state) => {
    writes.push(state.requestState);
  });
  db.syncState.hook('updating', (changes, _key, state) => {
    writes.push({ ...state, ...changes }.requestState);
  });
  return writes;
}

describe('pullCollection with the change cursor', () => {
  it('stores every record of the first sync page by page and remembers the cursor and progress', async () => {
    const server = new FakeServer();
    seedTasks(server, 25);
    const db = freshDatabase();

    const result = await pullCollection({ db, client: server.client() }, tasks);

    expect(result.ok).toBe(true);
    expect(await db.records('tasks').count()).toBe(25);
    expect(server.requests.filter((line) => line.includes('updatedSince'))).toHaveLength(3);
    const state = await db.syncState.get('tasks');
    expect(state).toMatchObject({
      cursor: '25',
      mode: 'changes',
      requestState: 'success',
      loaded: 25,
      total: 25,
    });
    expect(state?.lastSyncedAt).not.toBeNull();
  });

  it('asks for the next pages while earlier ones wait to be stored, and stores them in order', async () => {
    const server = new FakeServer();
    seedTasks(server, 25);
    const db = freshDatabase();
    const client = server.client();
    const storedWhenAsked: number[] = [];
    const watching: typeof client = {
      request: (async (request: Parameters<typeof client.request>[0]) => {
        storedWhenAsked.push(await db.records('tasks').count());
        return client.request(request as never);
      }) as typeof client.request,
    };

    const transactions = vi.spyOn(db, 'transaction');

    await pullCollection({ db, client: watching }, tasks);

    // Pages 2 and 3 are asked for while page 1 waits to be stored; the three go into one transaction.
    expect(storedWhenAsked).toEqual([0, 0, 0]);
    const pageTransactions = transactions.mock.calls.filter(
      (call) => Array.isArray(call[1]) && call[1].includes(db.records('tasks')),
    );
    expect(pageTransactions).toHaveLength(1);
    expect(await db.records('tasks').count()).toBe(25);
    expect((await db.syncState.get('tasks'))?.cursor).toBe('25');
  });

  it('asks only for what changed since the cursor and applies tombstones', async () => {
    const server = new FakeServer();
    seedTasks(server, 5);
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    const [first, second] = server.live('task');
    server.put('task', first!.id, { title: 'Gewijzigd' });
    server.delete('task', second!.id);
    server.requests.length = 0;

    await pullCollection({ db, client: server.client() }, tasks);

    expect(server.requests).toEqual([expect.stringContaining('updatedSince=5')]);
    expect((await db.records('tasks').get(first!.id))?.title).toBe('Gewijzigd');
    expect(await db.records('tasks').get(second!.id)).toBeUndefined();
    expect(await db.records('tasks').count()).toBe(4);
  });

  it('resumes after an interrupted first sync from the last stored page, never skipping one', async () => {
    const server = new FakeServer();
    seedTasks(server, 30);
    const db = freshDatabase();
    const client = server.client();
    // The first page arrives, the second fails.
    let calls = 0;
    const flaky = {
      request: (request: Parameters<typeof client.request>[0]) => {
        calls += 1;
        if (calls === 2) return Promise.reject(new TypeError('offline'));
        return client.request(request as never);
      },
    } as typeof client;

    const interrupted = await pullCollection({ db, client: flaky }, tasks);
    expect(interrupted.ok).toBe(false);
    expect(await db.records('tasks').count()).toBe(10);
    expect(await db.syncState.get('tasks')).toMatchObject({ cursor: '10', requestState: 'fail' });

    const resumed = await pullCollection({ db, client }, tasks);
    expect(resumed.ok).toBe(true);
    expect(await db.records('tasks').count()).toBe(30);
    expect(await db.syncState.get('tasks')).toMatchObject({ cursor: '30', requestState: 'success' });
  });

  it('keeps every page after one that could not be stored out of the database, and resumes from it', async () => {
    const server = new FakeServer();
    seedTasks(server, 30);
    const db = freshDatabase();
    const table = db.records('tasks');
    const bulkPut = table.bulkPut.bind(table);
    // Page 2 (records 10 to 19) cannot be stored, however often it is tried.
    const unstorable = `00000000-0000-7000-8000-${String(15).padStart(12, '0')}`;
    const failing = vi
      .spyOn(table, 'bulkPut')
      .mockImplementation(((...args: Parameters<typeof bulkPut>) =>
        (args[0] as readonly { id: string }[]).some((row) => row.id === unstorable)
          ? Promise.reject(new Error('the disk is full'))
          : bulkPut(...args)) as typeof bulkPut);

    const interrupted = await pullCollection({ db, client: server.client() }, tasks);

    expect(interrupted.ok).toBe(false);
    // Page 3 had already arrived; it must not be stored past the missing page 2.
    expect(await table.count()).toBe(10);
    expect(await db.syncState.get('tasks')).toMatchObject({ cursor: '10', requestState: 'fail' });

    failing.mockRestore();
    expect((await pullCollection({ db, client: server.client() }, tasks)).ok).toBe(true);
    expect(await table.count()).toBe(30);
  });

  it('writes a first pull’s state only with its pages: a collection never pulled needs no mark of its own', async () => {
    const server = new FakeServer();
    seedTasks(server, 3);
    const db = freshDatabase();
    const writes = recordStateWrites(db);

    await pullCollection({ db, client: server.client() }, tasks);

    // One page, stored with the pull's success; screens show a collection without a state as loading.
    expect(writes).toEqual(['success']);
  });

  it('reports moreLoading while refreshing a collection that already has data', async () => {
    const server = new FakeServer();
    seedTasks(server, 3);
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    const states: string[] = [];
    const client = server.client();
    // The request does not wait for the mark to be stored; the mark is stored while it is out.
    const watching = {
      request: async (request: Parameters<typeof client.request>[0]) => {
        const answer = await client.request(request as never);
        for (let look = 0; look < 50; look += 1) {
          if ((await db.syncState.get('tasks'))!.requestState === 'moreLoading') break;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        states.push((await db.syncState.get('tasks'))!.requestState);
        return answer;
      },
    } as typeof client;

    await pullCollection({ db, client: watching }, tasks);

    expect(states).toEqual(['moreLoading']);
    expect((await db.syncState.get('tasks'))!.requestState).toBe('success');
  });

  it('writes a background pull’s state only with its pages: no moreLoading, the progress started anew', async () => {
    const server = new FakeServer();
    seedTasks(server, 12);
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    const before = (await db.syncState.get('tasks'))!;
    server.put('task', '00000000-0000-7000-8000-000000000001', { title: 'Gewijzigd' });
    const writes = recordStateWrites(db);

    const result = await pullCollection({ db, client: server.client(), isBackground: true }, tasks);

    expect(result).toMatchObject({ ok: true, changed: 1 });
    expect(writes).toEqual(['success']);
    const after = (await db.syncState.get('tasks'))!;
    expect(after).toMatchObject({ requestState: 'success', loaded: 1, total: 1 });
    expect(after.lastSyncedAt).toBeGreaterThanOrEqual(before.lastSyncedAt!);
    expect(after.cursor).not.toBe(before.cursor);
  });

  it('marks a background pull of a collection never pulled, as every first pull', async () => {
    const server = new FakeServer();
    seedTasks(server, 25);
    const db = freshDatabase();
    const writes = recordStateWrites(db);

    await pullCollection({ db, client: server.client(), isBackground: true }, tasks);

    expect(writes.at(-1)).toBe('success');
    expect(writes.slice(0, -1).every((state) => state === 'loading')).toBe(true);
    expect(await db.syncState.get('tasks')).toMatchObject({ loaded: 25, total: 25 });
  });

  it('rebases a pulled record on a pending local edit instead of overwriting it', async () => {
    const server = new FakeServer();
    const task = server.put('task', '00000000-0000-7000-8000-000000000001', { title: 'Oud', status: 'open' });
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    await runLocalCommand(db, 'user-1', {
      command: 'completeTask',
      summary: 'Taak afronden',
      request: { method: 'post', path: `task/${task.id}/complete` },
      effects: [{ collection: 'tasks', id: task.id, change: { kind: 'patch', patch: { status: 'done' } } }],
    });
    server.put('task', task.id, { title: 'Nieuwe titel van de server' });

    await pullCollection({ db, client: server.client() }, tasks);

    expect(await db.records('tasks').get(task.id)).toMatchObject({
      title: 'Nieuwe titel van de server',
      status: 'done',
      syncPending: 1,
    });
  });

  it('keeps a row with pending changes when a tombstone for it arrives', async () => {
    const server = new FakeServer();
    const task = server.put('task', '00000000-0000-7000-8000-000000000001', { title: 'Oud' });
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    await runLocalCommand(db, 'user-1', {
      command: 'renameTask',
      summary: 'Taak hernoemen',
      request: { method: 'put', path: `task/${task.id}`, json: { title: 'Lokaal' } },
      effects: [{ collection: 'tasks', id: task.id, change: { kind: 'patch', patch: { title: 'Lokaal' } } }],
    });
    server.delete('task', task.id);

    await pullCollection({ db, client: server.client() }, tasks);

    expect(await db.records('tasks').get(task.id)).toMatchObject({ title: 'Lokaal', syncPending: 1 });
  });
});

describe('pullCollection without a connection', () => {
  // A failed request's message is read through Lingui.
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

  it('records no failure when the request fails while the device is offline, and keeps the last sync', async () => {
    const server = new FakeServer();
    seedTasks(server, 3);
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    const synced = await db.syncState.get('tasks');
    server.failNext = { count: 1, status: 0 };

    const result = await pullCollection({ db, client: server.client(), isOnline: () => false }, tasks);

    expect(result).toMatchObject({ ok: false, noConnection: true });
    expect(await db.syncState.get('tasks')).toMatchObject({
      requestState: 'success',
      lastSyncedAt: synced?.lastSyncedAt,
      lastError: null,
      cursor: synced?.cursor,
    });
  });

  it('leaves a collection never synced waiting for its first sync, not failed', async () => {
    const server = new FakeServer();
    seedTasks(server, 3);
    const db = freshDatabase();
    server.failNext = { count: 1, status: 0 };

    await pullCollection({ db, client: server.client(), isOnline: () => false }, tasks);

    expect(await db.syncState.get('tasks')).toMatchObject({ requestState: 'loading', lastSyncedAt: null });
  });

  it('still records an answer of the server as a failure, offline or not', async () => {
    const server = new FakeServer();
    seedTasks(server, 3);
    const db = freshDatabase();
    server.failNext = { count: 1, status: 503 };

    const result = await pullCollection({ db, client: server.client(), isOnline: () => false }, tasks);

    expect(result.noConnection).toBeUndefined();
    expect(await db.syncState.get('tasks')).toMatchObject({ requestState: 'fail' });
  });
});

describe('pullCollection against a backend without change cursors', () => {
  it('walks the list pages and stores every record', async () => {
    const server = new FakeServer({ withCursor: false });
    seedTasks(server, 23);
    const db = freshDatabase();

    const result = await pullCollection({ db, client: server.client() }, tasks);

    expect(result.ok).toBe(true);
    expect(await db.records('tasks').count()).toBe(23);
    expect(await db.syncState.get('tasks')).toMatchObject({
      mode: 'pages',
      cursor: null,
      requestState: 'success',
    });
  });

  it('walks the list pages at the size the first answer had, a change read answered as a list', async () => {
    const server = new FakeServer({ withCursor: false });
    seedTasks(server, 45);
    const db = freshDatabase();

    await pullCollection({ db, client: server.client() }, { ...tasks, changesPerPage: 20 });

    // The first request is a change read (20 a page); the backend answered it with list page 1 of 20.
    expect(
      server.requests.map((line) => new URL(line.split(' ')[1]!, 'http://x').searchParams.get('perPage')),
    ).toEqual(['20', '20', '20']);
    expect(await db.records('tasks').count()).toBe(45);
    // Known to have no cursor, the next pull asks for list pages of the list size.
    server.requests.length = 0;
    await pullCollection({ db, client: server.client() }, { ...tasks, changesPerPage: 20 });
    expect(server.requests).toHaveLength(5);
    expect(
      server.requests.every((line) => line.includes('perPage=10') && !line.includes('updatedSince')),
    ).toBe(true);
    expect(await db.records('tasks').count()).toBe(45);
  });

  it('deletes local rows the server no longer lists, except rows with pending changes', async () => {
    const server = new FakeServer({ withCursor: false });
    seedTasks(server, 4);
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    const [gone, pendingGone] = server.live('task');
    await runLocalCommand(db, 'user-1', {
      command: 'renameTask',
      summary: 'Taak hernoemen',
      request: { method: 'put', path: `task/${pendingGone!.id}`, json: { title: 'Lokaal' } },
      effects: [
        { collection: 'tasks', id: pendingGone!.id, change: { kind: 'patch', patch: { title: 'Lokaal' } } },
      ],
    });
    server.delete('task', gone!.id);
    server.delete('task', pendingGone!.id);

    await pullCollection({ db, client: server.client() }, tasks);

    expect(await db.records('tasks').get(gone!.id)).toBeUndefined();
    expect(await db.records('tasks').get(pendingGone!.id)).toMatchObject({ title: 'Lokaal' });
    expect(await db.records('tasks').count()).toBe(3);
  });

  it('deletes nothing when the list changed during the walk', async () => {
    const server = new FakeServer({ withCursor: false });
    seedTasks(server, 15);
    const db = freshDatabase();
    await pullCollection({ db, client: server.client() }, tasks);
    // A record disappears between page 1 and page 2 of the next walk: page 2 then misses a live record.
    const client = server.client();
    let calls = 0;
    const shifting = {
      request: async (request: Parameters<typeof client.request>[0]) => {
        calls += 1;
        if (calls === 2) server.delete('task', server.live('task')[0]!.id);
        return client.request(request as never);
      },
    } as typeof client;

    await pullCollection({ db, client: shifting }, tasks);

    expect(await db.records('tasks').count()).toBe(15);
  });
});
