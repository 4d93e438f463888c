/**
 * The device storage the portal lives in: asking the browser to keep it (persistent storage, so the
 * browser does not evict a technician's offline data under storage pressure) and how much is used.
 * Every call tolerates a browser without the Storage API: nothing is asked and the estimate is null.
 */
import { useCallback, useEffect, useState } from 'react';

/** The part of `navigator.storage` used here, so tests can hand in their own. */
export type StorageApi = Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;

function globalStorageApi(): StorageApi | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** Users asked for in this page's life: ask once per sign-in, not on every render or token refresh. */
const askedFor = new Set<string>();

/**
 * Asks for persistent storage after login, once per user in this page's life, and never when it is
 * already granted. Chromium decides without a prompt; Firefox asks the user once and remembers the
 * answer. Resolves to whether storage is persistent; never throws.
 */
export async function requestPersistentStorage(
  userId: string,
  storage: StorageApi | undefined = globalStorageApi(),
): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    if (askedFor.has(userId)) return false;
    askedFor.add(userId);
    return await storage.persist();
  } catch {
    return false;
  }
}

export interface StorageEstimate {
  /** Bytes this origin uses (IndexedDB, Cache Storage, ...). */
  usageBytes: number;
  /** Bytes this origin may use. */
  quotaBytes: number;
  /** True when the browser will not evict the data under storage pressure. */
  isPersisted: boolean;
}

/** The current estimate, or null where the browser cannot tell. Never throws. */
export async function readStorageEstimate(
  storage: StorageApi | undefined = globalStorageApi(),
): Promise<StorageEstimate | null> {
  if (!storage?.estimate) return null;
  try {
    const [{ usage, quota }, isPersisted] = await Promise.all([
      storage.estimate(),
      storage.persisted?.() ?? Promise.resolve(false),
    ]);
    if (usage === undefined || quota === undefined) return null;
    return { usageBytes: usage, quotaBytes: quota, isPersisted };
  } catch {
    return null;
  }
}

/**
 * The storage estimate for the sync screen: `undefined` while it is read, `null` where the browser
 * cannot tell. `refresh()` reads it again (after a re-sync, or documents kept offline).
 */
export function useStorageEstimate(): { estimate: StorageEstimate | null | undefined; refresh: () => void } {
  const [estimate, setEstimate] = useState<StorageEstimate | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void readStorageEstimate().then((next) => {
      if (isCurrent) setEstimate(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [generation]);
  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { estimate, refresh };
}
