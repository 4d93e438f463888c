/**
 * The pure rules of the timeline screen: which types the URL asks for, the order of the items, how
 * they fall into days (Europe/Amsterdam, the zone of every date the portal shows) and which screen
 * an item opens. No React and no I/O, so each rule is tested on its own.
 */
import type { PermissionGroup } from '../../api/contract/auth';
import { TimelineItemType, type TimelineItem, type TimelineLog } from '../../api/contract/timeline';
import { addDays } from '../../lib/agenda-calendar';

import { detailPaths } from '../../lib/detail-paths';
import { timelineItemTypes } from './timeline-item-types';
import { dutchDay } from '../../lib/dutch-day';

/** The search parameter of the type filter, repeated per chosen type: `?type=1&type=4`. */
export const typeParam = 'type';

/** The types the URL chooses, valid and each once, in type order; an empty list means every type. */
export function typesFromSearch(params: URLSearchParams): TimelineItemType[] {
  const chosen = new Set(
    params.getAll(typeParam).flatMap((value) => {
      const parsed = TimelineItemType.safeParse(Number(value));
      return parsed.success ? [parsed.data] : [];
    }),
  );
  return timelineItemTypes.filter((type) => chosen.has(type));
}

/** `params` with `types` as the type filter (none leaves the parameter out: every type). */
export function searchWithTypes(
  params: URLSearchParams,
  types: readonly TimelineItemType[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(typeParam);
  for (const type of timelineItemTypes) if (types.includes(type)) next.append(typeParam, String(type));
  return next;
}

/** The filter after pressing the chip of `type`: it joins the chosen types, or leaves them. */
export function toggleType(types: readonly TimelineItemType[], type: TimelineItemType): TimelineItemType[] {
  return types.includes(type) ? types.filter((chosen) => chosen !== type) : [...types, type];
}

export interface TimelineSelection<Item> {
  /** The newest `limit` items that match, newest first. */
  items: Item[];
  /** How many match in total. */
  total: number;
  /** How many items of each type the organisations have, whatever the type filter. */
  countsByType: Record<TimelineItemType, number>;
}

/**
 * What the timeline shows of `rows`: the items of the organisations in scope (null: all) and of the
 * chosen types (none chosen: all), newest first, at most `limit` of them.
 */
export function selectTimeline<
  Item extends Pick<TimelineItem, 'id' | 'organisationId' | 'type' | 'occurredAt'>,
>(
  rows: readonly Item[],
  filter: { organisations: readonly string[] | null; types: readonly TimelineItemType[]; limit: number },
): TimelineSelection<Item> {
  const inScope = filter.organisations ? new Set(filter.organisations) : null;
  const types = new Set(filter.types.length > 0 ? filter.types : timelineItemTypes);
  const countsByType = Object.fromEntries(timelineItemTypes.map((type) => [type, 0])) as Record<
    TimelineItemType,
    number
  >;
  // Each time is parsed once, not once per comparison: a staff timeline holds thousands of items.
  const matching: { at: number; row: Item }[] = [];
  for (const row of rows) {
    if (inScope !== null && !inScope.has(row.organisationId)) continue;
    countsByType[row.type] += 1;
    if (types.has(row.type)) matching.push({ at: Date.parse(row.occurredAt), row });
  }
  matching.sort((a, b) => b.at - a.at || compareIds(a.row.id, b.row.id));
  return {
    items: matching.slice(0, filter.limit).map(({ row }) => row),
    total: matching.length,
    countsByType,
  };
}

/** The later id (UUIDv7: the later made) first. */
function compareIds(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

export interface TimelineDay<Item> {
  /** The Amsterdam calendar date, `YYYY-MM-DD`. */
  day: string;
  items: Item[];
}

/** Items already in order, cut into runs of the same Amsterdam day, keeping that order. */
export function groupByDay<Item extends Pick<TimelineItem, 'occurredAt'>>(
  items: readonly Item[],
): TimelineDay<Item>[] {
  const days: TimelineDay<Item>[] = [];
  for (const item of items) {
    const day = dutchDay(item.occurredAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** Whether `day` is today or yesterday in Amsterdam (the screen says so instead of the date). */
export function relativeDay(day: string, now: Date): 'today' | 'yesterday' | null {
  const today = dutchDay(now);
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return null;
}

/** The screen of each type's record and the permission group that guards it. */
const recordScreens: Record<
  Exclude<TimelineItemType, 1>,
  { group: PermissionGroup; href: (id: string) => string }
> = {
  2: { group: 'tasks', href: detailPaths.taskDetail.href },
  3: { group: 'agenda', href: detailPaths.appointmentDetail.href },
  4: { group: 'invoices', href: detailPaths.invoiceDetail.href },
  5: { group: 'offers', href: detailPaths.offerDetail.href },
};

/**
 * The screen of the item's record, when the user may view it; null for an inbound message (it has
 * no screen but the item's own), an item without a record, or a record the user may not see.
 */
export function recordPathOf(
  item: Pick<TimelineItem, 'type' | 'refId'>,
  mayView: (group: PermissionGroup) => boolean,
): string | null {
  if (item.type === 1 || item.refId === null) return null;
  const screen = recordScreens[item.type];
  return mayView(screen.group) ? screen.href(item.refId) : null;
}

/** Where an item of the list leads: its record's screen, or else the item's own page. */
export function itemPathOf(
  item: Pick<TimelineItem, 'id' | 'type' | 'refId'>,
  mayView: (group: PermissionGroup) => boolean,
): string {
  return recordPathOf(item, mayView) ?? detailPaths.timelineItemDetail.href(item.id);
}

/** Logs already in time order, gathered per group; the groups in the order of their first log. */
export function groupLogs<Log extends Pick<TimelineLog, 'group'>>(
  logs: readonly Log[],
): { group: string; logs: Log[] }[] {
  const groups = new Map<string, Log[]>();
  for (const log of logs) {
    const list = groups.get(log.group);
    if (list) list.push(log);
    else groups.set(log.group, [log]);
  }
  return [...groups].map(([group, grouped]) => ({ group, logs: grouped }));
}
