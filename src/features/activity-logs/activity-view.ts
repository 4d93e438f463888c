/**
 * The pure rules of the activity log screen: the filter the URL holds (`?user=&action=&from=&to=`),
 * which entries match it (the same Amsterdam-day period as the server's `from`/`to`, from
 * src/lib/activity-period.ts), their order (newest first), the people to filter by, and which screen
 * an entry's subject opens. No React and no I/O, so each rule is tested on its own.
 */
import type { PermissionGroup } from '../../api/contract/auth';
import { ActivityAction, type ActivityLog } from '../../api/contract/activity-logs';
import { DateOnly } from '../../api/contract/common';
import { activityPeriodBounds } from '../../lib/activity-period';
import { detailPaths } from '../../lib/detail-paths';
import { timelineItemIdFor } from '../../lib/timeline-entry';
import { compareDutch } from '../../lib/natural-order';

export interface ActivityFilter {
  /** Only what this user did (`actorUserId`); null for everyone. */
  userId: string | null;
  /** Only these actions; empty for every action. */
  actions: ActivityAction[];
  /** First Amsterdam day (`YYYY-MM-DD`), inclusive; null for no lower bound. */
  from: string | null;
  /** Last Amsterdam day, inclusive; null for no upper bound. */
  to: string | null;
}

export const noActivityFilter: ActivityFilter = { userId: null, actions: [], from: null, to: null };

/** The search parameters of the filter; `action` repeats per action. */
const params = { user: 'user', action: 'action', from: 'from', to: 'to' } as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function dateOrNull(value: string | null): string | null {
  return value !== null && DateOnly.safeParse(value).success ? value : null;
}

/** The filter the URL asks for; values the filter does not know are left out, never guessed. */
export function filterFromSearch(search: URLSearchParams): ActivityFilter {
  const user = search.get(params.user);
  const actions = new Set(
    search.getAll(params.action).flatMap((value) => {
      const parsed = ActivityAction.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }),
  );
  return {
    userId: user !== null && uuid.test(user) ? user.toLowerCase() : null,
    actions: ActivityAction.options.filter((action) => actions.has(action)),
    from: dateOrNull(search.get(params.from)),
    to: dateOrNull(search.get(params.to)),
  };
}

/** `search` with `filter` in it (unset parts leave their parameter out); other parameters stay. */
export function searchWithFilter(search: URLSearchParams, filter: ActivityFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(params)) next.delete(name);
  if (filter.userId) next.set(params.user, filter.userId);
  for (const action of filter.actions) next.append(params.action, action);
  if (filter.from) next.set(params.from, filter.from);
  if (filter.to) next.set(params.to, filter.to);
  return next;
}

/** A stable text of the filter, for a live query's dependencies. */
export function filterKey(filter: ActivityFilter): string {
  return searchWithFilter(new URLSearchParams(), filter).toString();
}

export function isFiltered(filter: ActivityFilter): boolean {
  return filter.userId !== null || filter.actions.length > 0 || filter.from !== null || filter.to !== null;
}

/** Someone who acted in the log, to filter by. */
export interface ActivityActorOption {
  userId: string;
  name: string;
}

export interface ActivitySelection<Entry> {
  /** The newest `limit` entries that match, newest first. */
  entries: Entry[];
  /** How many match in total. */
  total: number;
  /** Everyone with an account who acted in the organisations in scope, by name. */
  actors: ActivityActorOption[];
}

type SelectableEntry = Pick<
  ActivityLog,
  'id' | 'organisationId' | 'actorUserId' | 'actorName' | 'action' | 'createdAt'
>;

/**
 * What the screen shows of `rows`: the entries of the organisations in scope (null: every entry,
 * those of no organisation included, as staff see them; a list: only entries of those organisations)
 * that match `filter`, newest first, at most `limit` of them.
 */
export function selectActivity<Entry extends SelectableEntry>(
  rows: readonly Entry[],
  scope: readonly string[] | null,
  filter: ActivityFilter,
  limit: number,
): ActivitySelection<Entry> {
  const inScope = scope ? new Set(scope) : null;
  const actions = filter.actions.length > 0 ? new Set<string>(filter.actions) : null;
  const { start, end } = activityPeriodBounds({ from: filter.from ?? undefined, to: filter.to ?? undefined });
  const actors = new Map<string, string>();
  // Each time is parsed once, not once per comparison: a staff log holds thousands of entries.
  const matching: { at: number; row: Entry }[] = [];
  for (const row of rows) {
    if (inScope !== null && (row.organisationId === null || !inScope.has(row.organisationId))) continue;
    if (row.actorUserId !== null && !actors.has(row.actorUserId)) actors.set(row.actorUserId, row.actorName);
    if (filter.userId !== null && row.actorUserId !== filter.userId) continue;
    if (actions !== null && !actions.has(row.action)) continue;
    const at = Date.parse(row.createdAt);
    if ((start !== null && at < start.getTime()) || (end !== null && at >= end.getTime())) continue;
    matching.push({ at, row });
  }
  matching.sort((a, b) => b.at - a.at || (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0));
  return {
    entries: matching.slice(0, limit).map(({ row }) => row),
    total: matching.length,
    actors: [...actors]
      .map(([userId, name]) => ({ userId, name }))
      .sort((a, b) => compareDutch(a.name, b.name) || (a.userId < b.userId ? -1 : 1)),
  };
}

/** What the screen knows about a subject beyond the entry: the device a photo or document belongs to. */
export interface SubjectContext {
  deviceIdOf(subjectType: string, subjectId: string): string | null;
}

/**
 * The screen that shows an entry's subject, when the PWA has one and the user may view it: an offer,
 * the timeline item of a message, the device of a photo, the documents of a device. Users, roles,
 * contacts and reports have no page of their own.
 */
export function subjectPath(
  entry: Pick<ActivityLog, 'subjectType' | 'subjectId'>,
  mayView: (group: PermissionGroup) => boolean,
  context: SubjectContext,
): string | null {
  const id = entry.subjectId;
  if (id === null) return null;
  switch (entry.subjectType) {
    case 'offer':
      return mayView('offers') ? detailPaths.offerDetail.href(id) : null;
    case 'message':
      return mayView('timeline') ? detailPaths.timelineItemDetail.href(timelineItemIdFor(id)) : null;
    case 'photo': {
      const deviceId = context.deviceIdOf('photo', id);
      return deviceId && mayView('serviceobjects') ? detailPaths.deviceDetail.href(deviceId) : null;
    }
    case 'document': {
      const deviceId = context.deviceIdOf('document', id);
      return deviceId && mayView('documents') ? detailPaths.deviceDocuments.href(deviceId) : null;
    }
    default:
      return null;
  }
}
