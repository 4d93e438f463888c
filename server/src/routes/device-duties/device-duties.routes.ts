/**
 * The device duty lists (product.md §8, seed-spec §7):
 * - `GET /api/serviceobjects/legal-supervisions?organizationId&status[]&regime[]&page&perPage`
 *   (`view legal_supervision`): one row per statutory duty (F-gas leak check, leak repair and re-check,
 *   leak detection system, EPBD air-conditioning, pressure equipment) with its status today;
 * - `GET /api/serviceobjects/mandatory-checklist?organizationId&page&perPage`
 *   (`view mandatory_checklist`): the devices whose periodic checklist is due soon or overdue.
 *
 * Guarantees:
 * - due dates come from the duty engine the PWA runs offline (src/lib/fgas-duties.ts via
 *   src/lib/legal-supervision.ts, statuses against today's UTC date), over the devices' facts, logbooks
 *   and recorded inspections; rows are ordered as its screens order them (soonest due first, then
 *   device number in natural order), so the server and an offline phone show the same list on the
 *   same day; nothing due is stored, so the rows are computed in memory per request from a few indexed
 *   reads bounded by the devices in scope;
 * - only live devices that are not decommissioned, of organisations that are not deleted, count;
 * - the caller sees only their organisations: an `organizationId` outside them answers 403 (the
 *   scoping hook), and it narrows the list to that organisation and its descendants;
 * - these static paths win over `serviceobjects/:id` of the collection routes (Fastify prefers static
 *   segments), so they never reach the device read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, listEnvelope, type Pagination } from '../../../../src/api/contract/common';
import {
  LegalSupervisionItem,
  LegalSupervisionListQuery,
  MandatoryChecklistItem,
  MandatoryChecklistListQuery,
} from '../../../../src/api/contract/service-objects';
import { checklistDueDate, dueStatus, todayDate } from '../../../../src/lib/due-dates';
import { compareNatural } from '../../../../src/lib/natural-order';
import type { OrganisationScope } from '../../plugins/scoping.plugin';
import type { Database } from '../../db/client';
import { maxPerPage } from '../collections/collection-reads';
import { byDevice, supervisionDuties } from '../../../../src/lib/legal-supervision';
import {
  checklistDevices,
  organisationSubtree,
  supervisionInputs,
  type OrganisationSelection,
} from './device-duties.repository';

/** Default page size of both lists (product.md §3). */
const defaultPerPage = 15;

/**
 * The organisations a list covers: the named organisation and its descendants, else everything the
 * caller may see; always inside the scope (the scoping hook already refused a foreign organisation).
 */
async function selectionFor(
  db: Database,
  scope: OrganisationScope,
  organisationId: string | undefined,
): Promise<OrganisationSelection> {
  if (organisationId === undefined) return scope.kind === 'all' ? 'all' : [...scope.ids];
  const subtree = await organisationSubtree(db, organisationId);
  return scope.kind === 'all' ? subtree : subtree.filter((id) => scope.ids.has(id));
}

/** One page of already ordered rows, with the pagination meta of product.md §3. */
function page<T>(rows: readonly T[], query: { page: number; perPage?: number; limit?: number }) {
  const perPage = Math.min(query.perPage ?? query.limit ?? defaultPerPage, maxPerPage);
  const pagination: Pagination = {
    page: query.page,
    perPage,
    total: rows.length,
    totalPages: Math.ceil(rows.length / perPage),
  };
  const start = (query.page - 1) * perPage;
  return { data: rows.slice(start, start + perPage), meta: { pagination } };
}

/** Soonest due first, then device number in natural order; the id keeps pages stable. */
function byDueDate<T extends { id: string; serviceObjectNumber: string }>(
  dueDate: (row: T) => string,
): (a: T, b: T) => number {
  return (a, b) =>
    dueDate(a).localeCompare(dueDate(b)) ||
    compareNatural(a.serviceObjectNumber, b.serviceObjectNumber) ||
    a.id.localeCompare(b.id);
}

const deviceDutyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/serviceobjects/legal-supervisions',
    {
      config: { permission: ['view', 'legal_supervision'] },
      schema: {
        tags: ['serviceObjects'],
        summary: 'Devices under statutory inspection, one row per inspection, with its status today',
        querystring: LegalSupervisionListQuery,
        response: {
          200: listEnvelope(LegalSupervisionItem),
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const selection = await selectionFor(
        app.db,
        await request.organisationScope(),
        query.organizationId ?? query.organizationid,
      );
      const { devices, logbook, inspections } = await supervisionInputs(app.db, selection);
      const rows = supervisionDuties(devices, byDevice(logbook), byDevice(inspections), todayDate(), {
        statuses: query.status ? new Set(query.status) : null,
        kinds: query.regime ? new Set(query.regime) : null,
      });
      return page(
        rows.map(({ id, device, duty, status }): LegalSupervisionItem => ({
          id,
          serviceObjectId: device.id,
          serviceObjectNumber: device.number,
          serviceObjectName: device.name,
          organisationId: device.organisationId,
          organisationName: device.organisationName,
          location: device.location,
          refrigerant: device.refrigerant,
          regime: duty.kind,
          intervalMonths: duty.intervalMonths,
          lastInspectionDate: duty.lastDate,
          nextDueDate: duty.dueDate,
          notBefore: duty.notBefore,
          status,
          legalSource: duty.source,
        })),
        query,
      );
    },
  );

  app.get(
    '/api/serviceobjects/mandatory-checklist',
    {
      config: { permission: ['view', 'mandatory_checklist'] },
      schema: {
        tags: ['serviceObjects'],
        summary: 'Devices whose periodic checklist is due within 30 days or overdue',
        querystring: MandatoryChecklistListQuery,
        response: {
          200: listEnvelope(MandatoryChecklistItem),
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const selection = await selectionFor(
        app.db,
        await request.organisationScope(),
        query.organizationId ?? query.organizationid,
      );
      const today = todayDate();
      const rows: MandatoryChecklistItem[] = [];
      for (const device of await checklistDevices(app.db, selection)) {
        const dueDate = checklistDueDate(device);
        if (dueDate === null || device.checklistIntervalMonths === null) continue;
        const status = dueStatus(dueDate, today);
        if (status === 'ok') continue;
        rows.push({
          id: device.serviceObjectId,
          serviceObjectId: device.serviceObjectId,
          serviceObjectNumber: device.serviceObjectNumber,
          serviceObjectName: device.serviceObjectName,
          organisationId: device.organisationId,
          organisationName: device.organisationName,
          location: device.location,
          refrigerant: device.refrigerant,
          checklistIntervalMonths: device.checklistIntervalMonths,
          lastChecklistDate: device.lastChecklistDate,
          dueDate,
          status,
        });
      }
      return page(rows.sort(byDueDate((row) => row.dueDate)), query);
    },
  );
};

export default deviceDutyRoutes;
