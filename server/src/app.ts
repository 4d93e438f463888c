/**
 * The composition root of the API server: `buildApp` assembles Fastify from its dependencies in one
 * place, and nothing else registers plugins at the top level. It neither listens nor opens the
 * database: main.ts and the test harness do that, so tests call `app.inject()` on the same app.
 *
 * The order matters:
 * 1. external plugins first: security headers must wrap every answer, and @fastify/swagger must be
 *    registered before any route so it sees them all;
 * 2. then the app's own plugins: the error handler (so everything after it answers errors in one
 *    format), authentication (every route private unless flagged `public: true`), organisation
 *    scoping (which needs the authenticated user), realtime (`app.realtime`, the embedded Pusher
 *    server or the SDK), the idempotency purge, which commands rely on, and the statistics refresh
 *    (stale dashboard figures recomputed on a timer);
 * 3. then one route plugin per area, which rely on all of the above;
 * 4. last the static PWA, whose wildcard route must not shadow any API route.
 */
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedAccessReads } from './auth/access-reads';
import idempotencyPurgePlugin from './commands/idempotency-purge.plugin';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { FileStore } from './files/file-store';
import authPlugin from './plugins/auth.plugin';
import errorHandlerPlugin from './plugins/error-handler.plugin';
import { messageFor } from './plugins/messages';
import { inputRulesValidatorCompiler, parseQueryString } from './plugins/input-rules';
import openApiPlugin from './plugins/openapi.plugin';
import overloadPlugin from './plugins/overload.plugin';
import scopingPlugin from './plugins/scoping.plugin';
import securityHeadersPlugin from './plugins/security-headers.plugin';
import staticFilesPlugin, { hasBuiltPwa, spaShellFallback } from './plugins/static-files.plugin';
import { compileWireSerializer } from './plugins/wire-serializer';
import accountRoutes from './routes/auth/account.routes';
import authRoutes from './routes/auth/auth.routes';
import collectionRoutes from './routes/collections/collections.routes';
import devMailRoutes from './routes/dev/dev-mail.routes';
import fileRoutes from './routes/files/files.routes';
import healthRoutes from './routes/health/health.routes';
import profileRoutes from './routes/profile/profile.routes';
import taskRoutes from './routes/tasks/tasks.routes';
import taskReadRoutes from './routes/tasks/task-reads.routes';
import timelineRoutes from './routes/timeline/timeline.routes';
import synchronizationRoutes from './routes/synchronization/synchronization.routes';
import orderDeviceRoutes from './routes/orders/order-devices.routes';
import offerRoutes from './routes/offers/offers.routes';
import reportRoutes from './routes/reports/reports.routes';
import messageAttachmentRoutes from './routes/uploads/message-attachments.routes';
import serviceObjectRoutes from './routes/service-objects/service-objects.routes';
import documentRoutes from './routes/documents/documents.routes';
import usersRolesRoutes from './routes/users-roles/users-roles.routes';
import publicServiceObjectRoutes from './routes/public/public-service-objects.routes';
import qrStickerRoutes from './routes/qr-stickers/qr-stickers.routes';
import deviceDutyRoutes from './routes/device-duties/device-duties.routes';
import logbookRoutes from './routes/logbook/logbook.routes';
import agendaRoutes from './routes/agenda/agenda.routes';
import calendarFeedRoutes from './routes/agenda/calendar-feed.routes';
import type { RealtimePublisher } from './realtime/realtime-publisher';
import realtimePlugin from './realtime/realtime.plugin';
import statisticsRefreshPlugin from './statistics/statistics-refresh.plugin';
import statisticsRoutes from './routes/statistics/statistics.routes';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  files: FileStore;
  /** A pino logger to use; by default one is built at `env.LOG_LEVEL` (JSON lines). */
  logger?: FastifyBaseLogger;
  /** Where change hints go; by default the configured realtime service (embedded or PUSHER_*). */
  realtime?: RealtimePublisher;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
    files: FileStore;
  }
}

/** JSON bodies are small; uploads (multipart) set their own limits per route. */
const jsonBodyLimit = 1024 * 1024;

/**
 * Errors the router raises before any route runs (a malformed percent-encoding in the path, a path
 * parameter over the length limit) answer in the app's own error format, localized, never Fastify's
 * default body, which echoes the URL and names framework internals.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: messageFor(request, 'badRequest') });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database, files } = deps;
  const options = {
    bodyLimit: jsonBodyLimit,
    trustProxy: env.TRUST_PROXY ?? false,
    routerOptions: { querystringParser: parseQueryString },
    frameworkErrors,
  } satisfies FastifyServerOptions;
  const base = deps.logger
    ? Fastify({ loggerInstance: deps.logger, ...options })
    : Fastify({ logger: { level: env.LOG_LEVEL }, ...options });
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Every schema-validated input obeys the input rules (text without U+0000, bounded queries) first.
  app.setValidatorCompiler(inputRulesValidatorCompiler);
  // Every response is checked against its route's schema on the way out, by a plan compiled per schema
  // with zod's answer (wire-serializer.ts).
  app.setSerializerCompiler(compileWireSerializer);
  // Only JSON is accepted by default: a text/plain body is refused with 415 instead of reaching a
  // schema as a string.
  app.removeContentTypeParser('text/plain');

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('files', files);

  // 1. External plugins.
  await app.register(securityHeadersPlugin, { env });
  // Before anything that queries, and after the headers, so a refusal is cheap and still carries them.
  // Under NODE_ENV=test requests come from app.inject(), whose microtask chains starve the event-loop
  // sampler's timer: its samples would measure the test's own loop, not load, so only the lag check is off.
  await app.register(overloadPlugin, env.NODE_ENV === 'test' ? { maxEventLoopDelayMs: 0 } : {});
  await app.register(openApiPlugin, { env });

  // 2. The app's own plugins.
  await app.register(errorHandlerPlugin, { notFoundFallback: spaShellFallback(env.STATIC_DIR) });
  const access = cachedAccessReads(database);
  await app.register(authPlugin, {
    resolveSession: access.resolveSession,
    permissionsOf: access.permissionsOf,
  });
  await app.register(scopingPlugin, { organisationScope: access.organisationScope });
  await app.register(realtimePlugin, { env, ...(deps.realtime ? { publisher: deps.realtime } : {}) });
  await app.register(idempotencyPurgePlugin);
  await app.register(statisticsRefreshPlugin);

  // 3. One route plugin per area.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  if (env.isDemoMode) await app.register(devMailRoutes);
  await app.register(collectionRoutes);
  await app.register(fileRoutes);
  await app.register(taskRoutes);
  await app.register(taskReadRoutes);
  await app.register(timelineRoutes);
  await app.register(synchronizationRoutes);
  await app.register(orderDeviceRoutes);
  await app.register(offerRoutes);
  await app.register(reportRoutes);
  await app.register(messageAttachmentRoutes);
  await app.register(serviceObjectRoutes);
  await app.register(documentRoutes);
  await app.register(usersRolesRoutes);
  await app.register(publicServiceObjectRoutes);
  await app.register(qrStickerRoutes);
  await app.register(deviceDutyRoutes);
  await app.register(logbookRoutes);
  await app.register(agendaRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(statisticsRoutes);

  // 4. The PWA.
  if (hasBuiltPwa(env.STATIC_DIR)) await app.register(staticFilesPlugin, { root: env.STATIC_DIR });
  else app.log.info({ staticDir: env.STATIC_DIR }, 'no built PWA found; serving the API only');

  return app;
}
