/**
 * Writes to the F-gas logbook (product.md §8, Regulation (EU) 2024/573 Art. 7):
 * `POST /api/serviceobjects/{id}/logbook` (permission `create refrigerant_transactions`) appends one
 * entry with the id the PWA chose, so an entry a technician wrote offline is sent once through the
 * outbox (`Idempotency-Key`) and keeps its id.
 *
 * Guarantees, all in one transaction (`runCommand`):
 * - the entry is appended, never changed: a correction is a new entry whose `correctsEntryId` names an
 *   entry of the same device (the database refuses updates and deletes of entries);
 * - what each kind records is `logbookEntryProblems` of the contract, the rule the PWA's form applies
 *   before queueing; a refusal answers 422 with every field's message;
 * - gas is recorded for the refrigerant the device holds: another refrigerant is refused, except on an
 *   `installed` entry (a first fill or a retrofit), which sets the device's refrigerant;
 * - the device's refrigerant, charge and decommissioning follow the logbook (`deviceFactsFromLogbook`),
 *   written in the same transaction, so no screen or document reads a charge the logbook contradicts;
 * - a device outside the caller's organisations answers 404, like one that does not exist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id, itemEnvelope } from '../../../../src/api/contract/common';
import {
  CreateLogbookEntryBody,
  RefrigerantLogbookEntry,
  logbookEntryProblems,
} from '../../../../src/api/contract/refrigerant';
import { deviceFactsFromLogbook } from '../../../../src/lib/fgas-duties';
import { canonicalRefrigerantCode } from '../../../../src/lib/fgas';
import { runCommand } from '../../commands/run-command';
import { recordToWire } from '../../db/collections';
import { refrigerantLogbookEntries, serviceObjects, workOrders } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { messageFor } from '../../plugins/messages';
import { lockDevice } from '../service-objects/lock-device';
import { dutchDay } from '../../../../src/lib/dutch-day';

const errorResponses = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const logbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/serviceobjects/:id/logbook',
    {
      config: { permission: ['create', 'refrigerant_transactions'] },
      schema: {
        tags: ['serviceobjects'],
        summary:
          'Append an entry to the F-gas logbook of a device (idempotent with an Idempotency-Key header); corrections are new entries',
        params: z.object({ id: Id }),
        body: CreateLogbookEntryBody,
        response: { 201: itemEnvelope(RefrigerantLogbookEntry), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const refuse = (errors: Record<string, Parameters<typeof messageFor>[1]>) =>
        new HttpError(
          422,
          'validationFailed',
          Object.fromEntries(
            Object.entries(errors).map(([field, key]) => [field, [messageFor(request, key)]]),
          ),
        );
      const problems = logbookEntryProblems(body);
      if (Object.keys(problems).length > 0) throw refuse(problems);

      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        const device = await lockDevice(request, tx, request.params.id);
        const named =
          body.refrigerant === undefined ? null : (canonicalRefrigerantCode(body.refrigerant) ?? null);
        if (body.refrigerant !== undefined && named === null)
          throw refuse({ refrigerant: 'unknownRefrigerant' });
        const refrigerant = named ?? device.refrigerant;
        if (refrigerant === null) throw refuse({ refrigerant: 'fieldRequired' });
        if (body.kind !== 'installed' && device.refrigerant !== null && refrigerant !== device.refrigerant) {
          throw refuse({ refrigerant: 'refrigerantMismatch' });
        }
        const logbook = await tx
          .select()
          .from(refrigerantLogbookEntries)
          .where(eq(refrigerantLogbookEntries.serviceObjectId, device.id));
        if (
          body.correctsEntryId !== undefined &&
          !logbook.some((entry) => entry.id === body.correctsEntryId)
        ) {
          throw refuse({ correctsEntryId: 'logbookEntryNotOfDevice' });
        }
        if (body.workOrderId !== undefined) {
          const [workOrder] = await tx
            .select({ id: workOrders.id })
            .from(workOrders)
            .where(
              and(
                eq(workOrders.id, body.workOrderId),
                eq(workOrders.organisationId, device.organisationId),
                isNull(workOrders.deletedAt),
              ),
            );
          if (!workOrder) throw refuse({ workOrderId: 'workOrderNotOfDevice' });
        }

        const [entry] = await tx
          .insert(refrigerantLogbookEntries)
          .values({
            id: body.id,
            organisationId: device.organisationId,
            serviceObjectId: device.id,
            kind: body.kind,
            refrigerant,
            quantityKg: body.quantityKg ?? null,
            reason: body.reason || null,
            gasOrigin: body.gasOrigin ?? null,
            facilityName: body.facilityName || null,
            facilityAddress: body.facilityAddress || null,
            facilityCertificateNumber: body.facilityCertificateNumber || null,
            leakCheckResult: body.leakCheckResult ?? null,
            leakLocation: body.leakLocation || null,
            repairResult: body.repairResult ?? null,
            detectionSystemResult: body.detectionSystemResult ?? null,
            recoveryDestination: body.recoveryDestination ?? null,
            disposalMeasures: body.disposalMeasures || null,
            technicianName: body.technicianName,
            technicianCertificateNumber: body.technicianCertificateNumber,
            companyName: body.companyName,
            companyCertificateNumber: body.companyCertificateNumber,
            performedAt: new Date(body.performedAt),
            workOrderId: body.workOrderId ?? null,
            correctsEntryId: body.correctsEntryId ?? null,
            notes: body.notes || null,
            recordedByUserId: auth.user.id,
          })
          .onConflictDoNothing({ target: refrigerantLogbookEntries.id })
          .returning();
        if (!entry) throw new HttpError(409, 'recordIdTaken');
        changed({
          collection: 'refrigerantLogbookEntries',
          organisationId: entry.organisationId,
          id: entry.id,
        });

        const facts = deviceFactsFromLogbook(
          [...logbook, entry].map((row) => ({ ...row, performedAt: row.performedAt.toISOString() })),
        );
        const changes: Partial<typeof serviceObjects.$inferInsert> = {};
        if (facts.refrigerant !== null && facts.refrigerant !== device.refrigerant)
          changes.refrigerant = facts.refrigerant;
        if (facts.chargeKg !== null && facts.chargeKg !== device.chargeKg) changes.chargeKg = facts.chargeKg;
        if (facts.decommissionedDate !== device.decommissionedDate && facts.decommissionedDate !== null) {
          changes.decommissionedDate = facts.decommissionedDate;
        }
        if (device.installationDate === null && body.kind === 'installed') {
          changes.installationDate = dutchDay(body.performedAt);
        }
        if (Object.keys(changes).length > 0) {
          await tx
            .update(serviceObjects)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(serviceObjects.id, device.id));
          changed({ collection: 'serviceObjects', organisationId: device.organisationId, id: device.id });
        }
        return {
          status: 201 as const,
          body: { data: recordToWire<RefrigerantLogbookEntry>('refrigerantLogbookEntries', entry) },
        };
      });
      return reply.code(201).send(result.body);
    },
  );
};

export default logbookRoutes;
