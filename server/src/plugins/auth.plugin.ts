/**
 * The one place that decides whether a request may reach its route, by the route's config (never by
 * URL prefix, never by hand in a handler):
 * - every route is private unless its config says `public: true`: a private route without a valid
 *   bearer token answers 401 `{"message":"Unauthenticated"}` before its body is even parsed;
 * - a route whose config names a `permission` (e.g. `config: { permission: ['view', 'orders'] }`)
 *   answers 403 with a localized message to a signed-in user whose abilities do not allow it. The
 *   abilities come from the rule builder the PWA uses too (src/permissions/app-ability.ts), built at
 *   most once per request from the user's effective permissions (one query by user and role id, both
 *   already known from the session); a superadmin may do everything;
 * - a route whose config says `staffOnly: true` also answers 403 to customers, whatever their
 *   permissions: it changes records shared by every organisation (roles), which only the service
 *   company's staff manage;
 * - a private route without `permission` is open to every signed-in user (e.g. `GET /api/user`).
 * On public routes a valid token is still recognised, so `request.auth` is set whenever the caller is
 * known. Organisation scoping (which records) is the scoping plugin's job, after this one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission, PermissionGroup, PermissionTitle } from '../../../src/api/contract/auth';
import { defineAbilitiesFor, type AppAbility } from '../../../src/permissions/app-ability';
import type { AuthContext, AuthUser } from '../auth/auth-context';
import { bearerToken, hashToken } from '../auth/tokens';
import { effectivePermissions } from '../auth/user-profile.repository';
import { HttpError } from './http-error';

/** What a route requires of a signed-in caller: an action on a permission group. */
export type RoutePermission = readonly [PermissionTitle, PermissionGroup];

/** Who may call one route: anyone (`isPublic`), any signed-in user, or only with `permission`. */
export interface RouteAccess {
  method: string;
  url: string;
  isPublic: boolean;
  permission: RoutePermission | null;
  staffOnly: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Signed-in callers need this permission, or the route answers 403. Never on a public route. */
    permission?: RoutePermission;
    /** Only staff (`type = employee`) may call it; customers get 403. Never on a public route. */
    staffOnly?: boolean;
  }

  interface FastifyRequest {
    /** The caller's CASL abilities, built once per request. Rejects with 401 on an anonymous request. */
    abilities(): Promise<AppAbility>;
  }

  interface FastifyInstance {
    /** The access rule of every route registered after this plugin, in registration order. */
    routeAccess: readonly RouteAccess[];
  }
}

export interface AuthPluginOptions {
  /** The live session whose token hashes to `tokenHash`, or null when unknown, expired or revoked. */
  resolveSession: (tokenHash: string) => Promise<AuthContext | null>;
  /** The effective permissions of a signed-in user; by default read from the database (`app.db`). */
  permissionsOf?: (user: AuthUser) => Promise<Permission[]>;
}

const abilityCache = new WeakMap<FastifyRequest, Promise<AppAbility>>();

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const permissionsOf =
    options.permissionsOf ?? ((user: AuthUser) => effectivePermissions(app.db, user.id, user.roleId));

  async function abilitiesFor(user: AuthUser): Promise<AppAbility> {
    // A superadmin's rules do not depend on permissions: no query needed.
    const permissions = user.accessLevel === 'superadmin' ? [] : await permissionsOf(user);
    return defineAbilitiesFor({ accessLevel: user.accessLevel, permissions });
  }

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const isPublic = route.config?.public === true;
    const permission = route.config?.permission ?? null;
    const staffOnly = route.config?.staffOnly === true;
    if (isPublic && (permission || staffOnly)) {
      throw new Error(`${String(route.method)} ${route.url}: a public route cannot require a permission`);
    }
    for (const method of [route.method].flat())
      routeAccess.push({ method, url: route.url, isPublic, permission, staffOnly });
  });

  app.decorateRequest('auth', null);
  app.decorateRequest('abilities', function (this: FastifyRequest) {
    const auth = this.auth;
    if (!auth) return Promise.reject(new HttpError(401, 'unauthenticated'));
    let abilities = abilityCache.get(this);
    if (!abilities) {
      abilities = abilitiesFor(auth.user);
      abilityCache.set(this, abilities);
    }
    return abilities;
  });

  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    // A miss has no route to protect: the 404 answer (or the PWA shell for a navigation) is public.
    const isPublic = config.public === true || request.is404;
    const token = bearerToken(request.headers.authorization);
    request.auth = token ? await options.resolveSession(hashToken(token)) : null;
    if (isPublic) return;
    if (!request.auth) throw new HttpError(401, 'unauthenticated');
    const { user } = request.auth;
    if (config.staffOnly === true && user.type !== 'employee' && user.accessLevel !== 'superadmin') {
      throw new HttpError(403, 'permissionDenied');
    }
    const permission = config.permission;
    if (permission && !(await request.abilities()).can(permission[0], permission[1])) {
      throw new HttpError(403, 'permissionDenied');
    }
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['error-handler'] });
