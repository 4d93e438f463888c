/**
 * Security headers for every answer (@fastify/helmet), with a Content Security Policy that allows only
 * what the PWA needs: its own scripts, styles (Emotion injects <style> tags, hence 'unsafe-inline' for
 * styles only), images from itself plus data:/blob: (generated thumbnails, QR codes), fetches and the
 * realtime websocket to itself (plus an external Pusher host when one is configured), and its service
 * worker. No third-party origins, no plugins, no framing.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
    // The in-app viewer shows a PDF the page holds as a Blob (src/ui/document-viewer.tsx).
    'frame-src': ["'self'", 'blob:'],
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
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', fastify: '5.x' });
