/**
 * Whether the device has a connection, as the sync layer sees it: one notion shared by the pulls,
 * the outbox and the screens that show their state.
 *
 * Offline (`navigator.onLine === false`) is a normal state, not a failure: nothing is asked of the
 * server then, and a request that fails for want of a connection is not counted against it. The
 * browser's "online" only means some network, so a failure without an answer while online still
 * counts, except in the first moments after the connection returned (`isSettling`): the `online`
 * event often comes before the network carries requests, and those first failures say nothing about
 * the server either. Without a `navigator` or `window` (unit tests) the device is online.
 */
import { useSyncExternalStore } from 'react';

export interface Connectivity {
  /** False while the browser reports that there is no network at all. */
  isOnline(): boolean;
  /** Calls `listener` with the new state on every change; answers the unsubscribe. */
  subscribe(listener: (isOnline: boolean) => void): () => void;
}

function navigatorSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The browser's own view: `navigator.onLine` and the `online` / `offline` events of `window`. */
export const browserConnectivity: Connectivity = {
  isOnline: navigatorSaysOnline,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/**
 * A connectivity driven by hand, for tests: starts online unless told otherwise; `set` notifies the
 * subscribers when the state changes.
 */
export function manualConnectivity(isOnline = true): Connectivity & { set(isOnline: boolean): void } {
  let current = isOnline;
  const listeners = new Set<(isOnline: boolean) => void>();
  return {
    isOnline: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/** How long after the connection returned a failure without an answer is still blamed on the connection. */
export const reconnectSettleMs = 10_000;

/** How long a request that found no connection waits before it is tried again while the connection settles. */
export const reconnectRetryMs = 1_000;

function subscribeToBrowser(onChange: () => void): () => void {
  return browserConnectivity.subscribe(onChange);
}

/** True while the browser reports a connection; re-renders on every change. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToBrowser, navigatorSaysOnline, () => true);
}
