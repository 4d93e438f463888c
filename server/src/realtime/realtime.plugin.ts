/**
 * Realtime in one plugin: decorates `app.realtime` (the publisher every command uses) and serves
 * `GET /api/realtime/config`, which tells the PWA how to connect pusher-js, and
 * `POST /api/realtime/auth`, which authorizes a socket for the private hint channels the user may
 * see (realtime.routes.ts), signed with the same secret the realtime service checks.
 * - An injected publisher (tests) is used as is, with no websocket.
 * - External mode (PUSHER_* set) publishes through the official SDK and serves no websocket.
 * - Embedded mode (default) serves the Pusher protocol on this server's `/app/:key` and the signed
 *   trigger endpoint `POST /apps/:appId/events`; its sockets are closed before the HTTP server
 *   closes, so a graceful shutdown never waits on an open websocket. It reaches the sockets of the
 *   other API processes through Redis (REDIS_URL) or PostgreSQL NOTIFY (realtime-fanout.ts).
 * Whatever the publisher, a hint names at most `maxIdsPerHint` ids: a larger change is sent as several
 * hints, so every hint fits Pusher's 10 KB event limit and a NOTIFY payload.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { EmbeddedPusherServer } from './embedded-pusher';
import pusherEventsRoutes from './pusher-events.routes';
import { PusherSdkPublisher } from './pusher-sdk-publisher';
import { startRealtimeFanout } from './realtime-fanout';
import { inBatches, type RealtimePublisher } from './realtime-publisher';
import realtimeRoutes from './realtime.routes';
import { clientRealtimeConfig, realtimeSettings } from './realtime-settings';

export interface RealtimePluginOptions {
  env: Env;
  /** A publisher to use instead of the configured one (tests). */
  publisher?: RealtimePublisher;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded Pusher-protocol server, when this process runs one. */
    embeddedRealtime: EmbeddedPusherServer | null;
  }
}

async function realtimePlugin(app: FastifyInstance, options: RealtimePluginOptions) {
  const settings = realtimeSettings(options.env);
  let embedded: EmbeddedPusherServer | null = null;
  let publisher: RealtimePublisher;
  if (options.publisher) publisher = options.publisher;
  else if (settings.mode === 'external') publisher = new PusherSdkPublisher(settings);
  else {
    embedded = new EmbeddedPusherServer({
      appId: settings.appId,
      key: settings.key,
      secret: settings.secret,
      onError: (error, message) => app.log.warn({ err: error }, message),
    });
    embedded.attach(app.server);
    const fanout = await startRealtimeFanout(options.env.REDIS_URL, app.database, {
      secret: settings.secret,
      deliver: (message) => embedded?.deliver(message),
      onError: (error, message) => app.log.warn({ err: error }, message),
    });
    embedded.useFanout(fanout);
    if (fanout) {
      app.log.info({ fanout: fanout.kind }, 'realtime hints reach the other API processes');
      if (options.env.REALTIME_SECRET === undefined)
        app.log.info(
          'REALTIME_SECRET is unset: channel authorizations signed here hold on this process only; give every API process the same one',
        );
      app.addHook('onClose', async () => fanout.close());
    }
    publisher = embedded;
  }
  app.decorate('realtime', inBatches(publisher));
  app.decorate('embeddedRealtime', embedded);

  if (embedded) {
    const server = embedded;
    await app.register(pusherEventsRoutes, { server });
    app.addHook('preClose', async () => server.close());
  }

  await app.register(realtimeRoutes, {
    clientConfig: clientRealtimeConfig(settings),
    credentials: { key: settings.key, secret: settings.secret },
  });
}

export default fp(realtimePlugin, {
  name: 'realtime',
  fastify: '5.x',
  dependencies: ['auth', 'scoping'],
});
