/**
 * The database reads and writes of the agenda: appointments with the devices and order they concern
 * (for `.ics` files and the feed), and the personal calendar feed's secret on the user row.
 *
 * Only the SHA-256 of a feed secret is stored (`users.calendar_feed_token_hash`); replacing or
 * clearing it revokes the previous URL at once, because the lookup is by that hash alone.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, orders, orderServiceObjects, serviceObjects, users } from '../../db/schema/index';
import type { AuthUser } from '../../auth/auth-context';
import type { OrganisationScope } from '../../plugins/scoping.plugin';

export interface AppointmentDevice {
  id: string;
  number: string;
  name: string;
}

/** An appointment with what a calendar entry names: its devices and its order. */
export interface CalendarAppointment {
  id: string;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  technicianName: string | null;
  updatedAt: Date;
  devices: AppointmentDevice[];
  order: { id: string; number: string; description: string } | null;
}

function scopeCondition(scope: OrganisationScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.ids.size === 0 ? sql`false` : inArray(appointments.organisationId, [...scope.ids]);
}

/**
 * The appointments matching `where` (live ones only), in start order, each with its own device and
 * the devices linked to its order (deduplicated, in number order), and its order.
 */
async function calendarAppointments(
  db: Database,
  where: (SQL | undefined)[],
): Promise<CalendarAppointment[]> {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(isNull(appointments.deletedAt), ...where))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  if (rows.length === 0) return [];

  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const deviceIds = [...new Set(rows.flatMap((row) => (row.serviceObjectId ? [row.serviceObjectId] : [])))];
  const device = { id: serviceObjects.id, number: serviceObjects.number, name: serviceObjects.name };
  const [orderRows, ownDevices, orderDevices] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({ id: orders.id, number: orders.number, description: orders.description })
          .from(orders)
          .where(and(inArray(orders.id, orderIds), isNull(orders.deletedAt))),
    deviceIds.length === 0
      ? []
      : db
          .select(device)
          .from(serviceObjects)
          .where(and(inArray(serviceObjects.id, deviceIds), isNull(serviceObjects.deletedAt))),
    orderIds.length === 0
      ? []
      : db
          .select({ orderId: orderServiceObjects.orderId, ...device })
          .from(orderServiceObjects)
          .innerJoin(serviceObjects, eq(serviceObjects.id, orderServiceObjects.serviceObjectId))
          .where(
            and(
              inArray(orderServiceObjects.orderId, orderIds),
              isNull(orderServiceObjects.deletedAt),
              isNull(serviceObjects.deletedAt),
            ),
          ),
  ]);

  const orderById = new Map(orderRows.map((order) => [order.id, order]));
  const deviceById = new Map(ownDevices.map((found) => [found.id, found]));
  return rows.map((row) => {
    const devices = new Map<string, AppointmentDevice>();
    const own = row.serviceObjectId ? deviceById.get(row.serviceObjectId) : undefined;
    if (own) devices.set(own.id, own);
    for (const linked of orderDevices) {
      if (linked.orderId === row.orderId)
        devices.set(linked.id, { id: linked.id, number: linked.number, name: linked.name });
    }
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      location: row.location,
      technicianName: row.technicianName,
      updatedAt: row.updatedAt,
      devices: [...devices.values()].sort((a, b) =>
        a.number.localeCompare(b.number, 'nl', { numeric: true }),
      ),
      order: (row.orderId && orderById.get(row.orderId)) || null,
    };
  });
}

/** One appointment inside `scope`, or null when it does not exist, is deleted or lies outside it. */
export async function findCalendarAppointment(
  db: Database,
  scope: OrganisationScope,
  id: string,
): Promise<CalendarAppointment | null> {
  const [found] = await calendarAppointments(db, [eq(appointments.id, id), scopeCondition(scope)]);
  return found ?? null;
}

/**
 * A user's feed: a customer sees the appointments of the organisations in their scope; staff see
 * the appointments they are the technician of (planned by name, as the back office plans them).
 */
export async function feedAppointments(
  db: Database,
  owner: { type: AuthUser['type']; name: string },
  scope: OrganisationScope,
  period: { from: Date; to: Date },
): Promise<CalendarAppointment[]> {
  const whose =
    owner.type === 'employee' ? eq(appointments.technicianName, owner.name) : scopeCondition(scope);
  return calendarAppointments(db, [
    whose,
    gte(appointments.startsAt, period.from),
    lte(appointments.startsAt, period.to),
  ]);
}

/** Stores the hash of a new feed secret for the user, replacing (and so revoking) any earlier one. */
export async function setCalendarFeedHash(
  db: Database,
  userId: string,
  hash: string | null,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ calendarFeedTokenHash: hash })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Whether the user has a feed on. */
export async function hasCalendarFeed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: users.calendarFeedTokenHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.hash != null;
}

export interface FeedOwner extends AuthUser {
  name: string;
  locale: 'nl' | 'en';
}

/** The live, active user whose feed secret hashes to `hash`, or null. */
export async function findFeedOwner(db: Database, hash: string): Promise<FeedOwner | null> {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      accessLevel: users.accessLevel,
      organisationId: users.organisationId,
      roleId: users.roleId,
      name: users.name,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.calendarFeedTokenHash, hash), isNull(users.deletedAt), eq(users.active, true)))
    .limit(1);
  return row ?? null;
}
