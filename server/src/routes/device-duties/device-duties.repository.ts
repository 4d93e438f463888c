/**
 * Reads what the device duty lists (legal supervision, mandatory checklist) need: the statutory
 * inspections and the checklist dates of the live, not decommissioned devices of a set of
 * organisations, with the device and organisation fields the lists show. Statuses and due dates are
 * not computed here: the routes apply the shared rules of src/lib/due-dates.ts, as the PWA does offline.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InspectionRegime } from '../../../../src/api/contract/service-objects';
import { queryRows, type Database } from '../../db/client';
import { inspections, organisations, serviceObjects } from '../../db/schema/index';

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

export interface SupervisedInspection {
  id: string;
  serviceObjectId: string;
  serviceObjectNumber: string;
  serviceObjectName: string;
  organisationId: string;
  organisationName: string;
  location: string | null;
  refrigerant: string | null;
  regime: InspectionRegime;
  intervalMonths: number;
  lastInspectionDate: string | null;
  nextDueDate: string;
}

/** The live inspections of the selection's devices, narrowed to `regimes` when given. */
export async function supervisedInspections(
  db: Database,
  selection: OrganisationSelection,
  regimes: readonly InspectionRegime[] | undefined,
): Promise<SupervisedInspection[]> {
  if (selection !== 'all' && selection.length === 0) return [];
  return db
    .select({
      id: inspections.id,
      ...deviceColumns,
      regime: inspections.regime,
      intervalMonths: inspections.intervalMonths,
      lastInspectionDate: inspections.lastInspectionDate,
      nextDueDate: inspections.nextDueDate,
    })
    .from(inspections)
    .innerJoin(serviceObjects, eq(serviceObjects.id, inspections.serviceObjectId))
    .innerJoin(organisations, eq(organisations.id, serviceObjects.organisationId))
    .where(
      and(
        isNull(inspections.deletedAt),
        ...deviceConditions(selection),
        ...(regimes ? [inArray(inspections.regime, [...regimes])] : []),
      ),
    );
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
