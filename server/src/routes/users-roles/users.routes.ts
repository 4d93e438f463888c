/**
 * The user administration of seed-spec §6 and §7: the permission catalogue, a user's permissions,
 * changing a user's role, switching a user on or off and editing a user's permissions. Reading users
 * themselves (`GET /api/users`, `GET /api/users/{id}?organizationId=`) is the generic collection read.
 *
 * Who: `update users` for every write, `view users` for the reads (the auth plugin answers 403).
 * Staff manage every user; a customer administrator only the users of its own organisation tree, and
 * any other user answers 404 as if it did not exist (staff users belong to no organisation, so a
 * customer never reaches them). Beyond that, the rules of administration-guards.ts: nobody grants
 * more than they hold, and only a superadmin changes a superadmin.
 *
 * Every write runs through the command runner (one transaction, `Idempotency-Key`, realtime hints)
 * and leaves one entry in the activity log in that transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Permission } from '../../../../src/api/contract/auth';
import { ErrorBody, Id } from '../../../../src/api/contract/common';
import {
  EditUserPermissionsBody,
  EditUserRoleBody,
  ManagedUserResponse,
  PermissionListResponse,
  PermissionsUpdatedResponse,
} from '../../../../src/api/contract/users-roles';
import { effectivePermissions } from '../../auth/user-profile.repository';
import { permissionSummary, recordActivity, userSubject } from '../../activity/record-activity';
import { runCommand } from '../../commands/run-command';
import { messageFor } from '../../plugins/messages';
import {
  findManagedUser,
  loadManagedUser,
  replaceUserPermissions,
  setUserActive,
  setUserRole,
} from '../../users-roles/managed-users.repository';
import { listPermissions } from '../../users-roles/permissions.repository';
import { findRole, rolePermissionList } from '../../users-roles/roles.repository';
import {
  assertGrantable,
  assertMayChange,
  callerOf,
  notFound,
  refusal,
  resolveSelection,
} from './administration-guards';

const UserParams = z.strictObject({ id: Id });
const errorResponses = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/permissions',
    {
      config: { permission: ['view', 'users'] },
      schema: {
        tags: ['users'],
        summary: 'List every permission (title, group, parent) in menu order: what the editors offer',
        response: { 200: PermissionListResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ data: await listPermissions(app.db) }),
  );

  app.get(
    '/api/users/:id/permissions',
    {
      config: { permission: ['view', 'users'] },
      schema: {
        tags: ['users'],
        summary: 'The effective permissions of one user (their own, otherwise their role’s)',
        params: UserParams,
        response: { 200: z.object({ data: z.array(Permission) }), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await request.organisationScope();
      const target = await findManagedUser(app.db, request.params.id, scope, { forUpdate: false });
      if (!target) throw notFound();
      return { data: await effectivePermissions(app.db, target.id, target.roleId) };
    },
  );

  app.post(
    '/api/users/edit-role',
    {
      config: { permission: ['update', 'users'] },
      schema: {
        tags: ['users'],
        summary:
          'Give a user a role: the user gets exactly the role’s permissions (their own permissions are dropped)',
        body: EditUserRoleBody,
        response: { 200: ManagedUserResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const [scope, abilities] = await Promise.all([request.organisationScope(), request.abilities()]);
      const { userId, roleId } = request.body;
      const result = await runCommand(request, async ({ tx, changed }) => {
        const target = await findManagedUser(tx, userId, scope);
        if (!target) throw notFound();
        assertMayChange(caller, target);
        const role = await findRole(tx, roleId);
        if (!role || !role.active) throw refusal(request, 422, 'roleNotAssignable', 'roleId');
        assertGrantable(abilities, await rolePermissionList(tx, roleId));
        await setUserRole(tx, target.id, roleId);
        changed({ collection: 'users', organisationId: target.organisationId, id: target.id });
        const user = (await loadManagedUser(tx, target.id))!;
        await recordActivity(
          tx,
          request,
          {
            action: 'user_role_changed',
            subject: userSubject(user),
            organisationId: user.organisationId,
            description: `Rol van ${user.name} gewijzigd in ${role.titleNl}`,
          },
          changed,
        );
        return { status: 200, body: { data: user } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/api/users/:id/toggle',
    {
      config: { permission: ['update', 'users'] },
      schema: {
        tags: ['users'],
        summary: 'Switch a user off (their sessions end at once) or back on; nobody switches themself off',
        params: UserParams,
        response: { 200: ManagedUserResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const scope = await request.organisationScope();
      const result = await runCommand(request, async ({ tx, changed }) => {
        const target = await findManagedUser(tx, request.params.id, scope);
        if (!target) throw notFound();
        if (target.id === caller.user.id) throw refusal(request, 422, 'cannotDeactivateSelf', 'id');
        assertMayChange(caller, target);
        await setUserActive(tx, target.id, !target.active);
        changed({ collection: 'users', organisationId: target.organisationId, id: target.id });
        const user = (await loadManagedUser(tx, target.id))!;
        await recordActivity(
          tx,
          request,
          {
            action: user.active ? 'user_activated' : 'user_deactivated',
            subject: userSubject(user),
            organisationId: user.organisationId,
            description: user.active
              ? `Gebruiker ${user.name} ingeschakeld`
              : `Gebruiker ${user.name} uitgeschakeld; de sessies zijn afgemeld`,
          },
          changed,
        );
        return { status: 200, body: { data: user } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.put(
    '/api/users/:id/edit-permission',
    {
      config: { permission: ['update', 'users'] },
      schema: {
        tags: ['users'],
        summary:
          'Replace a user’s permissions with their own set (at least one; only permissions the caller holds)',
        params: UserParams,
        body: EditUserPermissionsBody,
        response: { 200: PermissionsUpdatedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const [scope, abilities] = await Promise.all([request.organisationScope(), request.abilities()]);
      const result = await runCommand(request, async ({ tx, changed }) => {
        const target = await findManagedUser(tx, request.params.id, scope);
        if (!target) throw notFound();
        assertMayChange(caller, target);
        const granted = await resolveSelection(request, tx, request.body.permissions, true);
        assertGrantable(abilities, granted);
        await replaceUserPermissions(
          tx,
          target.id,
          granted.map((permission) => permission.id),
        );
        changed({ collection: 'users', organisationId: target.organisationId, id: target.id });
        const user = (await loadManagedUser(tx, target.id))!;
        await recordActivity(
          tx,
          request,
          {
            action: 'permissions_updated',
            subject: userSubject(user),
            organisationId: user.organisationId,
            description: `Eigen rechten van ${user.name} ingesteld: ${permissionSummary(granted)}`,
          },
          changed,
        );
        return {
          status: 200,
          body: { message: messageFor(request, 'permissionsUpdated'), data: user },
        };
      });
      return reply.code(result.status).send(result.body);
    },
  );
};

export default usersRoutes;
