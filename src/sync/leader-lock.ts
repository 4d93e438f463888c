/**
 * One tab syncs at a time: the tab holding the Web Lock is the leader; the others wait in
 * the lock's queue and take over when the leader's tab closes. Without Web Locks (old browsers,
 * tests) the single tab leads.
 */
export interface Leadership {
  /** Leaves the queue, or gives up leadership if held. */
  release(): void;
}

interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

function lockManager(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return null;
  return navigator.locks as unknown as LockManagerLike;
}

/** Calls `onLeader` once this tab holds `name`, and keeps it until `release()`. */
export function requestLeadership(
  name: string,
  onLeader: () => void,
  locks: LockManagerLike | null = lockManager(),
): Leadership {
  const controller = new AbortController();
  let releaseHeld: (() => void) | null = null;
  if (!locks) {
    queueMicrotask(() => {
      if (!controller.signal.aborted) onLeader();
    });
    return { release: () => controller.abort() };
  }
  locks
    .request(name, { signal: controller.signal }, () => {
      if (controller.signal.aborted) return Promise.resolve();
      onLeader();
      return new Promise<void>((resolve) => {
        releaseHeld = resolve;
      });
    })
    // Aborted while waiting in the queue: nothing was held.
    .catch(() => undefined);
  return {
    release() {
      controller.abort();
      releaseHeld?.();
    },
  };
}
