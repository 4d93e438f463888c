import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { currentSession, setSession } from './session-state';
import { buildSession, memoryStorage } from './session-test-fixtures';
import { handleUnauthenticated } from './unauthenticated-handler';

describe('handleUnauthenticated', () => {
  beforeEach(() => {
    globalThis.localStorage = memoryStorage();
    setSession(buildSession());
  });

  it('signs the user out locally when any call answers Unauthenticated', () => {
    handleUnauthenticated(ApiError.fromResponse(401, { message: 'Unauthenticated.' }), { path: 'orders' });
    expect(currentSession()).toBeNull();
  });

  it('leaves the session alone for the logout call itself', () => {
    handleUnauthenticated(ApiError.fromResponse(401, { message: 'Unauthenticated' }), { path: 'logout' });
    expect(currentSession()).not.toBeNull();
  });

  it('leaves the session alone for other errors, such as a wrong two-factor code', () => {
    handleUnauthenticated(ApiError.fromResponse(401, { message: 'Ongeldige code' }), { path: 'orders' });
    handleUnauthenticated(ApiError.fromResponse(403, { message: 'Geen toegang' }), { path: 'orders' });
    expect(currentSession()).not.toBeNull();
  });
});
