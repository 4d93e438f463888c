/**
 * The personal calendar feed: a secret URL a calendar app subscribes to, without signing in.
 * - `GET /api/profile/calendar-feed`: whether the caller has a feed on;
 * - `POST /api/profile/calendar-feed`: a new secret, replacing (so revoking) any earlier one; the
 *   answer carries the full URL `{PUBLIC_URL}/api/calendar/{secret}.ics`, once: the server keeps
 *   only the secret's SHA-256, so the URL cannot be shown again, only replaced;
 * - `DELETE /api/profile/calendar-feed`: revokes it (204);
 * - `GET /api/calendar/{secret}.ics` (public): the owner's appointments from 30 days back to a year
 *   ahead, a customer's of their organisations and a staff technician's their own. An unknown,
 *   revoked or malformed secret, an inactive owner and an owner without `view agenda` all answer the
 *   same 404. Every request counts against the client address (60 a minute, counters in the
 *   database), so secrets cannot be probed in bulk.
 * The profile routes need `view agenda`: a feed is of no use without it.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedStatus, CreatedCalendarFeed } from '../../../../src/api/contract/appointments';
import { ErrorBody, itemEnvelope } from '../../../../src/api/contract/common';
import { defineAbilitiesFor } from '../../../../src/permissions/app-ability';
import type { AuthContext } from '../../auth/auth-context';
import { generateToken, hashToken } from '../../auth/tokens';
import { effectivePermissions } from '../../auth/user-profile.repository';
import { sendFile } from '../../files/send-file';
import { HttpError } from '../../plugins/http-error';
import { organisationScopeFor } from '../../plugins/organisation-scope';
import { databaseRateLimitStore } from '../public/database-rate-limit-store';
import { feedAppointments, findFeedOwner, hasCalendarFeed, setCalendarFeedHash } from './agenda.repository';
import { appointmentEvent } from './appointment-event';
import { buildCalendar } from './ical-calendar';

/** Requests per client address and window: calendar apps poll a feed every few minutes at most. */
export const calendarFeedRateLimit = { max: 60, timeWindowMs: 60_000 } as const;

/** The feed file name: a secret from `generateToken()` (43 base64url characters) and `.ics`. */
const feedFilePattern = /^([A-Za-z0-9_-]{43})\.ics$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feed's window around `now`: 30 days back, a year ahead. */
export function feedPeriod(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - 30 * DAY_MS), to: new Date(now.getTime() + 365 * DAY_MS) };
}

function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'unauthenticated');
  return request.auth;
}

const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this plugin: it adds its hook only to the routes below that ask for it.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'tooManyRequests', undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });

  const profileRoute = {
    config: { permission: ['view', 'agenda'] as const },
    tags: ['profile'],
  };

  app.get(
    '/api/profile/calendar-feed',
    {
      config: profileRoute.config,
      schema: {
        tags: profileRoute.tags,
        summary: 'Whether your personal calendar feed is on',
        response: { 200: itemEnvelope(CalendarFeedStatus), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ data: { isActive: await hasCalendarFeed(app.db, callerOf(request).user.id) } }),
  );

  app.post(
    '/api/profile/calendar-feed',
    {
      config: profileRoute.config,
      schema: {
        tags: profileRoute.tags,
        summary: 'Create or replace your personal calendar feed; answers its URL once',
        response: { 200: itemEnvelope(CreatedCalendarFeed), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const secret = generateToken();
      if (!(await setCalendarFeedHash(app.db, user.id, hashToken(secret)))) {
        throw new HttpError(401, 'unauthenticated');
      }
      return { data: { isActive: true as const, url: `${app.env.PUBLIC_URL}/api/calendar/${secret}.ics` } };
    },
  );

  app.delete(
    '/api/profile/calendar-feed',
    {
      config: profileRoute.config,
      schema: {
        tags: profileRoute.tags,
        summary: 'Revoke your personal calendar feed',
        response: { 204: z.null(), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      await setCalendarFeedHash(app.db, callerOf(request).user.id, null);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      config: {
        public: true,
        rateLimit: {
          max: calendarFeedRateLimit.max,
          timeWindow: calendarFeedRateLimit.timeWindowMs,
          keyGenerator: (request) => `calendar-feed:ip:${request.ip}`,
        },
      },
      schema: {
        tags: ['appointments'],
        summary: "A user's personal calendar feed (iCalendar), by its secret URL",
        params: z.strictObject({ file: z.string().max(200) }),
        response: {
          200: { description: 'The iCalendar feed', content: { 'text/calendar': { schema: z.string() } } },
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const secret = feedFilePattern.exec(request.params.file)?.[1];
      if (!secret) throw new HttpError(404, 'notFound');
      const owner = await findFeedOwner(app.db, hashToken(secret));
      if (!owner) throw new HttpError(404, 'notFound');
      const permissions =
        owner.accessLevel === 'superadmin' ? [] : await effectivePermissions(app.db, owner.id, owner.roleId);
      const abilities = defineAbilitiesFor({ accessLevel: owner.accessLevel, permissions });
      if (!abilities.can('view', 'agenda')) throw new HttpError(404, 'notFound');

      const now = new Date();
      const scope = await organisationScopeFor(app.db, owner);
      const found = await feedAppointments(app.db, owner, scope, feedPeriod(now));
      const body = buildCalendar({
        name:
          owner.locale === 'en'
            ? `Koelservice appointments – ${owner.name}`
            : `Koelservice agenda – ${owner.name}`,
        events: found.map((appointment) => appointmentEvent(appointment, owner.locale, app.env.PUBLIC_URL)),
        stamp: now,
      });
      return sendFile(reply, {
        body: new TextEncoder().encode(body),
        contentType: 'text/calendar; charset=utf-8',
        fileName: 'agenda.ics',
        disposition: 'inline',
      });
    },
  );
};

export default calendarFeedRoutes;
