/**
 * The session of this tab, in memory, restored from storage at start-up. One tab holds one session at
 * a time; components follow it with `useSession()`, everything else reads `currentSession()`.
 * Setting it stores it; clearing it forgets it everywhere (seed-spec §4), with the screen snapshots
 * the next start would show (ui/screen-snapshot.ts).
 */
import { useSyncExternalStore } from 'react';
import type { Session } from '../api/contract/auth';
import { dropScreenSnapshots } from '../ui/screen-snapshot-layer';
import { documentCookieJar } from './session-keys';
import { createSessionStorage, type SessionStorage } from './session-storage';

type Listener = () => void;

const listeners = new Set<Listener>();
let storage: SessionStorage | null = null;
let session: Session | null = null;

function browserStorage(): SessionStorage {
  storage ??= createSessionStorage({ cookies: documentCookieJar, storage: localStorage, now: Date.now });
  return storage;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Reads the stored session once, before the first render. */
export function restoreSession(): Session | null {
  session = browserStorage().load();
  if (!session) void dropScreenSnapshots();
  return session;
}

export function currentSession(): Session | null {
  return session;
}

/** Stores a new session (after login, 2FA, registration or account confirmation). */
export function setSession(next: Session): void {
  browserStorage().save(next);
  session = next;
  emit();
}

/** Forgets the session in memory and in storage. Guards then send the user to the login page. */
export function clearSession(): void {
  browserStorage().clear();
  void dropScreenSnapshots();
  session = null;
  emit();
}

/** Calls `listener` whenever the session is set or cleared; returns the unsubscribe function. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows the stored session when another tab of the same browser rotated, replaced or ended it
 * meanwhile, and returns the session now in effect. When the stored session is still this tab's own,
 * it is kept even if its token has just expired, so it can still be refreshed.
 */
export function reloadSession(): Session | null {
  if (browserStorage().storedRefreshToken() === session?.refreshToken) return session;
  session = browserStorage().load();
  emit();
  return session;
}

/**
 * True while the stored session is this tab's own: not ended, and not replaced by a login or a token
 * rotation in another tab (which reloadSession() would then pick up).
 */
export function isStoredSessionThisTabs(): boolean {
  return session !== null && browserStorage().storedRefreshToken() === session.refreshToken;
}

/** The session, re-rendering when it is set or cleared. */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, currentSession, currentSession);
}
