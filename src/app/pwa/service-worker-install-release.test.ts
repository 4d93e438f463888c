import { describe, expect, it } from 'vitest';
import { isFirstSyncSettled } from './service-worker-install-release';

const synced = { lastSyncedAt: 1, requestState: 'success' } as const;
const pulling = { lastSyncedAt: null, requestState: 'loading' } as const;
const pullingMore = { lastSyncedAt: null, requestState: 'moreLoading' } as const;
const failed = { lastSyncedAt: null, requestState: 'fail' } as const;
const refreshing = { lastSyncedAt: 1, requestState: 'loading' } as const;

describe('isFirstSyncSettled', () => {
  it('is not settled before the states are read', () => {
    expect(isFirstSyncSettled(undefined, 0)).toBe(false);
  });

  it('is not settled while a collection has neither been pulled once nor failed', () => {
    expect(isFirstSyncSettled([synced, pulling], 2)).toBe(false);
    expect(isFirstSyncSettled([synced, pullingMore], 2)).toBe(false);
  });

  it('is not settled while a collection has no state yet', () => {
    expect(isFirstSyncSettled([synced], 2)).toBe(false);
  });

  it('is settled once every collection was pulled once or failed, whatever pulls again', () => {
    expect(isFirstSyncSettled([synced, failed, refreshing], 3)).toBe(true);
  });
});
