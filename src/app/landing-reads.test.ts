import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalRow } from '../db/collection-tables';
import { earlyReadResult } from '../db/early-reads';
import { freshDatabase } from '../db/db-test-fixtures';
import { statisticsKey } from '../features/dashboard/dashboard.queries';
import { referenceKey } from '../features/devices/devices.queries';
import { memoryStorage } from '../session/session-test-fixtures';
import { beginLandingReads } from './landing-reads';

// Only its key matters to the early read; the statistics' figures are the dashboard's business.
const statistics = { id: '00000000-0000-7000-8000-00000000000a' } as LocalRow<'organisationStatistics'>;

describe('beginLandingReads', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("begins the devices overview's first reads on a start that lands there", async () => {
    const db = freshDatabase(`landing-${Math.random()}`);
    beginLandingReads(db, '/devices/overview');
    await vi.waitFor(() => expect(earlyReadResult(db, referenceKey('serviceObjectTypes'))).toEqual([]));
  });

  it("begins the dashboard's statistics read on a start that lands there", async () => {
    const db = freshDatabase(`landing-${Math.random()}`);
    await db.records('organisationStatistics').bulkPut([statistics]);
    beginLandingReads(db, '/dashboard');
    await vi.waitFor(() => expect(earlyReadResult(db, statisticsKey)).toEqual([statistics]));
  });

  it('begins nothing on a start that lands on a screen without early reads', async () => {
    const db = freshDatabase(`landing-${Math.random()}`);
    beginLandingReads(db, '/tasks');
    beginLandingReads(db, '/devices/overview/extra');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(earlyReadResult(db, referenceKey('serviceObjectTypes'))).toBeUndefined();
    expect(earlyReadResult(db, statisticsKey)).toBeUndefined();
  });
});
