/**
 * Live reads of the agenda from the local database (one hook per question), so every view opens
 * offline after a sync. `undefined` while loading; `null` for an appointment not on this device.
 * Staff (scope `null`) see every organisation's appointments, as the server syncs them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { compareNatural } from '../../lib/natural-order';

export type AppointmentRow = LocalRow<'appointments'>;
export type AgendaDevice = Pick<LocalRow<'serviceObjects'>, 'id' | 'number' | 'name'>;

export interface AgendaItem {
  appointment: AppointmentRow;
  /** The appointment's own device, when it names one that is on this device. */
  device: AgendaDevice | null;
}

/** The appointments starting in [from, to) of the organisations in scope (null: all), in start order. */
export function useAgendaItems(
  organisations: readonly string[] | null,
  period: { from: Date; to: Date },
): AgendaItem[] | undefined {
  const db = useDatabase();
  const from = period.from.getTime();
  const to = period.to.getTime();
  const organisationKey = organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    const inScope = organisations ? new Set(organisations) : null;
    // The table has no index but its key (collection-tables.ts): a user's appointments number tens
    // to a few thousand, so one scan is cheaper than an index entry per synced row.
    const rows = await db
      .records('appointments')
      .filter(
        (row) =>
          Date.parse(row.startsAt) >= from &&
          Date.parse(row.startsAt) < to &&
          (inScope === null || inScope.has(row.organisationId)),
      )
      .toArray();
    const deviceIds = [...new Set(rows.flatMap((row) => (row.serviceObjectId ? [row.serviceObjectId] : [])))];
    const devices = await db.records('serviceObjects').bulkGet(deviceIds);
    const deviceById = new Map(
      devices.flatMap((device) =>
        device ? [[device.id, { id: device.id, number: device.number, name: device.name }] as const] : [],
      ),
    );
    return rows
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
      .map((appointment) => ({
        appointment,
        device: (appointment.serviceObjectId && deviceById.get(appointment.serviceObjectId)) || null,
      }));
    // organisationKey stands for `organisations`, whose identity may change on every render.
  }, [db, from, to, organisationKey]);
}

export interface AppointmentDetail {
  appointment: AppointmentRow;
  /** The appointment's device and the devices of its order, by number. */
  devices: AgendaDevice[];
  order: Pick<LocalRow<'orders'>, 'id' | 'number' | 'description' | 'status'> | null;
}

/** One appointment with its devices and order, or null when it is not on this device. */
export function useAppointmentDetail(appointmentId: string): AppointmentDetail | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const appointment = await db.records('appointments').get(appointmentId);
    if (!appointment) return null;
    const links = appointment.orderId
      ? await db.records('orderServiceObjects').where('orderId').equals(appointment.orderId).toArray()
      : [];
    const deviceIds = [
      ...new Set([
        ...(appointment.serviceObjectId ? [appointment.serviceObjectId] : []),
        ...links.map((link) => link.serviceObjectId),
      ]),
    ];
    const [devices, order] = await Promise.all([
      db.records('serviceObjects').bulkGet(deviceIds),
      appointment.orderId ? db.records('orders').get(appointment.orderId) : undefined,
    ]);
    return {
      appointment,
      devices: devices
        .flatMap((device) => (device ? [{ id: device.id, number: device.number, name: device.name }] : []))
        .sort((a, b) => compareNatural(a.number, b.number)),
      order: order
        ? { id: order.id, number: order.number, description: order.description, status: order.status }
        : null,
    };
  }, [db, appointmentId]);
}
