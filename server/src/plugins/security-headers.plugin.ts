/**
 * Security headers for every answer (@fastify/helmet), with a Content Security Policy that allows only
 * what the PWA needs: its own scripts, styles (Emotion injects <style> tags, hence 'unsafe-inline' for
 * styles only), images from itself plus data:/blob: (generated thumbnails, QR codes), fetches and the
 * realtime websocket to itself (plus an external Pusher host when one is configured), and its service
 * worker. No third-party origins, no plugins, no frames in the page and no framing of it.
 *
 * Every answer also carries:
 * - `X-Frame-Options: DENY`, agreeing with `frame-ancestors 'none'` for browsers without CSP level 2;
 * - a `Permissions-Policy` that grants the camera to the portal itself (technicians scan the QR
 *   stickers on the equipment) and denies every other powerful feature it does not use;
 * - `Referrer-Policy: no-referrer` and `X-Content-Type-Options: nosniff` (helmet's defaults), and HSTS
 *   when the portal is served over https;
 * - `Cache-Control: no-store` unless its route says how to cache it: API answers are personal (the
 *   browser's HTTP cache is keyed by URL, not by the user whose token fetched them) and tokens must
 *   never be stored. Only the static PWA files set their own (hashed assets for a year, the rest
 *   revalidated), and file downloads their own `private, no-store`.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

export interface SecurityHeadersOptions {
  env: Env;
}

/** Origins the PWA may open connections to besides 'self'. */
function connectSources(env: Env): string[] {
  const publicUrl = new URL(env.PUBLIC_URL);
  const websocketScheme = publicUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  // CSP level 3 lets 'self' cover same-host websockets; older engines need the explicit origin.
  const sources = [`${websocketScheme}//${publicUrl.host}`];
  if (env.PUSHER_APP_ID && env.PUSHER_KEY) {
    // An external Pusher-compatible service: its websocket (and HTTP fallback) origin.
    const host = env.PUSHER_HOST ?? `ws-${env.PUSHER_CLUSTER ?? 'eu'}.pusher.com`;
    const port = env.PUSHER_PORT ? `:${env.PUSHER_PORT}` : '';
    const [socket, http] = env.PUSHER_USE_TLS ? ['wss', 'https'] : ['ws', 'http'];
    sources.push(`${socket}://${host}${port}`, `${http}://${host}${port}`);
  }
  return sources;
}

/**
 * Powerful features: the camera for the portal itself (the QR scanner), nothing else for anyone. Only
 * features browsers recognise are listed, since an unknown one makes them log an error on every page.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

/**
 * `policy` with framing denied: a route that sets a policy of its own (the API viewer does) keeps it,
 * but never lets the page be framed, which would contradict `X-Frame-Options: DENY`.
 */
export function withFramingDenied(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !directive.startsWith('frame-ancestors'));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

/** What an answer that does not say how to cache it says. */
export const defaultCacheControl = 'no-store';

export function contentSecurityPolicy(env: Env): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources(env)],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    // No frames: the in-app viewer draws PDFs with pdf.js on a canvas (src/ui/pdf-viewer.tsx), whose
    // worker is a same-origin file ('self' under worker-src) and which runs without eval.
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

async function securityHeadersPlugin(app: FastifyInstance, { env }: SecurityHeadersOptions) {
  const isHttps = new URL(env.PUBLIC_URL).protocol === 'https:';
  await app.register(helmet, {
    // No helmet defaults for the CSP: its default `upgrade-insecure-requests` would break the plain
    // http://127.0.0.1 setup that `npm start` serves.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    // HSTS only means something over https; on http browsers ignore it and it only confuses.
    strictTransportSecurity: isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // helmet's default is SAMEORIGIN, which would contradict `frame-ancestors 'none'`.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    done();
  });
  // onSend runs for every answer, errors and 404s included, after the handler had its say.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', defaultCacheControl);
    done(null, payload);
  });
  // A plugin may set its own policy in an onSend hook of its own (the API viewer does), which runs
  // after the one above; a route's own hooks run last, so every route gets this one as its last.
  const denyFraming: onSendHookHandler = (_request, reply, payload, done) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !policy.includes("frame-ancestors 'none'")) {
      reply.header('content-security-policy', withFramingDenied(policy));
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), denyFraming];
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', fastify: '5.x' });
