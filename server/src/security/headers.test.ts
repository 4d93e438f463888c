/**
 * The headers suite: every operation of the OpenAPI document, called anonymously and as a signed-in
 * superadmin (bodies empty, path ids unknown, so most answers are errors: the headers must be there on
 * errors too), plus the misses, malformed and oversized requests, the API viewer and the PWA shell.
 * Every answer must carry:
 * - `X-Content-Type-Options: nosniff`;
 * - `X-Frame-Options: DENY` and a CSP with `frame-ancestors 'none'` (the two agree);
 * - the `Permissions-Policy` (camera for the portal itself only);
 * - `Referrer-Policy: no-referrer`;
 * - `Cache-Control` with `no-store`, except the answers of `deliberatelyCached`, each with its reason
 *   and the exact value it must have.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsPolicy } from '../plugins/security-headers.plugin';
import { createTestApp, demoPassword, type TestApp } from '../test/test-app';
import { fillPath, injectThroughOverload, loadOperations } from './openapi-operations';

/** Answers that may be cached, by `METHOD url`: the Cache-Control each must carry, and why. */
const deliberatelyCached: Record<string, { cacheControl: string; reason: string }> = {
  'GET /': {
    cacheControl: 'no-cache',
    reason: 'the PWA shell: cached, but revalidated on every load so a new deployment reaches users',
  },
  'GET /orders/0190a0b0-0000-7000-8000-000000000001': {
    cacheControl: 'no-cache',
    reason: 'a deep link answered with the PWA shell, revalidated like it',
  },
  'GET /sw.js': {
    cacheControl: 'no-cache',
    reason: 'the service worker script: revalidated, or an old worker would outlive a deployment',
  },
  'GET /manifest.webmanifest': {
    cacheControl: 'no-cache',
    reason: 'the web app manifest: revalidated like every unhashed PWA file',
  },
  'GET /assets/index-3f2a9c1b.js': {
    cacheControl: 'public, max-age=31536000, immutable',
    reason: 'a hashed PWA asset: its name changes with its content, so it never needs revalidating',
  },
};

const unknownId = '0190a0b0-0000-7000-8000-000000000001';
/** Values for the path parameters of the document, by name; every other one gets `unknownId`. */
const pathValues: Record<string, string> = { file: 'unknown.ics', publicId: 'unknown-sticker' };
const superadmin = 'admin@koelservice.example';

interface Answer {
  label: string;
  url: string;
  response: LightMyRequestResponse;
}

function missingHeaders({ label, url, response }: Answer): string[] {
  const header = (name: string) => {
    const value = response.headers[name];
    return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
  };
  const missing: string[] = [];
  const expectHeader = (name: string, isRight: (value: string) => boolean) => {
    const value = header(name);
    if (value === undefined || !isRight(value))
      missing.push(`${label} → ${response.statusCode}: ${name} = ${value}`);
  };
  expectHeader('x-content-type-options', (value) => value === 'nosniff');
  expectHeader('x-frame-options', (value) => value === 'DENY');
  expectHeader('content-security-policy', (value) => value.includes("frame-ancestors 'none'"));
  expectHeader('permissions-policy', (value) => value === permissionsPolicy);
  expectHeader('referrer-policy', (value) => value === 'no-referrer');
  const path = url.split('?')[0] ?? url;
  const cached = deliberatelyCached[`${label.split(' ')[0]} ${path}`];
  expectHeader('cache-control', (value) =>
    cached ? value === cached.cacheControl : value.split(',').some((part) => part.trim() === 'no-store'),
  );
  return missing;
}

describe('the headers suite', () => {
  let subject: TestApp;
  let staticDir: string;
  const retries = { count: 0 };

  beforeAll(async () => {
    // A stand-in for the built PWA, so the static answers are checked whether or not `dist` is built.
    staticDir = await mkdtemp(join(tmpdir(), 'portal-headers-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
    await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(staticDir, 'manifest.webmanifest'), '{"name":"Portal"}');
    await writeFile(join(staticDir, 'assets', 'index-3f2a9c1b.js'), 'export {};');
    subject = await createTestApp('pglite', { STATIC_DIR: staticDir });
  });

  afterAll(async () => {
    await subject?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const send = (request: InjectOptions) => injectThroughOverload(subject.app, request, retries);

  async function signIn(): Promise<string> {
    const response = await send({
      method: 'POST',
      url: '/api/login',
      payload: { email: superadmin, password: demoPassword },
    });
    const token = (response.json() as { data: { token?: string } }).data.token;
    if (!token) throw new Error(`login as ${superadmin} failed: ${response.statusCode}`);
    return token;
  }

  it(
    'sends the security headers and no-store on every answer of every operation, errors included',
    { timeout: 120_000 },
    async () => {
      const started = performance.now();
      const operations = await loadOperations(subject.app, retries);
      expect(operations.length).toBeGreaterThan(100);
      const token = await signIn();
      const answers: Answer[] = [];

      for (const operation of operations) {
        const values = Object.fromEntries(
          operation.pathParams.map(({ name }) => [name, pathValues[name] ?? unknownId]),
        );
        const url = fillPath(operation, values);
        const payload = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {};
        // Logging out revokes the token it is sent with: it gets a token of its own.
        const bearer = operation.key === 'POST /api/logout' ? await signIn() : token;
        for (const authorization of [undefined, `Bearer ${bearer}`]) {
          const response = await send({
            method: operation.method as InjectOptions['method'],
            url,
            ...(payload ? { payload } : {}),
            ...(authorization ? { headers: { authorization } } : {}),
          });
          answers.push({
            label: `${operation.method} ${url} (${authorization ? 'signed in' : 'anonymous'})`,
            url,
            response,
          });
        }
      }
      const operationAnswers = answers.length;

      const others: { label: string; request: InjectOptions }[] = [
        { label: 'GET /api/no-such-route', request: { method: 'GET', url: '/api/no-such-route' } },
        { label: 'DELETE /api/health', request: { method: 'DELETE', url: '/api/health' } },
        { label: 'GET /no-such-file.js', request: { method: 'GET', url: '/no-such-file.js' } },
        {
          label: 'POST /api/login (malformed JSON)',
          request: {
            method: 'POST',
            url: '/api/login',
            headers: { 'content-type': 'application/json' },
            payload: '{',
          },
        },
        {
          label: 'POST /api/login (over the body limit)',
          request: { method: 'POST', url: '/api/login', payload: { email: 'x'.repeat(2 * 1024 * 1024) } },
        },
        { label: 'GET /api/docs', request: { method: 'GET', url: '/api/docs' } },
        ...Object.keys(deliberatelyCached).map((key) => {
          const url = key.slice(key.indexOf(' ') + 1);
          return { label: key, request: { method: 'GET' as const, url, headers: { accept: 'text/html' } } };
        }),
      ];
      for (const { label, request } of others) {
        const response = await send(request);
        answers.push({ label, url: String(request.url), response });
      }

      // The static answers really came from the stand-in PWA (a 404 would pass for the wrong reason).
      const shell = answers.find((answer) => answer.label === 'GET /');
      expect(shell?.response.statusCode).toBe(200);
      expect(shell?.response.body).toContain('<title>Portal</title>');

      const missing = answers.flatMap(missingHeaders);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[suite] headers: ${operations.length} operations x 2 answers + ${answers.length - operationAnswers} others = ` +
          `${answers.length} answers, missing ${missing.length}, overload retries ${retries.count}, ${seconds} s`,
      );
      expect(missing).toEqual([]);
    },
  );
});
