/**
 * The realtime routes the PWA calls:
 * - `GET /api/realtime/config` (public): how pusher-js connects, the channel prefix and where to
 *   authorize channels; never the secret.
 * - `POST /api/realtime/auth` (signed-in users): Pusher's channel authorization. It signs
 *   `socket_id:channel_name` with the realtime secret only for a channel `mayJoinRealtimeChannel`
 *   grants from the caller's organisation scope, and answers 403 `channelNotAllowed` for any other
 *   name (another organisation's, the staff channel for a customer, a malformed one). It only signs,
 *   so it works the same for the embedded server and an external Pusher service.
 * pusher-js posts the authorization form-encoded; this scope parses that (small bodies only) into
 * the same declared body as JSON.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../src/api/contract/common';
import {
  RealtimeAuthBody,
  RealtimeAuthResponse,
  RealtimeConfigResponse,
  realtimeAuthPath,
  type RealtimeConfig,
} from '../../../src/api/contract/realtime';
import { HttpError } from '../plugins/http-error';
import { channelAuthorization } from './pusher-signature';
import { mayJoinRealtimeChannel } from './realtime-channels';

export interface RealtimeRoutesOptions {
  clientConfig: RealtimeConfig;
  credentials: { key: string; secret: string };
}

/** An authorization form is two short fields; anything larger is not one. */
const formBodyLimit = 2 * 1024;

/**
 * A form body as an object of strings; a field given twice becomes an array, which the declared
 * body refuses (422), so no two readers can disagree about which value counts.
 */
function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return fields;
}

const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (app, options) => {
  const { clientConfig, credentials } = options;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, parseForm(typeof body === 'string' ? body : body.toString())),
  );

  app.get(
    '/api/realtime/config',
    {
      config: { public: true },
      schema: {
        tags: ['realtime'],
        summary: 'How pusher-js connects to the realtime change hints',
        response: { 200: RealtimeConfigResponse },
      },
    },
    async () => ({ data: clientConfig }),
  );

  app.post(
    realtimeAuthPath,
    {
      schema: {
        tags: ['realtime'],
        summary: 'Authorize a pusher-js socket for one private hint channel the user may see',
        body: RealtimeAuthBody,
        response: { 200: RealtimeAuthResponse, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { socket_id: socketId, channel_name: channelName } = request.body;
      if (!mayJoinRealtimeChannel(await request.organisationScope(), channelName))
        throw new HttpError(403, 'channelNotAllowed');
      // The authorization is a credential for one socket: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      return { auth: channelAuthorization(credentials, socketId, channelName) };
    },
  );
};

export default realtimeRoutes;
