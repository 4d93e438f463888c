import { describe, expect, it } from 'vitest';
import { activityActions, type ActivityLog } from '../../api/contract/activity-logs';
import { activityActionLabels } from './activity-labels';
import {
  filterFromSearch,
  noActivityFilter,
  searchWithFilter,
  selectActivity,
  subjectPath,
  type ActivityFilter,
} from './activity-view';

const holding = '01900000-0000-7000-8000-000000000001';
const branch = '01900000-0000-7000-8000-000000000002';
const anne = '01900000-0000-7000-8000-0000000000a1';
const bram = '01900000-0000-7000-8000-0000000000b2';

function entry(
  id: string,
  createdAt: string,
  rest: Partial<ActivityLog> = {},
): Pick<ActivityLog, 'id' | 'organisationId' | 'actorUserId' | 'actorName' | 'action' | 'createdAt'> {
  return {
    id: `01900000-0000-7000-8000-${id.padStart(12, '0')}`,
    createdAt,
    organisationId: holding,
    actorUserId: anne,
    actorName: 'Anne de Jong',
    action: 'signed_in',
    ...rest,
  };
}

const rows = [
  entry('1', '2026-03-01T09:00:00.000Z'),
  entry('2', '2026-03-02T23:30:00.000Z', { action: 'offer_accepted', organisationId: branch }),
  entry('3', '2026-03-03T08:00:00.000Z', { actorUserId: bram, actorName: 'Bram Visser' }),
  entry('4', '2026-03-04T08:00:00.000Z', { organisationId: null, actorUserId: null, actorName: 'x@y.z' }),
  entry('5', '2026-03-04T08:00:00.000Z', { action: 'sign_in_failed' }),
];

const ids = (selection: { entries: { id: string }[] }) =>
  selection.entries.map((row) => Number(row.id.slice(-12)));

describe('selectActivity', () => {
  it('shows every entry newest first when nothing narrows it, staff-only entries included', () => {
    const all = selectActivity(rows, null, noActivityFilter, 10);
    expect(ids(all)).toEqual([5, 4, 3, 2, 1]);
    expect(all.total).toBe(5);
  });

  it('keeps to the organisations in scope and leaves out entries of no organisation', () => {
    expect(ids(selectActivity(rows, [branch], noActivityFilter, 10))).toEqual([2]);
    expect(ids(selectActivity(rows, [holding, branch], noActivityFilter, 10))).toEqual([5, 3, 2, 1]);
  });

  it('filters by user and by actions', () => {
    const byBram: ActivityFilter = { ...noActivityFilter, userId: bram };
    expect(ids(selectActivity(rows, null, byBram, 10))).toEqual([3]);
    const failed: ActivityFilter = { ...noActivityFilter, actions: ['sign_in_failed', 'offer_accepted'] };
    expect(ids(selectActivity(rows, null, failed, 10))).toEqual([5, 2]);
  });

  it('filters by Amsterdam days, the last day included', () => {
    // 23:30 UTC on 2 March is 3 March in Amsterdam.
    const third: ActivityFilter = { ...noActivityFilter, from: '2026-03-03', to: '2026-03-03' };
    expect(ids(selectActivity(rows, null, third, 10))).toEqual([3, 2]);
    const upToSecond: ActivityFilter = { ...noActivityFilter, to: '2026-03-02' };
    expect(ids(selectActivity(rows, null, upToSecond, 10))).toEqual([1]);
  });

  it('hands out at most the limit but counts every match', () => {
    const page = selectActivity(rows, null, noActivityFilter, 2);
    expect(ids(page)).toEqual([5, 4]);
    expect(page.total).toBe(5);
  });

  it('offers the people with an account who acted in scope, by name, whatever the other filters', () => {
    const filtered: ActivityFilter = { ...noActivityFilter, actions: ['offer_accepted'] };
    expect(selectActivity(rows, null, filtered, 10).actors).toEqual([
      { userId: anne, name: 'Anne de Jong' },
      { userId: bram, name: 'Bram Visser' },
    ]);
    expect(selectActivity(rows, [branch], noActivityFilter, 10).actors).toEqual([
      { userId: anne, name: 'Anne de Jong' },
    ]);
  });
});

describe('the filter in the URL', () => {
  it('round-trips every part, actions repeated', () => {
    const filter: ActivityFilter = {
      userId: anne,
      actions: ['signed_in', 'sign_in_failed'],
      from: '2026-03-01',
      to: '2026-03-31',
    };
    const search = searchWithFilter(new URLSearchParams('keep=1'), filter);
    expect(search.getAll('action')).toEqual(['signed_in', 'sign_in_failed']);
    expect(search.get('keep')).toBe('1');
    expect(filterFromSearch(search)).toEqual(filter);
  });

  it('leaves out what it does not know instead of guessing', () => {
    expect(
      filterFromSearch(new URLSearchParams('user=iemand&action=logged_out&from=gisteren&to=2026-13-40')),
    ).toEqual(noActivityFilter);
  });

  it('drops its parameters when nothing is chosen', () => {
    const search = searchWithFilter(
      new URLSearchParams('user=x&action=signed_in&from=a&to=b'),
      noActivityFilter,
    );
    expect(search.toString()).toBe('');
  });
});

describe('subjectPath', () => {
  const everything = () => true;
  const devices = { deviceIdOf: (_type: string, id: string) => (id === holding ? branch : null) };

  it('opens an offer, a message on the timeline, and the device of a photo or document', () => {
    expect(subjectPath({ subjectType: 'offer', subjectId: anne }, everything, devices)).toBe(
      `/offers/${anne}`,
    );
    expect(subjectPath({ subjectType: 'message', subjectId: anne }, everything, devices)).toBe(
      '/timeline/01900000-0000-8000-8000-0000000000a1',
    );
    expect(subjectPath({ subjectType: 'photo', subjectId: holding }, everything, devices)).toBe(
      `/devices/${branch}`,
    );
    expect(subjectPath({ subjectType: 'document', subjectId: holding }, everything, devices)).toBe(
      `/documents/devices/${branch}`,
    );
  });

  it('opens nothing the user may not view, nothing not on this device, and no subject without a page', () => {
    expect(subjectPath({ subjectType: 'offer', subjectId: anne }, () => false, devices)).toBeNull();
    expect(subjectPath({ subjectType: 'photo', subjectId: anne }, everything, devices)).toBeNull();
    expect(subjectPath({ subjectType: 'user', subjectId: anne }, everything, devices)).toBeNull();
    expect(subjectPath({ subjectType: 'offer', subjectId: null }, everything, devices)).toBeNull();
  });
});

describe('the action labels', () => {
  it('label every action the contract knows, each differently', () => {
    const labels = activityActions.map(
      (action) => activityActionLabels[action].message ?? activityActionLabels[action].id,
    );
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(activityActions.length);
  });
});
