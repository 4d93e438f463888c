import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { completeLogin } from './post-login';
import { currentSession, restoreSession } from './session-state';
import { buildSession, memoryStorage } from './session-test-fixtures';
import { signOut } from './sign-out';

function clientAnswering(answer: () => Promise<void>) {
  const request = vi.fn(answer);
  return { client: { request } as unknown as ApiClient, request };
}

describe('signOut', () => {
  beforeEach(() => {
    globalThis.localStorage = memoryStorage();
    completeLogin(buildSession(), null);
  });

  it('tells the server, forgets the session and the organisations, then reloads', async () => {
    const { client, request } = clientAnswering(async () => undefined);
    const afterSignOut = vi.fn();
    await signOut(client, afterSignOut);
    expect(request).toHaveBeenCalledWith({ method: 'post', path: 'logout' });
    expect(currentSession()).toBeNull();
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem('organisation')).toBeNull();
    expect(localStorage.getItem('organisations')).toBeNull();
    expect(afterSignOut).toHaveBeenCalledOnce();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { client } = clientAnswering(async () => {
      throw ApiError.network(new TypeError('Failed to fetch'));
    });
    const afterSignOut = vi.fn();
    await signOut(client, afterSignOut);
    expect(currentSession()).toBeNull();
    expect(restoreSession()).toBeNull();
    expect(afterSignOut).toHaveBeenCalledOnce();
  });
});
