import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin from './auth.plugin';
import errorHandlerPlugin from './error-handler.plugin';
import staticFilesPlugin, { spaShellFallback } from './static-files.plugin';

const appScript = `export const rows = [${'"Koelcel keuken", '.repeat(200)}];`;

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
    // As the build leaves them (scripts/build/precompress.ts): compressed copies beside the originals.
    await writeFile(join(root, 'assets', 'app-def456.js'), appScript);
    await writeFile(join(root, 'assets', 'app-def456.js.br'), brotliCompressSync(appScript));
    await writeFile(join(root, 'assets', 'app-def456.js.gz'), gzipSync(appScript));
    await writeFile(join(root, 'index.html.br'), brotliCompressSync('<!doctype html><title>Portaal</title>'));
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

  it('serves a file only by the exact name the build gave it: another spelling or a path out of the directory is 404', async () => {
    const outside = `${basename(root)}-outside.txt`;
    await writeFile(join(root, '..', outside), 'not for the web');
    try {
      for (const url of [
        '/ASSETS/index-abc123.js',
        '/assets/INDEX-abc123.js',
        '/assets//index-abc123.js',
        `/../${outside}`,
        `/assets/../../${outside}`,
        `/assets/%2e%2e/%2e%2e/${outside}`,
        `/assets/..%2f..%2f${outside}`,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect([url, response.statusCode]).toEqual([url, 404]);
      }
    } finally {
      await rm(join(root, '..', outside));
    }
  });

  it('serves what is in the directory when the server starts: a file written later is 404 until a restart', async () => {
    await writeFile(join(root, 'assets', 'later-789abc.js'), 'console.log(2);');
    const response = await app.inject({ method: 'GET', url: '/assets/later-789abc.js' });
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

  it('sends the brotli copy of an asset to a client that accepts it, cached like the original', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(appScript.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appScript);
  });

  it('sends the gzip copy where brotli is not accepted, and the original where nothing is', async () => {
    const gzipped = await app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(appScript);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
    // Shared caches keep the variants apart, also for the original.
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sends the PWA shell compressed to a navigation too, never cached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/orders/123',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Portaal</title>');
  });
});
