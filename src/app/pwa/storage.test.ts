import { describe, expect, it, vi } from 'vitest';
import { readStorageEstimate, requestPersistentStorage, type StorageApi } from './storage';

function storageApi(isPersisted: boolean, grants = true) {
  return {
    persisted: vi.fn(async () => isPersisted),
    persist: vi.fn(async () => grants),
    estimate: vi.fn(async () => ({ usage: 1_500_000, quota: 300_000_000 })),
  } satisfies StorageApi;
}

describe('device storage', () => {
  it('asks for persistent storage after login and reports the answer', async () => {
    const storage = storageApi(false, true);
    expect(await requestPersistentStorage('user-ask', storage)).toBe(true);
    expect(storage.persist).toHaveBeenCalledOnce();
  });

  it('asks only once per user, however often it is called', async () => {
    const storage = storageApi(false, false);
    await requestPersistentStorage('user-once', storage);
    await requestPersistentStorage('user-once', storage);
    expect(storage.persist).toHaveBeenCalledOnce();
    await requestPersistentStorage('user-other', storage);
    expect(storage.persist).toHaveBeenCalledTimes(2);
  });

  it('does not ask when storage is already persistent', async () => {
    const storage = storageApi(true);
    expect(await requestPersistentStorage('user-granted', storage)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('tolerates a browser without the Storage API or one that fails', async () => {
    expect(await requestPersistentStorage('user-none', undefined)).toBe(false);
    expect(await requestPersistentStorage('user-none', {})).toBe(false);
    const failing = { persist: vi.fn(async () => Promise.reject(new Error('denied'))) };
    expect(await requestPersistentStorage('user-failing', failing)).toBe(false);
  });

  it('reads usage, quota and whether storage is persistent', async () => {
    expect(await readStorageEstimate(storageApi(true))).toEqual({
      usageBytes: 1_500_000,
      quotaBytes: 300_000_000,
      isPersisted: true,
    });
  });

  it('answers null where the browser cannot estimate', async () => {
    expect(await readStorageEstimate(undefined)).toBeNull();
    expect(await readStorageEstimate({ estimate: async () => ({}) })).toBeNull();
    expect(await readStorageEstimate({ estimate: async () => Promise.reject(new Error('no')) })).toBeNull();
  });
});
