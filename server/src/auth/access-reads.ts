/**
 * The three reads every guarded request makes before its own work: the session behind the bearer token,
 * the caller's effective permissions and the organisations the caller may see. Each is cached with the
 * versions of the tables it reads (db/read-cache.ts), so a logout, a revoked or rotated session, a
 * deactivated user, an edited role or a moved organisation is seen by the very next request, while an
 * unchanged caller costs no query (three PGlite queries took longer than the rest of a request).
 *
 * A cached session is still refused once its `expiresAt` passes: expiry needs no write to take effect.
 */
import { getTableName } from 'drizzle-orm';
import type { Permission } from '../../../src/api/contract/auth';
import type { DatabaseHandle } from '../db/client';
import { ReadCache } from '../db/read-cache';
import { sessions } from '../db/schema/auth';
import { organisations } from '../db/schema/organisations';
import { permissions, rolePermissions, userPermissions, users } from '../db/schema/users-roles';
import { organisationScopeFor } from '../plugins/organisation-scope';
import type { OrganisationScope } from '../plugins/scoping.plugin';
import type { AuthContext, AuthUser } from './auth-context';
import { findLiveSession } from './session.repository';
import { effectivePermissions } from './user-profile.repository';

const sessionTables = [getTableName(sessions), getTableName(users)];
const permissionTables = [
  getTableName(permissions),
  getTableName(rolePermissions),
  getTableName(userPermissions),
];
const scopeTables = [getTableName(organisations)];

export interface AccessReads {
  resolveSession(tokenHash: string): Promise<AuthContext | null>;
  permissionsOf(user: AuthUser): Promise<Permission[]>;
  organisationScope(user: AuthUser): Promise<OrganisationScope>;
}

export function cachedAccessReads({ db, changes }: DatabaseHandle, maxEntries = 10_000): AccessReads {
  const sessionCache = new ReadCache<Awaited<ReturnType<typeof findLiveSession>>>(changes, { maxEntries });
  const permissionCache = new ReadCache<Permission[]>(changes, { maxEntries });
  const scopeCache = new ReadCache<OrganisationScope>(changes, { maxEntries });
  return {
    async resolveSession(tokenHash) {
      const found = await sessionCache.read(tokenHash, sessionTables, () => findLiveSession(db, tokenHash));
      return found && found.expiresAt.getTime() > Date.now() ? found.auth : null;
    },
    permissionsOf: (user) =>
      permissionCache.read(`${user.id} ${user.roleId ?? ''}`, permissionTables, () =>
        effectivePermissions(db, user.id, user.roleId),
      ),
    organisationScope: (user) =>
      // Staff see everything whatever the tables hold: no query, nothing to cache.
      user.accessLevel === 'superadmin' || user.type === 'employee'
        ? organisationScopeFor(db, user)
        : scopeCache.read(user.organisationId ?? '', scopeTables, () => organisationScopeFor(db, user)),
  };
}
