import { describe, expect, it } from 'vitest';
import {
  DetectionSystemResult,
  LogbookEntryKind,
  RecoveryDestination,
  RepairResult,
} from '../../api/contract/refrigerant';
import {
  activeOffersFirst,
  detectionSystemResultColors,
  detectionSystemResultLabels,
  logbookKindActionLabels,
  logbookKindColors,
  logbookKindLabels,
  logbookKinds,
  logbookKindsToWrite,
  newestFirst,
  recoveryDestinationLabels,
  repairResultLabels,
} from './device-record-labels';

describe('activeOffersFirst', () => {
  it('puts offers awaiting a response first, then the newest', () => {
    const offers = [
      { number: 'O-1', status: 'approved', createdAt: '2026-05-01T00:00:00Z' },
      { number: 'O-2', status: 'sent', createdAt: '2026-01-01T00:00:00Z' },
      { number: 'O-3', status: 'declined', createdAt: '2026-06-01T00:00:00Z' },
      { number: 'O-4', status: 'sent', createdAt: '2026-03-01T00:00:00Z' },
    ] as const;
    expect(activeOffersFirst(offers).map((offer) => offer.number)).toEqual(['O-4', 'O-2', 'O-3', 'O-1']);
  });
});

describe('newestFirst', () => {
  it('sorts by the given time, rows without one last', () => {
    const rows = [{ at: '2026-01-01' }, { at: null }, { at: '2026-02-01' }];
    expect(newestFirst(rows, (row) => row.at)).toEqual([
      { at: '2026-02-01' },
      { at: '2026-01-01' },
      { at: null },
    ]);
  });
});

describe('logbook labels', () => {
  it('name and colour every kind, and offer every kind to write exactly once', () => {
    for (const kind of LogbookEntryKind.options) {
      expect(logbookKindLabels[kind].id, kind).toBeTruthy();
      expect(logbookKindActionLabels[kind].id, kind).toBeTruthy();
      expect(logbookKindColors[kind], kind).toBeTruthy();
    }
    expect([...logbookKindsToWrite].sort()).toEqual([...LogbookEntryKind.options].sort());
    expect([...logbookKinds].sort()).toEqual([...LogbookEntryKind.options].sort());
  });

  it('name every result and destination an entry can record', () => {
    for (const result of RepairResult.options) expect(repairResultLabels[result].id).toBeTruthy();
    for (const result of DetectionSystemResult.options) {
      expect(detectionSystemResultLabels[result].id).toBeTruthy();
      expect(detectionSystemResultColors[result]).toBeTruthy();
    }
    for (const destination of RecoveryDestination.options) {
      expect(recoveryDestinationLabels[destination].id).toBeTruthy();
    }
  });
});
