/**
 * The live read behind "Vandaag": today's appointments with their devices and what is due on them,
 * from the local database only, so the screen opens offline after the morning sync. `undefined` while
 * loading. The selection itself is today.ts; this module only gathers the rows it reads.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import {
  appointmentDeviceIds,
  isTodaysAppointment,
  todaysAppointments,
  type TodayAppointment,
} from './today';
import { dutchDay } from '../../lib/dutch-day';

export type TodayItem = TodayAppointment<LocalRow<'appointments'>, LocalRow<'serviceObjects'>>;

export interface TodayQuery {
  now: Date;
  /** Only this technician's appointments (staff); null for every appointment in `organisations`. */
  technicianName: string | null;
  /** The organisations in scope; null for all. */
  organisations: readonly string[] | null;
}

/** Today's appointments (Amsterdam day) in start order, each with its devices and their open duties. */
export function useTodayItems({ now, technicianName, organisations }: TodayQuery): TodayItem[] | undefined {
  const db = useDatabase();
  // The day, not the instant, is what the read depends on: a new `now` on the same day reads nothing anew.
  const today = dutchDay(now);
  const organisationKey = organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    const inScope = organisations ? new Set(organisations) : null;
    const options = { now, technicianName };
    // The appointments table is indexed on its key only (collection-tables.ts): one scan, as the agenda does.
    const appointments = await db
      .records('appointments')
      .filter(
        (row) => isTodaysAppointment(row, options) && (inScope === null || inScope.has(row.organisationId)),
      )
      .toArray();
    const orderIds = [...new Set(appointments.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
    const orderDevices =
      orderIds.length > 0
        ? await db.records('orderServiceObjects').where('orderId').anyOf(orderIds).toArray()
        : [];
    const deviceIds = [...new Set(appointments.flatMap((row) => appointmentDeviceIds(row, orderDevices)))];
    const [devices, logbook, inspections, types] = await Promise.all([
      db.records('serviceObjects').bulkGet(deviceIds),
      db.records('refrigerantLogbookEntries').where('serviceObjectId').anyOf(deviceIds).toArray(),
      db.records('inspections').where('serviceObjectId').anyOf(deviceIds).toArray(),
      db.records('serviceObjectTypes').toArray(),
    ]);
    return todaysAppointments(
      {
        appointments,
        devices: devices.flatMap((device) => (device ? [device] : [])),
        orderDevices,
        logbook,
        inspections,
        typeCodes: new Map(types.map((type) => [type.id, type.code])),
      },
      options,
    );
    // `today` stands for `now` and organisationKey for `organisations`, whose identities may change on every render.
  }, [db, today, technicianName, organisationKey]);
}
