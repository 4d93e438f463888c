/**
 * The served OpenAPI document passes Redocly's "recommended" lint rules, so an integrator can generate
 * a client from it (docs/api-clients.md). Every problem fails the test and is printed with its rule,
 * location and message. The exceptions are the two below, each with its reason; nothing else is off.
 */
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../env';
import { databaseKinds, useTestApp } from '../test/test-app';
import openApiPlugin, { operationIdFor, serverUrl } from './openapi.plugin';

/** Where the document is said to come from in the problems printed. */
const documentRef = '/api/docs/json';

async function lintConfig() {
  return createConfig({
    extends: ['recommended'],
    rules: {
      // The contract's paths are fixed (product.md §3); ids are UUIDs and the router matches static segments first.
      'no-ambiguous-paths': 'off',
    },
  });
}

interface DocumentOperation {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
}

/**
 * operation-4xx-response, for a public operation without parameters or body only: needing no token
 * and taking no input, it has no client error to answer (GET /api/health, GET /api/realtime/config).
 */
function hasNoClientError(document: { paths: Record<string, Record<string, DocumentOperation>> }) {
  return (problem: NormalizedProblem) => {
    if (problem.ruleId !== 'operation-4xx-response') return false;
    const [, path, method] =
      /^#\/paths\/([^/]+)\/([a-z]+)\/responses$/.exec(problem.location[0]?.pointer ?? '') ?? [];
    if (path === undefined || method === undefined) return false;
    const operation = document.paths[path.replaceAll('~1', '/').replaceAll('~0', '~')]?.[method];
    return (
      operation !== undefined &&
      operation.security?.length === 0 &&
      (operation.parameters ?? []).length === 0 &&
      operation.requestBody === undefined
    );
  };
}

function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location.map((location) => location.pointer ?? '').join(', ');
  return `${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`;
}

/** The problems Redocly finds in `source`, less the documented exceptions. */
async function lintProblems(source: string) {
  const problems = await lintFromString({ source, absoluteRef: documentRef, config: await lintConfig() });
  const excepted = hasNoClientError(JSON.parse(source));
  return {
    problems: problems.filter((problem) => !problem.ignored && !excepted(problem)).map(describeProblem),
    excepted: problems.filter(excepted).map(describeProblem),
  };
}

describe.each(databaseKinds())('the OpenAPI document on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  it('passes the recommended lint rules with no error and no warning', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { problems, excepted } = await lintProblems(response.body);
    expect(problems, problems.join('\n')).toEqual([]);
    // The exception stays as narrow as its reason: the two operations without any client error.
    expect(excepted.map((problem) => problem.split(' ')[3])).toEqual([
      '#/paths/~1api~1realtime~1config/get/responses:',
      '#/paths/~1api~1health/get/responses:',
    ]);
  });

  it('names every operation by its method and path, and says where to send requests', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    expect(document.servers).toEqual([{ url: harness.app.env.PUBLIC_URL, description: 'This portal' }]);
    expect(document.paths['/api/orders/{id}']?.['get']?.operationId).toBe('getOrdersById');
    expect(document.paths['/api/login']?.['post']?.operationId).toBe('postLogin');
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        expect(operation.operationId, `${method} ${path}`).toBe(operationIdFor(method, path));
      }
    }
  });
});

describe('the lint', () => {
  it('fails a document whose operation lacks an operationId, naming rule and place', async () => {
    const app = await harnesslessApp();
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    expect((await lintProblems(JSON.stringify(document))).problems).toEqual([]);
    delete document.paths['/api/things/{id}']!['get']!.operationId;
    expect((await lintProblems(JSON.stringify(document))).problems).toEqual([
      'warn operation-operationId at #/paths/~1api~1things~1{id}/get/operationId: Operation object should contain `operationId` field.',
    ]);
    await app.close();
  });
});

describe('operation ids', () => {
  it('are the method and the path after /api in camelCase, a parameter as By<Name>', () => {
    expect(operationIdFor('get', '/api/serviceobjects/{id}/qr-sticker')).toBe(
      'getServiceobjectsByIdQrSticker',
    );
    expect(operationIdFor('PUT', '/api/serviceobjects/:id/type/:typeId')).toBe(
      'putServiceobjectsByIdTypeByTypeId',
    );
    expect(operationIdFor('post', '/api/contacts/{personId}/invite')).toBe('postContactsByPersonIdInvite');
  });

  it('fail the document when two operations would share one, instead of a client losing one', async () => {
    const app = await harnesslessApp((scope) => {
      scope.get('/api/things-all', { schema: { summary: 'One', response: { 200: z.string() } } }, () => 'a');
      scope.get('/api/things/all', { schema: { summary: 'Two', response: { 200: z.string() } } }, () => 'b');
    });
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(500);
    await expect(async () => app.swagger()).rejects.toThrow(
      'OpenAPI operationId getThingsAll of get /api/things/all is also that of get /api/things-all',
    );
    await app.close();
  });

  it('keep an id a route names itself', async () => {
    const app = await harnesslessApp((scope) => {
      scope.get(
        '/api/named',
        { schema: { summary: 'Named', operationId: 'listNamedThings', response: { 200: z.string() } } },
        () => 'a',
      );
    });
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/named'].get.operationId).toBe('listNamedThings');
    await app.close();
  });
});

describe('the server URL', () => {
  it('is PUBLIC_URL, or the relative / when that is a wildcard address nothing reaches', () => {
    expect(serverUrl({ PUBLIC_URL: 'https://portal.koelservice.nl' })).toBe('https://portal.koelservice.nl');
    expect(serverUrl({ PUBLIC_URL: 'http://0.0.0.0:8080' })).toBe('/');
    expect(serverUrl({ PUBLIC_URL: 'http://[::]:8080' })).toBe('/');
    expect(serverUrl(loadEnv({ HOST: '0.0.0.0' }))).toBe('/');
  });
});

/** A bare app with the plugin and a documented item route (plus what `extra` adds), no database. */
async function harnesslessApp(extra?: (scope: ReturnType<typeof bareApp>) => void) {
  const app = bareApp();
  await app.register(openApiPlugin, { env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) });
  app.get(
    '/api/things/:id',
    {
      config: { public: true },
      schema: {
        tags: ['things'],
        summary: 'One thing',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: z.object({ id: z.string() }), 404: z.object({ message: z.string() }) },
      },
    },
    (request) => ({ id: request.params.id }),
  );
  extra?.(app);
  await app.ready();
  return app;
}

function bareApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
