/**
 * Lets a service worker install held by a sign-in go on (service-worker-install-gate.ts) once the
 * user's data has settled on the device.
 */
import { useEffect } from 'react';
import type { SyncStateRow } from '../../db/sync-state';
import { useSync } from '../../sync/sync-engine-context';
import { useSyncStates } from '../../sync/sync-status';
import { releaseServiceWorkerInstall } from './service-worker-install-gate';

/**
 * Whether the first sync has settled: each of the `collectionCount` collections pulled once, or
 * failed (a failure is retried later, and need not keep the app's files off the device meanwhile).
 */
export function isFirstSyncSettled(
  states: readonly Pick<SyncStateRow, 'lastSyncedAt' | 'requestState'>[] | undefined,
  collectionCount: number,
): boolean {
  if (!states) return false;
  const settled = states.filter((state) => state.lastSyncedAt !== null || state.requestState === 'fail');
  return settled.length >= collectionCount;
}

export function ServiceWorkerInstallRelease() {
  const { collections } = useSync();
  const isSettled = isFirstSyncSettled(useSyncStates(), collections.length);
  useEffect(() => {
    if (isSettled) releaseServiceWorkerInstall();
  }, [isSettled]);
  return null;
}
