/**
 * Organisation scoping, in one place: which organisations the caller may see, and a refusal (403,
 * localized) when a request names an organisation outside that set. The client's own user context
 * (`authUserId`, `userType`, `companyId`) is never trusted: the scope comes from the token's user only.
 *
 * Routes read the scope through `request.organisationScope()`, computed at most once per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../auth/auth-context';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { organisations } from '../db/schema/index';
import { fieldRefusal, HttpError } from './http-error';

/** Staff see every organisation; a customer sees an explicit set (its own and its descendants). */
export type OrganisationScope = { kind: 'all' } | { kind: 'some'; ids: ReadonlySet<string> };

export function scopeIncludes(scope: OrganisationScope, organisationId: string): boolean {
  return scope.kind === 'all' || scope.ids.has(organisationId);
}

/**
 * 422 on `organisationId` when no live organisation has that id: staff may name any id, so a command
 * that creates something for an organisation checks it exists, inside its transaction.
 */
export async function assertOrganisationExists(
  request: FastifyRequest,
  tx: Transaction,
  organisationId: string,
): Promise<void> {
  const [found] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), isNull(organisations.deletedAt)));
  if (!found) throw fieldRefusal(request, 'organisationId', 'invalidValue');
}

/**
 * 403 unless the caller may see `organisationId`. Commands check it before `runCommand`, so a refusal
 * opens no transaction.
 */
export async function assertOrganisationInScope(
  request: FastifyRequest,
  organisationId: string,
): Promise<void> {
  if (!scopeIncludes(await request.organisationScope(), organisationId))
    throw new HttpError(403, 'organisationOutOfScope');
}

/** Query parameters that name an organisation by id (product.md §3); each must lie inside the scope. */
export const organisationQueryParameters = [
  'companyId',
  'organizationId',
  'organizationid',
  'relationId',
] as const;

export interface ScopingPluginOptions {
  organisationScope: (user: AuthUser) => Promise<OrganisationScope>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisations the authenticated caller may see. Throws 401 on an anonymous request. */
    organisationScope(): Promise<OrganisationScope>;
  }
}

const scopeCache = new WeakMap<FastifyRequest, Promise<OrganisationScope>>();

/** Every organisation id named by the query, however often and in whichever array form. */
function namedOrganisationIds(query: unknown): string[] {
  if (query === null || typeof query !== 'object') return [];
  const ids: string[] = [];
  for (const name of organisationQueryParameters) {
    const value = (query as Record<string, unknown>)[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item !== '') ids.push(item);
    }
  }
  return ids;
}

async function scopingPlugin(app: FastifyInstance, options: ScopingPluginOptions) {
  app.decorateRequest('organisationScope', function (this: FastifyRequest) {
    const auth = this.auth;
    if (!auth) return Promise.reject(new HttpError(401, 'unauthenticated'));
    let scope = scopeCache.get(this);
    if (!scope) {
      scope = options.organisationScope(auth.user);
      scopeCache.set(this, scope);
    }
    return scope;
  });

  // preValidation: after authentication, before the route's schema sees the query, so an out-of-scope
  // organisation is refused as 403 even when the rest of the query is also wrong.
  app.addHook('preValidation', async (request) => {
    if (!request.auth) return;
    const named = namedOrganisationIds(request.query);
    if (named.length === 0) return;
    const scope = await request.organisationScope();
    if (named.some((id) => !scopeIncludes(scope, id))) throw new HttpError(403, 'organisationOutOfScope');
  });
}

export default fp(scopingPlugin, { name: 'scoping', fastify: '5.x', dependencies: ['auth'] });
