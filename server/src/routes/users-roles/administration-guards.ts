/**
 * The rules every user, role and portal-access write shares, beyond the route's permission (which the
 * auth plugin checks) and the organisation scope (which each repository lookup applies):
 * - nobody hands out more than they hold: every permission granted, directly or through a role, must
 *   be one the caller has (a superadmin has all), so `update users` is never a way up;
 * - only a superadmin changes a superadmin;
 * - a permission selection names catalogue entries, at least one where one is required.
 * Each throws the localized refusal; the command runner rolls back whatever the write had done.
 */
import type { FastifyRequest } from 'fastify';
import type { AccessLevel, Permission } from '../../../../src/api/contract/auth';
import type { PermissionRef } from '../../../../src/api/contract/users-roles';
import type { AppAbility } from '../../../../src/permissions/app-ability';
import type { AuthContext } from '../../auth/auth-context';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { messageFor, type MessageKey } from '../../plugins/messages';
import { resolvePermissions } from '../../users-roles/permissions.repository';

/** The caller; the auth plugin guarantees it on every private route. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'unauthenticated');
  return request.auth;
}

/** A refusal whose message and error on `field` both say `key`, in the request's language. */
export function refusal(
  request: FastifyRequest,
  status: 409 | 422,
  key: MessageKey,
  field: string,
): HttpError {
  return new HttpError(status, key, { [field]: [messageFor(request, key)] });
}

/** 403 unless the caller holds every permission in `granted`. */
export function assertGrantable(
  abilities: AppAbility,
  granted: readonly Pick<Permission, 'title' | 'group'>[],
) {
  if (granted.some((permission) => !abilities.can(permission.title, permission.group))) {
    throw new HttpError(403, 'permissionNotGrantable');
  }
}

/** 403 when a caller who is not a superadmin would change a superadmin. */
export function assertMayChange(caller: AuthContext, target: { accessLevel: AccessLevel }) {
  if (target.accessLevel === 'superadmin' && caller.user.accessLevel !== 'superadmin') {
    throw new HttpError(403, 'superadminProtected');
  }
}

/**
 * The catalogue rows of a selection: 422 on `permissions` when it names an unknown permission, or
 * when it is empty and `isRequired` ("You must select at least one permission").
 */
export async function resolveSelection(
  request: FastifyRequest,
  tx: Transaction,
  selection: readonly PermissionRef[],
  isRequired: boolean,
): Promise<Permission[]> {
  if (selection.length === 0) {
    if (isRequired) throw refusal(request, 422, 'permissionsRequired', 'permissions');
    return [];
  }
  const { known, unknown } = await resolvePermissions(tx, selection);
  if (unknown.length > 0) throw refusal(request, 422, 'permissionUnknown', 'permissions');
  return known;
}

/** A 404 for a record that does not exist or lies outside the caller's organisations. */
export function notFound(): HttpError {
  return new HttpError(404, 'notFound');
}
