import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { storeVisibleOrganisations } from './current-organisation';
import { rememberLastScreen } from './last-screen';
import { writePersistedState } from './persisted-state';
import { completeLogin } from './post-login';
import { currentSession, restoreSession } from './session-state';
import { buildSession, memoryStorage } from './session-test-fixtures';
import { signOut } from './sign-out';

function clientAnswering(answer: () => Promise<void>) {
  const request = vi.fn(answer);
  return { client: { request } as unknown as ApiClient, request };
}

/** Every key left in local storage. */
function storedKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
}

describe('signOut', () => {
  let deleteDatabase: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    globalThis.localStorage = memoryStorage();
    localStorage.setItem('locale', 'en');
    const session = buildSession();
    completeLogin(session, null);
    storeVisibleOrganisations(session.user, [
      { id: '0190d6d4-0000-7000-8000-000000000002', name: 'Bakkerij De Jong Holding', parentId: null },
      { id: 'child', name: 'Bakkerij De Jong Utrecht', parentId: '0190d6d4-0000-7000-8000-000000000002' },
    ]);
    writePersistedState(localStorage, session.user.id, 'tasks.filters', { search: 'koelcel' });
    rememberLastScreen(session.user.id, '/dashboard');
    deleteDatabase = vi.fn(() => {
      const request = {} as IDBOpenDBRequest;
      queueMicrotask(() => request.onsuccess?.(new Event('success')));
      return request;
    });
    vi.stubGlobal('indexedDB', {
      databases: async () => [{ name: 'portal-0190d6d4', version: 1 }],
      deleteDatabase,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells the server, leaves only the language choice and no database, then reloads', async () => {
    const { client, request } = clientAnswering(async () => undefined);
    const afterSignOut = vi.fn();
    await signOut(client, afterSignOut);
    expect(request).toHaveBeenCalledWith({ method: 'post', path: 'logout' });
    expect(currentSession()).toBeNull();
    expect(restoreSession()).toBeNull();
    expect(storedKeys()).toEqual(['locale']);
    expect(deleteDatabase).toHaveBeenCalledWith('portal-0190d6d4');
    expect(afterSignOut).toHaveBeenCalledOnce();
  });

  it('leaves no user data either when the server cannot be reached', async () => {
    const { client } = clientAnswering(async () => {
      throw ApiError.network(new TypeError('Failed to fetch'));
    });
    const afterSignOut = vi.fn();
    await signOut(client, afterSignOut);
    expect(currentSession()).toBeNull();
    expect(restoreSession()).toBeNull();
    expect(storedKeys()).toEqual(['locale']);
    expect(deleteDatabase).toHaveBeenCalledWith('portal-0190d6d4');
    expect(afterSignOut).toHaveBeenCalledOnce();
  });
});
