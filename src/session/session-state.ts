/**
 * The session of this tab, in memory, restored from storage at start-up. One tab holds one session at
 * a time; components follow it with `useSession()`, everything else reads `currentSession()`.
 * Setting it stores it; clearing it forgets it everywhere (seed-spec §4).
 */
import { useSyncExternalStore } from 'react';
import type { Session } from '../api/contract/auth';
import { createSessionStorage, documentCookieJar, type SessionStorage } from './session-storage';

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
  session = null;
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering when it is set or cleared. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, currentSession, currentSession);
}
