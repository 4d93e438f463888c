/**
 * Reads what the device duty lists (legal supervision, mandatory checklist) need: the facts, logbook
 * entries and recorded inspections, and the checklist dates, of the live, not decommissioned devices
 * of a set of organisations, with the device and organisation fields the lists show. Statuses and due
 * dates are not computed here: the routes apply the shared engine of src/lib, as the PWA does offline.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DutyInspection, DutyLogbookEntry } from '../../../../src/lib/fgas-duties';
import type { SupervisedDevice } from '../../../../src/lib/legal-supervision';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { dutyLogbookColumns, dutyLogbookCondition, toDutyEntry } from './duty-logbook';
import {
  inspections,
  organisations,
  refrigerantLogbookEntries,
  serviceObjects,
  serviceObjectTypes,
} from '../../db/schema/index';

/** 'all' (staff without a filter) or an explicit list of organisation ids. */
export type OrganisationSelection = 'all' | readonly string[];

/** The organisation and every descendant that is not deleted; empty when it does not exist. */
export async function organisationSubtree(db: Database, organisationId: string): Promise<string[]> {
  // UNION (not UNION ALL) stops at an accidental cycle in parent_id instead of recursing forever.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive tree(id) as (
          select id from ${organisations} where id = ${organisationId} and deleted_at is null
          union
          select child.id from ${organisations} child
            join tree on child.parent_id = tree.id
          where child.deleted_at is null
        )
        select id::text as id from tree`,
  );
  return rows.map((row) => row.id);
}

/** Live devices of live organisations in the selection that are still in service. */
function deviceConditions(selection: OrganisationSelection): SQL[] {
  return [
    isNull(serviceObjects.deletedAt),
    isNull(serviceObjects.decommissionedDate),
    isNull(organisations.deletedAt),
    ...(selection === 'all' ? [] : [inArray(serviceObjects.organisationId, [...selection])]),
  ];
}

const deviceColumns = {
  serviceObjectId: serviceObjects.id,
  serviceObjectNumber: serviceObjects.number,
  serviceObjectName: serviceObjects.name,
  organisationId: serviceObjects.organisationId,
  organisationName: organisations.name,
  location: serviceObjects.location,
  refrigerant: serviceObjects.refrigerant,
};

/** A device in service as the duty engine reads it, with the fields the list shows beside a duty. */
export interface SupervisedDeviceRow extends SupervisedDevice {
  organisationId: string;
  organisationName: string;
  name: string;
  location: string | null;
}

/**
 * What the legal-supervision list needs of the selection: its devices in service (with their type's
 * code as the equipment category), their logbook entries and their recorded inspections. Three indexed
 * reads, bounded by the devices in scope; no due date is read, because none is stored.
 */
export async function supervisionInputs(
  db: Database | Transaction,
  selection: OrganisationSelection,
): Promise<{
  devices: SupervisedDeviceRow[];
  logbook: (DutyLogbookEntry & { serviceObjectId: string })[];
  inspections: (DutyInspection & { serviceObjectId: string })[];
}> {
  if (selection !== 'all' && selection.length === 0) return { devices: [], logbook: [], inspections: [] };
  const deviceRows = await db
    .select({
      id: serviceObjects.id,
      number: serviceObjects.number,
      name: serviceObjects.name,
      organisationId: serviceObjects.organisationId,
      organisationName: organisations.name,
      location: serviceObjects.location,
      refrigerant: serviceObjects.refrigerant,
      chargeKg: serviceObjects.chargeKg,
      hermeticallySealed: serviceObjects.hermeticallySealed,
      leakDetectionSystem: serviceObjects.leakDetectionSystem,
      installationDate: serviceObjects.installationDate,
      decommissionedDate: serviceObjects.decommissionedDate,
      coolingCapacityKw: serviceObjects.coolingCapacityKw,
      category: serviceObjectTypes.code,
    })
    .from(serviceObjects)
    .innerJoin(organisations, eq(organisations.id, serviceObjects.organisationId))
    .leftJoin(serviceObjectTypes, eq(serviceObjectTypes.id, serviceObjects.typeId))
    .where(and(...deviceConditions(selection)));
  const inScope = (
    column: typeof refrigerantLogbookEntries.organisationId | typeof inspections.organisationId,
  ) => (selection === 'all' ? [] : [inArray(column, [...selection])]);
  // In series: the statistics refresh reads these inside a transaction, whose one connection runs
  // one query at a time (node-postgres refuses overlapping queries on a client).
  const logbook = await db
    .select(dutyLogbookColumns)
    .from(refrigerantLogbookEntries)
    .where(dutyLogbookCondition(...inScope(refrigerantLogbookEntries.organisationId)));
  const recorded = await db
    .select({
      serviceObjectId: inspections.serviceObjectId,
      regime: inspections.regime,
      intervalMonths: inspections.intervalMonths,
      lastInspectionDate: inspections.lastInspectionDate,
    })
    .from(inspections)
    .where(and(isNull(inspections.deletedAt), ...inScope(inspections.organisationId)));
  return {
    devices: deviceRows,
    logbook: logbook.map(toDutyEntry),
    inspections: recorded,
  };
}

export interface ChecklistDevice {
  serviceObjectId: string;
  serviceObjectNumber: string;
  serviceObjectName: string;
  organisationId: string;
  organisationName: string;
  location: string | null;
  refrigerant: string | null;
  checklistIntervalMonths: number | null;
  lastChecklistDate: string | null;
  installationDate: string | null;
  decommissionedDate: string | null;
}

/** The selection's in-service devices that have a periodic checklist interval. */
export async function checklistDevices(
  db: Database,
  selection: OrganisationSelection,
): Promise<ChecklistDevice[]> {
  if (selection !== 'all' && selection.length === 0) return [];
  return db
    .select({
      ...deviceColumns,
      checklistIntervalMonths: serviceObjects.checklistIntervalMonths,
      lastChecklistDate: serviceObjects.lastChecklistDate,
      installationDate: serviceObjects.installationDate,
      decommissionedDate: serviceObjects.decommissionedDate,
    })
    .from(serviceObjects)
    .innerJoin(organisations, eq(organisations.id, serviceObjects.organisationId))
    .where(and(...deviceConditions(selection), isNotNull(serviceObjects.checklistIntervalMonths)));
}
