/**
 * Serves the built PWA (STATIC_DIR) from the same origin as the API. Hashed assets under `assets/`
 * are cached for a year; everything else (index.html, sw.js, the manifest, icons) revalidates on each
 * load, so a new deployment reaches users on their next visit. Deep links are navigations the router
 * handles in the browser: `spaShellFallback` answers them with index.html.
 *
 * Text files go out compressed: the build writes brotli and gzip copies beside them
 * (scripts/build/precompress.ts) and the copy the client accepts is sent (`Content-Encoding`, with
 * `Vary: Accept-Encoding` on every answer, the original when no copy fits), with the original's
 * caching rules. The copies are the build's: a file changed in STATIC_DIR after the build needs its
 * copies written again (`precompressDirectory`) or removed, or browsers get the old content.
 *
 * The files are those in STATIC_DIR when the server starts (one route each): a deployment that changes
 * them restarts the server.
 *
 * When STATIC_DIR holds no index.html (tests, API-only deployments) nothing is served and every
 * non-API miss is a plain 404.
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticFilesOptions {
  root: string;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** True when `dir` holds a built PWA. */
export function hasBuiltPwa(dir: string): boolean {
  return existsSync(resolve(dir, 'index.html'));
}

function cacheControlFor(root: string, filePath: string): string {
  const relative = filePath
    .slice(root.length + 1)
    .split(sep)
    .join('/');
  return relative.startsWith('assets/') ? immutable : revalidate;
}

/** A navigation: a GET for a path without a file extension from a client that wants HTML. */
function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/** Answers navigations with the PWA shell; false when the request is not one (the caller 404s). */
export function spaShellFallback(root: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    // sendFile exists only once @fastify/static is registered (a built PWA is present).
    if (typeof reply.sendFile !== 'function' || !hasBuiltPwa(root) || !isNavigation(request)) return false;
    await reply.header('cache-control', revalidate).sendFile('index.html', root, { cacheControl: false });
    return true;
  };
}

async function staticFilesPlugin(app: FastifyInstance, options: StaticFilesOptions) {
  const root = resolve(options.root);
  const sendOptions = {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(root, filePath));
    },
  } satisfies FastifyStaticOptions;
  // `reply.sendFile` on every reply: the not-found handler sends the shell to a navigation
  // (`spaShellFallback`), and no route of this plugin need have matched for it.
  await app.register(fastifyStatic, { ...sendOptions, serve: false });
  // Static files are public by nature; they are flagged per route like any other public route.
  await app.register(async (publicScope) => {
    publicScope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    // One route per file, listed when the server starts: a request is matched by the router alone.
    // A wildcard route instead read the directories of the path on every request, to refuse another
    // spelling of a name (which a case-insensitive file system would open); half of each asset's
    // time on the server.
    await publicScope.register(fastifyStatic, { ...sendOptions, wildcard: false, decorateReply: false });
    // `/` is a navigation too: with `index: false` above it is this route's, which never caches the shell.
    publicScope.get('/', { schema: { hide: true } as object }, (_request, reply) =>
      reply.header('cache-control', revalidate).sendFile('index.html', root, { cacheControl: false }),
    );
  });
}

export default fp(staticFilesPlugin, { name: 'static-files', fastify: '5.x' });
