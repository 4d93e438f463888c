/** The sync engine of the signed-in user, for refresh buttons, the sync screen and commands. */
import { createContext, useContext } from 'react';
import type { SyncCollection } from './sync-collection';
import type { SyncEngine } from './sync-engine';

export interface SyncContextValue {
  engine: SyncEngine;
  userId: string;
  /** The collections this user syncs, in pull order. */
  collections: readonly SyncCollection[];
}

export const SyncContext = createContext<SyncContextValue | null>(null);

export function useSync(): SyncContextValue {
  const value = useContext(SyncContext);
  if (!value) throw new Error('useSync() needs the SyncContext of the signed-in shell');
  return value;
}
