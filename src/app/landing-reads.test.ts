import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyReadResult } from '../db/early-reads';
import { freshDatabase } from '../db/db-test-fixtures';
import { referenceKey } from '../features/devices/devices.queries';
import { prepareLandingReads } from './landing-reads';

describe('prepareLandingReads', () => {
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("begins the devices overview's first reads on a start that lands there", async () => {
    const db = freshDatabase(`landing-${Math.random()}`);
    prepareLandingReads('/devices/overview')(db);
    await vi.waitFor(() => expect(earlyReadResult(db, referenceKey('serviceObjectTypes'))).toEqual([]));
  });

  it('begins nothing on a start that lands on a screen without early reads', async () => {
    const db = freshDatabase(`landing-${Math.random()}`);
    prepareLandingReads('/dashboard')(db);
    prepareLandingReads('/devices/overview/extra')(db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(earlyReadResult(db, referenceKey('serviceObjectTypes'))).toBeUndefined();
  });
});
