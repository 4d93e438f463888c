/**
 * Logout (seed-spec §4): tell the server, then forget the session locally in every case. Only after
 * the server confirmed are the stored organisations removed too (a failed call keeps them so the next
 * login of the same user starts where they were). `afterSignOut` reloads the app on the login page.
 */
import type { ApiClient } from '../api/api-client';
import { logout } from '../api/auth/logout';
import { forgetOrganisations } from './current-organisation';
import { clearSession } from './session-state';

export async function signOut(client: ApiClient, afterSignOut: () => void): Promise<void> {
  try {
    await logout(client);
    forgetOrganisations();
  } catch {
    // The server may be unreachable (offline) or already consider the token revoked: sign out anyway.
  } finally {
    clearSession();
    afterSignOut();
  }
}
