/**
 * Authentication and permissions on the real app, for every registered /api route: the routes are
 * enumerated from the app itself (`app.routeAccess`), so a route added later is covered without
 * touching this file. Permissions do not depend on the database engine, so this runs on PGlite only.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../src/api/contract/auth';
import { collections } from '../db/collections';
import { permissions, userPermissions, users } from '../db/schema/users-roles';
import { useTestApp } from '../test/test-app';
import type { RouteAccess, RoutePermission } from './auth.plugin';

/** Stands in for every path parameter: a well-formed id that names no record. */
const unknownId = '0190a000-0000-7000-8000-00000000dead';

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, unknownId).replace(/\*$/, 'x');
}

function describeRoute(route: RouteAccess): string {
  return `${route.method} ${route.url}`;
}

function hasPermission(granted: Permission[], [title, group]: RoutePermission): boolean {
  return granted.some((permission) => permission.title === title && permission.group === group);
}

describe('route access', () => {
  const harness = useTestApp('pglite');

  function apiRoutes(): RouteAccess[] {
    return harness.app.routeAccess.filter((route) => route.url.startsWith('/api/'));
  }

  function guardedRoutes(): (RouteAccess & { permission: RoutePermission })[] {
    return apiRoutes().filter(
      (route): route is RouteAccess & { permission: RoutePermission } => route.permission !== null,
    );
  }

  function call(route: RouteAccess, token?: string) {
    return harness.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** A signed-in demo user with their token and effective permissions. */
  async function signIn(email: string) {
    const token = await harness.login(email);
    const profile = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    return { email, token, permissions: profile.json().data.permissions as Permission[] };
  }

  it('answers every private /api route with 401 Unauthenticated to an anonymous caller', async () => {
    const routes = apiRoutes().filter((route) => !route.isPublic);
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      const response = await call(route);
      const message = route.method === 'HEAD' ? 'Unauthenticated' : response.json().message;
      if (response.statusCode !== 401 || message !== 'Unauthenticated') {
        failures.push(`${describeRoute(route)} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('guards each area with its view permission and leaves the organisation tree to every user', () => {
    const permissionOf = (method: string, url: string) =>
      apiRoutes().find((route) => route.method === method && route.url === url)?.permission;
    expect(permissionOf('GET', '/api/orders')).toEqual(['view', 'orders']);
    expect(permissionOf('GET', '/api/orders/:id/workorders')).toEqual(['view', 'orders']);
    expect(permissionOf('GET', '/api/serviceobjects/:id')).toEqual(['view', 'serviceobjects']);
    expect(permissionOf('GET', '/api/invoices/:id/lines')).toEqual(['view', 'invoices']);
    expect(permissionOf('GET', '/api/invoices/:id/pdf')).toEqual(['view', 'invoices']);
    expect(permissionOf('GET', '/api/documents/:id/download')).toEqual(['view', 'documents']);
    expect(permissionOf('GET', '/api/task')).toEqual(['view', 'tasks']);
    expect(permissionOf('GET', '/api/persons')).toEqual(['view', 'contacts']);
    expect(permissionOf('GET', '/api/refrigerant-transactions')).toEqual([
      'view',
      'refrigerant_transactions',
    ]);
    expect(permissionOf('GET', '/api/roles')).toEqual(['view', 'roles']);
    expect(permissionOf('GET', '/api/organizations')).toBeNull();
    expect(permissionOf('GET', '/api/organizations/:id/children')).toEqual(['view', 'child_companies']);
    expect(permissionOf('GET', '/api/user')).toBeNull();
  });

  it('leaves no private route open to every signed-in user but their own account and the open collections', () => {
    const openCollectionRoutes = collections
      .filter((def) => ['organisations', 'synchronizationRuns'].includes(def.name))
      .flatMap((def) => [def.path, `${def.path}/:id`, ...def.nested.map((nested) => nested.route)])
      .map((route) => `/api/${route}`);
    // The realtime channel authorization is open to every signed-in user: it signs only the channels
    // of the organisations the caller may see.
    const isOwnAccount = (url: string) =>
      url === '/api/user' ||
      url.startsWith('/api/user/') ||
      url === '/api/logout' ||
      url === '/api/realtime/auth';
    const unguarded = apiRoutes()
      .filter((route) => !route.isPublic && route.permission === null)
      .filter((route) => !isOwnAccount(route.url) && !openCollectionRoutes.includes(route.url))
      .map(describeRoute);
    // A route listed here needs `config: { permission: [...] }`, or a reason to join the list above.
    expect(unguarded).toEqual([]);
  });

  it('answers 403 exactly to the signed-in users without a guarded route’s permission', async () => {
    // The accountant has only `view invoices`; the technician lacks invoices, offers, users, roles;
    // the planner (an admin, not a superadmin) has every permission.
    const callers = await Promise.all(
      [
        'boekhouding@bakkerij-dejong.example',
        'monteur@koelservice.example',
        'planner@koelservice.example',
      ].map(signIn),
    );
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      const allowed = callers.filter((caller) => hasPermission(caller.permissions, route.permission));
      if (allowed.length === 0 || allowed.length === callers.length) {
        failures.push(
          `${describeRoute(route)}: no demo caller ${allowed.length === 0 ? 'with' : 'without'} it`,
        );
      }
      for (const caller of callers) {
        const response = await call(route, caller.token);
        const isAllowed = allowed.includes(caller);
        const isRefused =
          response.statusCode === 403 &&
          (route.method === 'HEAD' ||
            response.json().message === 'Je hebt geen toestemming voor deze actie.');
        if (isAllowed ? response.statusCode === 403 : !isRefused) {
          failures.push(`${describeRoute(route)} as ${caller.email} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses the accountant the orders until given `view orders`, then serves them', async () => {
    const token = await harness.login('boekhouding@bakkerij-dejong.example');
    const get = (url: string) =>
      harness.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await get('/api/orders')).statusCode).toBe(403);

    const [accountant] = await harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'boekhouding@bakkerij-dejong.example'));
    const granted = await harness.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.title, 'view'), inArray(permissions.group, ['orders', 'invoices'])));
    await harness.database.db
      .insert(userPermissions)
      .values(granted.map((permission) => ({ userId: accountant!.id, permissionId: permission.id })));

    expect((await get('/api/orders')).statusCode).toBe(200);
    expect((await get('/api/invoices')).statusCode).toBe(200);
    expect((await get('/api/serviceobjects')).statusCode).toBe(403);
  });

  it('answers the 403 in English when asked', async () => {
    const token = await harness.login('boekhouding@bakkerij-dejong.example');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
  });
});
