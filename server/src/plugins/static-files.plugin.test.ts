import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin from './auth.plugin';
import errorHandlerPlugin from './error-handler.plugin';
import staticFilesPlugin, { spaShellFallback } from './static-files.plugin';

describe('serving the built PWA', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-static-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Portaal</title>');
    await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(root, 'manifest.webmanifest'), '{"name":"Koelservice Portaal"}');
    await writeFile(join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin, { notFoundFallback: spaShellFallback(root) });
    await app.register(authPlugin, { resolveSession: async () => null });
    await app.register(staticFilesPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves index.html at / without a token and never caches it', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portaal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the service worker, so a new version is found on the next visit', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never caches the web manifest', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link navigation with the PWA shell', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/orders/123',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portaal</title>');
  });

  it('answers a missing file with 404, not with the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers an unknown API path with 404 JSON, not with the shell', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Deze API-route bestaat niet.' });
  });
});
