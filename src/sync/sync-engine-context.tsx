/** The sync engine of the signed-in user, for refresh buttons, the sync screen and commands. */
import { createContext, useContext } from 'react';
import type { SyncCollection } from './sync-collection';
import type { SyncEngine } from './sync-engine';
import type { SyncStatesStore } from './sync-states-store';

export interface SyncContextValue {
  engine: SyncEngine;
  userId: string;
  /** The collections this user syncs, in pull order. */
  collections: readonly SyncCollection[];
  /** The tab's one view of the collections' sync states (read through `useSyncStates`). */
  states: SyncStatesStore;
}

export const SyncContext = createContext<SyncContextValue | null>(null);

export function useSync(): SyncContextValue {
  const value = useContext(SyncContext);
  if (!value) throw new Error('useSync() needs the SyncContext of the signed-in shell');
  return value;
}
