import { describe, expect, it } from 'vitest';
import { initialSyncState, type SyncStateRow } from '../db/sync-state';
import { collectionViewState, type CollectionViewInput } from './collection-view-state';

const synced: SyncStateRow = { ...initialSyncState('offers'), requestState: 'success', lastSyncedAt: 1_000 };
const neverSynced: SyncStateRow = initialSyncState('offers');
const input = (overrides: Partial<CollectionViewInput>): CollectionViewInput => ({
  isSynced: true,
  state: neverSynced,
  isEmpty: true,
  isOnline: true,
  ...overrides,
});

describe('collectionViewState', () => {
  it('never shows a first sync for a collection the user does not sync, whatever its state', () => {
    expect(collectionViewState(input({ isSynced: false, state: undefined }))).toEqual({ kind: 'notSynced' });
    expect(collectionViewState(input({ isSynced: false, isOnline: false }))).toEqual({ kind: 'notSynced' });
  });

  it('shows the first sync while a synced collection has nothing stored yet', () => {
    expect(collectionViewState(input({ state: undefined }))).toEqual({ kind: 'firstSync' });
    expect(collectionViewState(input({}))).toEqual({ kind: 'firstSync' });
  });

  it('waits calmly for the connection offline instead of loading or failing', () => {
    expect(collectionViewState(input({ isOnline: false }))).toEqual({ kind: 'waitingForConnection' });
    expect(
      collectionViewState(input({ isOnline: false, state: { ...neverSynced, requestState: 'fail' } })),
    ).toEqual({ kind: 'waitingForConnection' });
  });

  it('shows the failure of a first sync that failed online', () => {
    expect(collectionViewState(input({ state: { ...neverSynced, requestState: 'fail' } }))).toEqual({
      kind: 'failed',
    });
  });

  it('notes a failed refresh of stored rows online only', () => {
    const failed = { ...synced, requestState: 'fail' as const };
    expect(collectionViewState(input({ state: failed, isEmpty: false }))).toEqual({
      kind: 'content',
      staleSince: 1_000,
    });
    expect(collectionViewState(input({ state: failed, isEmpty: false, isOnline: false }))).toEqual({
      kind: 'content',
      staleSince: null,
    });
    expect(collectionViewState(input({ state: synced, isEmpty: true }))).toEqual({
      kind: 'content',
      staleSince: null,
    });
  });
});
