/**
 * Lets a service worker install held by a sign-in go on (service-worker-install-gate.ts) once the
 * user's data has settled on the device.
 */
import { useEffect } from 'react';
import type { SyncStateRow } from '../../db/sync-state';
import { useSync } from '../../sync/sync-engine-context';
import { useSyncStates } from '../../sync/sync-status';
import { isServiceWorkerInstallHeld, releaseServiceWorkerInstall } from './service-worker-install-gate';

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

/**
 * Only a sign-in begun on a first visit's login page holds the install, and it does so before this
 * shell mounts: every other session has nothing to release and follows no sync state for it.
 */
export function ServiceWorkerInstallRelease() {
  return isServiceWorkerInstallHeld() ? <ReleaseWhenSettled /> : null;
}

function ReleaseWhenSettled() {
  const { collections } = useSync();
  const isSettled = isFirstSyncSettled(useSyncStates(), collections.length);
  useEffect(() => {
    if (isSettled) releaseServiceWorkerInstall();
  }, [isSettled]);
  return null;
}
