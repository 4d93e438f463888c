import { describe, expect, it } from 'vitest';
import {
  groupByDay,
  groupLogs,
  itemPathOf,
  recordPathOf,
  relativeDay,
  searchWithTypes,
  selectTimeline,
  toggleType,
  typesFromSearch,
} from './timeline-view';

const taskId = '0190a000-0000-7000-8000-0000000000a1';
const itemId = '0190a000-0000-8000-8000-0000000000a1';

describe('the type filter in the URL', () => {
  it('reads the chosen types once each, in type order, and ignores what is not a type', () => {
    expect(typesFromSearch(new URLSearchParams('type=4&type=1&type=4&type=9&type=x&type='))).toEqual([1, 4]);
    expect(typesFromSearch(new URLSearchParams('view=list'))).toEqual([]);
  });

  it('writes the types and keeps the other parameters', () => {
    expect(searchWithTypes(new URLSearchParams('q=a&type=2'), [5, 3]).toString()).toBe('q=a&type=3&type=5');
    expect(searchWithTypes(new URLSearchParams('type=2'), []).toString()).toBe('');
  });

  it('adds a type by its chip and takes it away again', () => {
    expect(toggleType([1], 4)).toEqual([1, 4]);
    expect(toggleType([1, 4], 1)).toEqual([4]);
  });
});

describe('the order and days of the timeline', () => {
  it('groups by the day in Amsterdam, not in UTC', () => {
    const days = groupByDay([
      { occurredAt: '2026-07-02T06:00:00Z' },
      // 23:30 UTC on 1 July is already 2 July in Amsterdam (summer time).
      { occurredAt: '2026-07-01T23:30:00Z' },
      { occurredAt: '2026-07-01T21:00:00Z' },
      // 23:30 UTC on 1 January is 2 January in Amsterdam (winter time).
      { occurredAt: '2026-01-01T23:30:00Z' },
    ]);
    expect(days.map((day) => [day.day, day.items.length])).toEqual([
      ['2026-07-02', 2],
      ['2026-07-01', 1],
      ['2026-01-02', 1],
    ]);
  });

  it('calls the Amsterdam today and yesterday by name', () => {
    const now = new Date('2026-03-29T22:30:00Z'); // 30 March, 00:30 in Amsterdam
    expect(relativeDay('2026-03-30', now)).toBe('today');
    expect(relativeDay('2026-03-29', now)).toBe('yesterday');
    expect(relativeDay('2026-03-28', now)).toBeNull();
  });
});

describe('where an item leads', () => {
  const everything = () => true;

  it("opens the record's own screen", () => {
    expect(recordPathOf({ type: 2, refId: taskId }, everything)).toBe(`/tasks/${taskId}`);
    expect(recordPathOf({ type: 3, refId: taskId }, everything)).toBe(`/agenda/${taskId}`);
    expect(recordPathOf({ type: 4, refId: taskId }, everything)).toBe(`/invoices/${taskId}`);
    expect(recordPathOf({ type: 5, refId: taskId }, everything)).toBe(`/offers/${taskId}`);
  });

  it("opens the item's own page for a message, an item without a record, or a record the user may not see", () => {
    expect(itemPathOf({ id: itemId, type: 1, refId: taskId }, everything)).toBe(`/timeline/${itemId}`);
    expect(itemPathOf({ id: itemId, type: 4, refId: null }, everything)).toBe(`/timeline/${itemId}`);
    expect(itemPathOf({ id: itemId, type: 4, refId: taskId }, (group) => group !== 'invoices')).toBe(
      `/timeline/${itemId}`,
    );
    expect(itemPathOf({ id: itemId, type: 2, refId: taskId }, (group) => group === 'tasks')).toBe(
      `/tasks/${taskId}`,
    );
  });
});

describe("an item's history", () => {
  it('gathers the logs per group, the groups in the order they started, each in time order', () => {
    const groups = groupLogs([
      { group: 'status', message: 'Aangemaakt' },
      { group: 'mail', message: 'Verzonden' },
      { group: 'status', message: 'Afgerond' },
    ]);
    expect(groups).toEqual([
      {
        group: 'status',
        logs: [
          { group: 'status', message: 'Aangemaakt' },
          { group: 'status', message: 'Afgerond' },
        ],
      },
      { group: 'mail', logs: [{ group: 'mail', message: 'Verzonden' }] },
    ]);
  });
});

describe('what the timeline shows', () => {
  const item = (id: string, organisationId: string, type: 1 | 2 | 3 | 4 | 5, occurredAt: string) => ({
    id,
    organisationId,
    type,
    occurredAt,
  });
  const rows = [
    item('a', 'holding', 4, '2026-03-01T10:00:00Z'),
    item('b', 'branch', 2, '2026-03-03T10:00:00Z'),
    item('c', 'other', 4, '2026-03-04T10:00:00Z'),
    item('d', 'holding', 1, '2026-03-02T10:00:00Z'),
    item('e', 'branch', 4, '2026-03-05T10:00:00Z'),
  ];

  it("shows the organisations' items of the chosen types, newest first, and counts every type", () => {
    const shown = selectTimeline(rows, { organisations: ['holding', 'branch'], types: [4, 1], limit: 10 });
    expect(shown.items.map((row) => row.id)).toEqual(['e', 'd', 'a']);
    expect(shown.total).toBe(3);
    expect(shown.countsByType).toEqual({ 1: 1, 2: 1, 3: 0, 4: 2, 5: 0 });
  });

  it('shows every type when none is chosen, every organisation for staff, and no more than the limit', () => {
    const shown = selectTimeline(rows, { organisations: null, types: [], limit: 2 });
    expect(shown.items.map((row) => row.id)).toEqual(['e', 'c']);
    expect(shown.total).toBe(5);
  });

  it('keeps items of the same moment in a fixed order, the later made first', () => {
    const at = '2026-03-01T10:00:00Z';
    const same = [
      item('0190-a', 'x', 2, at),
      item('0190-c', 'x', 2, '2026-03-01T10:00:00.000Z'),
      item('0190-b', 'x', 2, at),
    ];
    expect(
      selectTimeline(same, { organisations: null, types: [], limit: 10 }).items.map((row) => row.id),
    ).toEqual(['0190-c', '0190-b', '0190-a']);
  });
});
