/**
 * What a 401 means to the user: any call, except logout itself, answered `Unauthenticated` (or
 * `Unauthenticated.`) ends the local session; the route guards then show the login page.
 */
import type { ApiError } from '../api/api-error';
import { logoutPath } from '../api/auth/logout';
import { clearSession, currentSession } from './session-state';

export function handleUnauthenticated(error: ApiError, request: { path: string }): void {
  if (!error.isUnauthenticated || request.path === logoutPath) return;
  if (currentSession()) clearSession();
}
