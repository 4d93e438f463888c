/**
 * Logout (seed-spec §4): tell the server, then leave no user data on this device, online or
 * offline: local storage is emptied except the language choice (session, `organisation`,
 * `organisations`, persisted list state, last screen), the token cookie is removed, the service
 * worker drops what it holds, and every IndexedDB database and every cache but the app shell's is
 * deleted (local-data-wipe.ts). `afterSignOut` then reloads the app on the login page, which also
 * drops everything held in memory.
 */
import type { ApiClient } from '../api/api-client';
import { logout } from '../api/auth/logout';
import { forgetOrganisations } from './current-organisation';
import { wipeLocalData } from './local-data-wipe';
import { clearSession } from './session-state';

export async function signOut(client: ApiClient, afterSignOut: () => void): Promise<void> {
  try {
    await logout(client);
  } catch {
    // The server may be unreachable (offline) or already consider the token revoked: sign out anyway.
  }
  // The session goes first, so nothing still under way (an organisations fetch, a screen being
  // remembered) can store anything for this user once the wipe has begun.
  clearSession();
  await wipeLocalData();
  forgetOrganisations();
  afterSignOut();
}
