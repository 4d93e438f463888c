import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenSnapshotCacheName, startScreenKey } from '../lib/screen-snapshot';
import { keepScreenSnapshotsWhile, rememberStartScreen } from './screen-snapshot';
import { dropScreenSnapshots } from './screen-snapshot-layer';

/** Cache Storage in memory; `open` waits for `gate`, as a real one may take a while. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const fake = {
    gate: Promise.resolve(),
    async open(name: string) {
      await fake.gate;
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        put: async (key: string, response: Response) => void store.set(key, response),
        match: async (key: string) => store.get(key)?.clone(),
      };
    },
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  };
  return fake;
}

let caches: ReturnType<typeof memoryCaches>;

let sessionIsThisTabs = true;

beforeEach(async () => {
  caches = memoryCaches();
  vi.stubGlobal('caches', caches);
  sessionIsThisTabs = true;
  keepScreenSnapshotsWhile(() => sessionIsThisTabs);
  // A screen kept a snapshot before: the start screen is named only where snapshots are kept.
  await caches.open(screenSnapshotCacheName);
});

async function storedStartScreen(): Promise<unknown> {
  if (!(await caches.has(screenSnapshotCacheName))) return undefined;
  return (await (await caches.open(screenSnapshotCacheName)).match(startScreenKey))?.json();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rememberStartScreen', () => {
  it('names the screen that `/` opens at', async () => {
    await rememberStartScreen('/devices/overview');
    expect(await storedStartScreen()).toEqual({ path: '/devices/overview' });
  });

  it('writes nothing for a user who keeps no snapshots', async () => {
    await caches.delete(screenSnapshotCacheName);
    await rememberStartScreen('/invoices');
    expect(await caches.has(screenSnapshotCacheName)).toBe(false);
  });

  it('leaves nothing behind when the session ends while the write is on its way', async () => {
    let open!: () => void;
    caches.gate = new Promise((resolve) => (open = resolve));
    const writing = rememberStartScreen('/devices/overview');
    await dropScreenSnapshots();
    open();
    await writing;
    expect(await caches.has(screenSnapshotCacheName)).toBe(false);
  });

  it('keeps nothing while the stored session is not this tab’s', async () => {
    sessionIsThisTabs = false;
    await rememberStartScreen('/devices/overview');
    expect(await storedStartScreen()).toBeUndefined();
  });

  it('leaves nothing behind when another tab ends the session while the write is on its way', async () => {
    let open!: () => void;
    caches.gate = new Promise((resolve) => (open = resolve));
    const writing = rememberStartScreen('/devices/overview');
    // The write has checked the session and waits for the cache to open.
    await new Promise((resolve) => setTimeout(resolve, 0));
    sessionIsThisTabs = false;
    open();
    await writing;
    expect(await caches.has(screenSnapshotCacheName)).toBe(false);
  });

  it('never throws, even without Cache Storage', async () => {
    caches.gate = Promise.reject(new Error('quota'));
    await expect(rememberStartScreen('/tasks')).resolves.toBeUndefined();
    vi.stubGlobal('caches', undefined);
    await expect(rememberStartScreen('/tasks')).resolves.toBeUndefined();
  });
});
