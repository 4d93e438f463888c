/**
 * The agenda's reads beyond the generic collection routes:
 * - `GET /api/organizations/appointments-internal`: every technician's appointments, for the service
 *   company's staff only (`staffOnly`: customers get 403 whatever their permissions); the same paging
 *   (20 per page), filters and incremental sync as the `appointments` collection;
 * - `GET /api/appointments/{id}/ics`: one appointment as an iCalendar file to add to a calendar app;
 *   an appointment outside the caller's organisations answers 404, as if it did not exist.
 * Both need `view agenda`, checked by the auth plugin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Appointment, AppointmentListQuery } from '../../../../src/api/contract/appointments';
import { ErrorBody, listEnvelope, syncEnvelope } from '../../../../src/api/contract/common';
import { collectionByName } from '../../db/collections';
import { sendFile } from '../../files/send-file';
import { HttpError } from '../../plugins/http-error';
import { localeFromAcceptLanguage } from '../../plugins/messages';
import { listCollection, pageSize, syncCollection } from '../collections/collection-reads';
import { findCalendarAppointment } from './agenda.repository';
import { appointmentEvent } from './appointment-event';
import { buildCalendar } from './ical-calendar';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const appointmentsCollection = collectionByName('appointments');
if (!appointmentsCollection) throw new Error('the appointments collection is not registered');

const AppointmentPage = z.union([listEnvelope(Appointment), syncEnvelope(Appointment)]);
/** The registry's `toWire` of appointments answers `Appointment`; the response schema checks it again. */
type AppointmentPage = z.infer<typeof AppointmentPage>;

/** A file name without characters calendar apps or file systems trip over. */
function icsFileName(title: string): string {
  const base = title
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base === '' ? 'afspraak' : base}.ics`;
}

const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/appointments-internal',
    {
      config: { permission: ['view', 'agenda'], staffOnly: true },
      schema: {
        tags: ['appointments'],
        summary: "Every technician's appointments (staff only), 20 per page",
        querystring: AppointmentListQuery,
        response: {
          200: AppointmentPage,
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const { query } = request;
      const scope = await request.organisationScope();
      const listRequest = {
        page: query.page,
        perPage: pageSize(appointmentsCollection, query),
        query: query as Record<string, unknown>,
      };
      const page =
        query.updatedSince === undefined
          ? await listCollection(app.db, appointmentsCollection, scope, listRequest)
          : await syncCollection(app.db, appointmentsCollection, scope, listRequest, query.updatedSince);
      return page as AppointmentPage;
    },
  );

  app.get(
    '/api/appointments/:id/ics',
    {
      config: { permission: ['view', 'agenda'] },
      schema: {
        tags: ['appointments'],
        summary: 'One appointment as an iCalendar (.ics) file',
        params: z.strictObject({ id: z.string() }),
        response: {
          200: { description: 'The iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!uuidPattern.test(id)) throw new HttpError(404, 'notFound');
      const appointment = await findCalendarAppointment(app.db, await request.organisationScope(), id);
      if (!appointment) throw new HttpError(404, 'notFound');
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const body = buildCalendar({
        events: [appointmentEvent(appointment, locale, app.env.PUBLIC_URL)],
        stamp: new Date(),
      });
      return sendFile(reply, {
        body: new TextEncoder().encode(body),
        contentType: 'text/calendar; charset=utf-8',
        fileName: icsFileName(appointment.title),
      });
    },
  );
};

export default agendaRoutes;
