/**
 * `GET /api/public/serviceobjects/{publicId}`: what the QR sticker on a device tells anyone who
 * scans it, without signing in (product.md §8: the logbook duty must be visible at the equipment).
 *
 * Guarantees:
 * - public by its route config (`public: true`), never by URL prefix;
 * - answers only the closed list of `PublicServiceObject` (number, name, type, location, refrigerant,
 *   charge, CO2-eq, last and next leak check with status, the service company's name and phone):
 *   never the internal id, the organisation or the logbook;
 * - an unknown, malformed or deleted public id answers 404, the same answer in every case;
 * - every request counts against its client address (60 a minute, counters in the database, so
 *   every API process agrees); beyond that it answers 429 with `Retry-After`, so the ids cannot be
 *   probed in bulk.
 */
import rateLimit from '@fastify/rate-limit';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, itemEnvelope } from '../../../../src/api/contract/common';
import { PublicServiceObject } from '../../../../src/api/contract/public-service-object';
import { todayDate } from '../../../../src/lib/due-dates';
import { refrigerantCo2eq } from '../../../../src/lib/fgas';
import { refrigerantLogbookEntries } from '../../db/schema/refrigerant';
import { inspections, serviceObjects, serviceObjectTypes } from '../../db/schema/service-objects';
import { HttpError } from '../../plugins/http-error';
import { SERVICE_COMPANY } from '../../../../src/lib/service-company';
import { databaseRateLimitStore } from './database-rate-limit-store';
import { dutyLogbookColumns, dutyLogbookCondition, toDutyEntry } from '../device-duties/duty-logbook';
import { publicLeakCheck } from './public-leak-check';

/** Requests per client address and window; a technician scans a handful, a prober thousands. */
export const publicDeviceRateLimit = { max: 60, timeWindowMs: 60_000 } as const;

/** The shape of the public ids the seed and the back office issue; anything else cannot exist. */
const publicIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

const publicServiceObjectRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this plugin: it adds its hook only to the routes below that ask for it.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'tooManyRequests', undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });

  app.get(
    '/api/public/serviceobjects/:publicId',
    {
      config: {
        public: true,
        rateLimit: {
          max: publicDeviceRateLimit.max,
          timeWindow: publicDeviceRateLimit.timeWindowMs,
          keyGenerator: (request) => `public-device:ip:${request.ip}`,
        },
      },
      schema: {
        tags: ['serviceobjects'],
        summary: 'What the QR sticker of a device shows, without signing in',
        params: z.strictObject({ publicId: z.string().max(200) }),
        response: { 200: itemEnvelope(PublicServiceObject), 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { publicId } = request.params;
      if (!publicIdPattern.test(publicId)) throw new HttpError(404, 'notFound');
      const [device] = await app.db
        .select({
          id: serviceObjects.id,
          number: serviceObjects.number,
          name: serviceObjects.name,
          location: serviceObjects.location,
          room: serviceObjects.room,
          refrigerant: serviceObjects.refrigerant,
          chargeKg: serviceObjects.chargeKg,
          hermeticallySealed: serviceObjects.hermeticallySealed,
          leakDetectionSystem: serviceObjects.leakDetectionSystem,
          installationDate: serviceObjects.installationDate,
          decommissionedDate: serviceObjects.decommissionedDate,
          coolingCapacityKw: serviceObjects.coolingCapacityKw,
          category: serviceObjectTypes.code,
          typeNameNl: serviceObjectTypes.nameNl,
          typeNameEn: serviceObjectTypes.nameEn,
        })
        .from(serviceObjects)
        .leftJoin(serviceObjectTypes, eq(serviceObjectTypes.id, serviceObjects.typeId))
        .where(and(eq(serviceObjects.publicId, publicId), isNull(serviceObjects.deletedAt)))
        .limit(1);
      if (!device) throw new HttpError(404, 'notFound');

      const [logbook, recorded] = await Promise.all([
        app.db
          .select(dutyLogbookColumns)
          .from(refrigerantLogbookEntries)
          .where(dutyLogbookCondition(eq(refrigerantLogbookEntries.serviceObjectId, device.id))),
        app.db
          .select({
            regime: inspections.regime,
            intervalMonths: inspections.intervalMonths,
            lastInspectionDate: inspections.lastInspectionDate,
          })
          .from(inspections)
          .where(and(eq(inspections.serviceObjectId, device.id), isNull(inspections.deletedAt))),
      ]);

      const leakCheck = publicLeakCheck(device, logbook.map(toDutyEntry), recorded, todayDate());
      const location = [device.location, device.room].filter(Boolean).join(' · ');
      const data: PublicServiceObject = {
        publicId,
        number: device.number,
        name: device.name,
        typeNameNl: device.typeNameNl,
        typeNameEn: device.typeNameEn,
        location: location === '' ? null : location,
        refrigerant: device.refrigerant,
        chargeKg: device.chargeKg,
        co2EqTonnes:
          device.refrigerant !== null && device.chargeKg !== null
            ? refrigerantCo2eq(device.refrigerant, device.chargeKg)
            : null,
        ...leakCheck,
        serviceCompany: { name: SERVICE_COMPANY.name, phone: SERVICE_COMPANY.phone },
      };
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};

export default publicServiceObjectRoutes;
