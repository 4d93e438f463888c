import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import securityHeadersPlugin, {
  contentSecurityPolicy,
  permissionsPolicy,
  withFramingDenied,
} from './security-headers.plugin';

/** A bare app with the plugin: a plain route, one that caches, one with a policy of its own, a failure. */
async function appWithHeaders(publicUrl = 'http://127.0.0.1:8080') {
  const app = Fastify();
  await app.register(securityHeadersPlugin, { env: loadEnv({ PUBLIC_URL: publicUrl }) });
  app.get('/api/plain', async () => ({ ok: true }));
  app.get('/api/failing', async () => {
    throw Object.assign(new Error('conflict'), { statusCode: 409 });
  });
  app.get('/assets/app.js', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').send('export {};'),
  );
  await app.register(async (viewer) => {
    // Like @fastify/swagger-ui: a policy of its own, set in an onSend hook of its scope.
    viewer.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', "default-src 'self'; frame-ancestors 'self'; img-src data:");
      return payload;
    });
    viewer.get('/api/docs', async () => 'viewer');
  });
  await app.ready();
  return app;
}

describe('the security headers', () => {
  it('go on every answer, errors and misses included, with framing denied both ways', async () => {
    const app = await appWithHeaders();
    for (const url of ['/api/plain', '/api/failing', '/api/no-such-route', '/assets/app.js', '/api/docs']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], url).not.toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['permissions-policy'], url).toBe(permissionsPolicy);
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
    await app.close();
  });

  it('forbid storing any answer whose route does not say how to cache it', async () => {
    const app = await appWithHeaders();
    for (const url of ['/api/plain', '/api/failing', '/api/no-such-route', '/api/docs']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('keep a route’s own policy apart from its framing', async () => {
    const app = await appWithHeaders();
    const viewer = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(viewer.headers['content-security-policy']).toBe(
      "default-src 'self'; img-src data:; frame-ancestors 'none'",
    );
    expect(withFramingDenied("default-src 'self'; frame-ancestors 'none'")).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    await app.close();
  });

  it('add HSTS only when the portal is served over https', async () => {
    const app = await appWithHeaders('https://portal.example');
    const { headers } = await app.inject({ method: 'GET', url: '/api/plain' });
    expect(headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    await app.close();
  });
});

describe('the permissions policy', () => {
  it('grants the camera to the portal itself (the QR scanner) and denies the features it does not use', () => {
    const features = Object.fromEntries(
      permissionsPolicy.split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    expect(features.camera).toBe('(self)');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture'])
      expect(features[feature], feature).toBe('()');
  });
});

describe('the content security policy', () => {
  it('lets the PWA reach only its own origin, websockets of the embedded realtime server included', () => {
    const policy = contentSecurityPolicy(loadEnv({ PUBLIC_URL: 'https://portal.example' }));
    expect(policy['connect-src']).toEqual(["'self'", 'wss://portal.example']);
  });

  it('adds the external Pusher service, with its port and scheme, when one is configured', () => {
    const selfHosted = loadEnv({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      PUSHER_HOST: 'realtime.example',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: 'false',
    });
    expect(contentSecurityPolicy(selfHosted)['connect-src']).toEqual(
      expect.arrayContaining(['ws://realtime.example:6001', 'http://realtime.example:6001']),
    );
    const channels = loadEnv({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      PUSHER_CLUSTER: 'eu',
    });
    expect(contentSecurityPolicy(channels)['connect-src']).toEqual(
      expect.arrayContaining(['wss://ws-eu.pusher.com', 'https://ws-eu.pusher.com']),
    );
  });

  it('allows no frames in the page: the document viewer draws PDFs on a canvas', () => {
    expect(contentSecurityPolicy(loadEnv({}))['frame-src']).toEqual(["'none'"]);
  });

  it('allows the pdf.js worker from the portal itself and no eval anywhere', () => {
    const policy = contentSecurityPolicy(loadEnv({}));
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });
});
