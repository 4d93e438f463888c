/**
 * The request pipeline without a database: error format, the `public` route flag, route permissions,
 * organisation scoping and the OpenAPI document, exercised on tiny inline routes.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Permission } from '../../../src/api/contract/auth';
import type { AuthContext } from '../auth/auth-context';
import { hashToken } from '../auth/tokens';
import { loadEnv } from '../env';
import authPlugin from './auth.plugin';
import errorHandlerPlugin from './error-handler.plugin';
import { HttpError } from './http-error';
import openApiPlugin from './openapi.plugin';
import scopingPlugin from './scoping.plugin';
import securityHeadersPlugin from './security-headers.plugin';

const customerToken = 'customer-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const visibleOrganisation = '0190a000-0000-7000-8000-000000000001';
const otherOrganisation = '0190a000-0000-7000-8000-000000000002';

const customer: AuthContext = {
  sessionId: 'session-1',
  user: {
    id: 'user-1',
    type: 'customer',
    accessLevel: 'admin',
    organisationId: visibleOrganisation,
    roleId: null,
  },
};

const superadminToken = 'superadmin-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const superadmin: AuthContext = {
  sessionId: 'session-2',
  user: { id: 'user-2', type: 'employee', accessLevel: 'superadmin', organisationId: null, roleId: null },
};

/** The customer may only view orders. */
const customerPermissions: Permission[] = [
  { id: '0190a000-0000-7000-8000-0000000000a1', title: 'view', group: 'orders', parent: null },
];
/** Whose permissions the auth plugin read, one entry per read. */
const permissionReads: string[] = [];

const sessions = new Map([
  [hashToken(customerToken), customer],
  [hashToken(superadminToken), superadmin],
]);

async function buildTestApp() {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    routerOptions: { querystringParser: (query) => qs.parse(query) },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('text/plain');
  await app.register(securityHeadersPlugin, { env });
  await app.register(openApiPlugin, { env });
  await app.register(errorHandlerPlugin, {});
  await app.register(authPlugin, {
    resolveSession: async (tokenHash) => sessions.get(tokenHash) ?? null,
    permissionsOf: async (user) => {
      permissionReads.push(user.id);
      return user.id === customer.user.id ? customerPermissions : [];
    },
  });
  await app.register(scopingPlugin, {
    organisationScope: async () => ({ kind: 'some', ids: new Set([visibleOrganisation]) }),
  });

  app.post(
    '/api/echo',
    {
      config: { public: true },
      schema: { body: z.strictObject({ name: z.string().min(1), age: z.number().int() }) },
    },
    async (request) => ({ data: request.body }),
  );
  app.get(
    '/api/private',
    { schema: { querystring: z.object({ companyId: z.string().optional() }) } },
    async (request) => ({
      data: { userId: request.auth?.user.id },
    }),
  );
  app.get('/api/forbidden', async () => {
    throw new HttpError(403, 'forbidden');
  });
  app.get('/api/orders-only', { config: { permission: ['view', 'orders'] } }, async (request) => {
    // Asking again inside the handler must not read the permissions a second time.
    const abilities = await request.abilities();
    return { data: { canCreateOrders: abilities.can('create', 'orders') } };
  });
  app.get('/api/invoices-only', { config: { permission: ['view', 'invoices'] } }, async () => ({
    data: 'invoices',
  }));
  app.get('/api/staff-only', { config: { staffOnly: true } }, async () => ({ data: 'staff' }));
  app.get('/api/crash', { config: { public: true } }, async () => {
    throw new Error('database exploded at /secret/path');
  });
  await app.ready();
  return app;
}

