/**
 * The app's one token refresher (session/token-refresh.ts), started once the stored session is
 * restored. The outbox asks it for a forced refresh when the server refuses a token.
 */
import { startTokenRefresh, type TokenRefresher } from '../session/token-refresh';
import { appApiClient } from './app-api-client';

let refresher: TokenRefresher | null = null;

export function startAppTokenRefresh(): void {
  refresher ??= startTokenRefresh(appApiClient);
}

/** True when a fresh token is in effect afterwards. */
export function refreshAppSessionNow(): Promise<boolean> {
  return refresher ? refresher.refreshNow() : Promise.resolve(false);
}
