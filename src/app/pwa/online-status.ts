/**
 * Whether the browser believes it has a connection, following the `online` and `offline` events.
 * `navigator.onLine === false` is reliable (no network at all); `true` only means some network, so
 * the sync engine still treats failed requests as offline. Without a `navigator` (tests) it is online.
 */
import { useSyncExternalStore } from 'react';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` whenever the browser goes online or offline; returns the unsubscribe. */
export function subscribeToOnlineStatus(listener: () => void, target: EventTarget = window): () => void {
  target.addEventListener('online', listener);
  target.addEventListener('offline', listener);
  return () => {
    target.removeEventListener('online', listener);
    target.removeEventListener('offline', listener);
  };
}

/** True while online; re-renders on every change. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToOnlineStatus, isOnline, () => true);
}
