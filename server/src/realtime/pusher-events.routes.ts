/**
 * `POST /apps/:appId/events`: the Pusher HTTP API's trigger endpoint on the embedded realtime server,
 * so the official `pusher` SDK (and any tool speaking that API) can publish to the embedded sockets.
 * It is public for the app's bearer-token auth because it has its own: the SDK's HMAC signature with
 * the realtime secret (a bad or stale signature answers 401). Hidden from the OpenAPI document: it is
 * Pusher's API, not ours.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../plugins/http-error';
import type { EmbeddedPusherServer } from './embedded-pusher';
import { isValidPusherSignature } from './pusher-signature';
import { FanoutMessageTooLarge } from './realtime-fanout';

/** Pusher's limits: event name 200 characters, data 10 KB, 100 channels per call. */
const TriggerBody = z.object({
  name: z.string().min(1).max(200),
  data: z.string().max(10 * 1024),
  channels: z.array(z.string().min(1).max(164)).min(1).max(100).optional(),
  channel: z.string().min(1).max(164).optional(),
  socket_id: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
  info: z.string().optional(),
});

export interface PusherEventsRoutesOptions {
  server: EmbeddedPusherServer;
}

export default async function pusherEventsRoutes(app: FastifyInstance, options: PusherEventsRoutesOptions) {
  const { server } = options;
  // The signature covers the exact body bytes (body_md5), so this scope keeps JSON bodies as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/apps/:appId/events',
    { config: { public: true }, schema: { hide: true } as object },
    async (request, reply) => {
      const { appId } = request.params as { appId: string };
      const body = typeof request.body === 'string' ? request.body : '';
      const signed = {
        method: 'POST',
        path: `/apps/${appId}/events`,
        query: request.query as Record<string, unknown>,
        body,
      };
      if (appId !== server.appId || !isValidPusherSignature(signed, server)) {
        throw new HttpError(401, 'unauthenticated');
      }
      let parsed: z.infer<typeof TriggerBody>;
      try {
        parsed = TriggerBody.parse(JSON.parse(body));
      } catch {
        throw new HttpError(400, 'badRequest');
      }
      const channels = parsed.channels ?? (parsed.channel === undefined ? [] : [parsed.channel]);
      if (channels.length === 0) throw new HttpError(400, 'badRequest');
      try {
        await server.broadcast({
          channels,
          event: parsed.name,
          data: parsed.data,
          exceptSocketId: parsed.socket_id,
        });
      } catch (error) {
        // Only what the other API processes cannot be sent is refused; a lost hand-over is logged.
        if (error instanceof FanoutMessageTooLarge) throw new HttpError(413, 'bodyTooLarge');
        request.log.warn({ err: error }, 'realtime event not handed to the other processes');
      }
      return reply.code(200).send({});
    },
  );
}