describe('the request pipeline', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const authorized = { authorization: `Bearer ${customerToken}` };

  it('lets a public route through without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'Jan', age: 40 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Jan', age: 40 } });
  });

  it('answers a private route without a token with 401 Unauthenticated', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/private' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated' });
  });

  it('answers a private route with an unknown token with 401 Unauthenticated', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/private',
      headers: { authorization: 'Bearer unknown-token-bbbbbbbbbbbbbbbbbbbbbbbbbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('gives a private route the authenticated user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/private', headers: authorized });
    expect(response.json()).toEqual({ data: { userId: 'user-1' } });
  });

  it('refuses an unknown field with 422 and names the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'Jan', age: 40, isAdmin: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'De gegevens zijn ongeldig.',
      errors: { isAdmin: ['Dit veld is onbekend.'] },
    });
  });

  it('refuses a wrong type and a missing field with 422 field errors in the asked language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { age: 'forty' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['This field is required.'], age: ['This value is invalid.'] },
    });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Jan",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'De aanvraag bevat geen geldige JSON.' });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'x'.repeat(2048), age: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('De aanvraag is te groot.');
  });

  it('refuses a non-JSON content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Jan',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers an unknown API route with 404 JSON, also without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Deze API-route bestaat niet.' });
  });

  it('turns an HttpError into its status and localized message', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/forbidden',
      headers: { ...authorized, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this data.' });
  });

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({ message: 'Er ging iets mis. Probeer het later opnieuw.' });
  });

  it('refuses an organisation outside the caller’s scope with 403, whatever the client claims', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/private?companyId=${otherOrganisation}&userType=employee`,
      headers: authorized,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Je hebt geen toegang tot deze organisatie.' });
  });

  it('accepts an organisation inside the caller’s scope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/private?companyId=${visibleOrganisation}`,
      headers: authorized,
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends a CSP that allows only the app itself', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'a', age: 1 } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI 3 document generated from the route schemas, publicly', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/echo'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'age',
    ]);
    expect(document.paths['/api/echo'].post.security).toEqual([]);
  });

  describe('route permissions', () => {
    beforeEach(() => {
      permissionReads.length = 0;
    });

    it('lets a user with the route’s permission through, reading the permissions once', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/orders-only', headers: authorized });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { canCreateOrders: false } });
      expect(permissionReads).toEqual(['user-1']);
    });

    it('refuses a signed-in user without the route’s permission with 403 in the asked language', async () => {
      const english = await app.inject({
        method: 'GET',
        url: '/api/invoices-only',
        headers: { ...authorized, 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(403);
      expect(english.json()).toEqual({ message: 'You do not have permission to do this.' });
      const dutch = await app.inject({ method: 'GET', url: '/api/invoices-only', headers: authorized });
      expect(dutch.json()).toEqual({ message: 'Je hebt geen toestemming voor deze actie.' });
    });

    it('answers an anonymous caller of a guarded route with 401, not 403', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/invoices-only' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated' });
    });

    it('lets a superadmin through every permission without reading permissions', async () => {
      const headers = { authorization: `Bearer ${superadminToken}` };
      const response = await app.inject({ method: 'GET', url: '/api/invoices-only', headers });
      expect(response.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/orders-only', headers })).json()).toEqual({
        data: { canCreateOrders: true },
      });
      expect(permissionReads).toEqual([]);
    });

    it('reads no permissions for a route that any signed-in user may call', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/private', headers: authorized });
      expect(response.statusCode).toBe(200);
      expect(permissionReads).toEqual([]);
    });

    it('refuses a customer a staff-only route with 403 and lets staff through', async () => {
      const refused = await app.inject({ method: 'GET', url: '/api/staff-only', headers: authorized });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Je hebt geen toestemming voor deze actie.' });
      const headers = { authorization: `Bearer ${superadminToken}` };
      expect((await app.inject({ method: 'GET', url: '/api/staff-only', headers })).statusCode).toBe(200);
    });

    it('lists who may call each route', () => {
      expect(app.routeAccess).toEqual(
        expect.arrayContaining([
          { method: 'POST', url: '/api/echo', isPublic: true, permission: null, staffOnly: false },
          { method: 'GET', url: '/api/private', isPublic: false, permission: null, staffOnly: false },
          {
            method: 'GET',
            url: '/api/invoices-only',
            isPublic: false,
            permission: ['view', 'invoices'],
            staffOnly: false,
          },
          { method: 'GET', url: '/api/staff-only', isPublic: false, permission: null, staffOnly: true },
        ]),
      );
    });

    it('documents the required permission in the OpenAPI document', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(document.paths['/api/invoices-only'].get.description).toContain('view invoices');
    });

    it('refuses to start with a public route that requires a permission', async () => {
      const broken = Fastify({ logger: false });
      await broken.register(errorHandlerPlugin, {});
      await broken.register(authPlugin, { resolveSession: async () => null });
      const start = async () => {
        broken.get(
          '/api/contradiction',
          { config: { public: true, permission: ['view', 'orders'] } },
          () => '',
        );
        await broken.ready();
      };
      await expect(start()).rejects.toThrow('a public route cannot require a permission');
      await broken.close();
    });
  });
});
