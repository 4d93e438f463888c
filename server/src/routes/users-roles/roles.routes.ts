/**
 * Role administration (seed-spec §5, §6; product.md §4): create, update, toggle and delete roles,
 * and read one role's permissions. Listing and reading roles is the generic collection read.
 *
 * Who: roles are global (every organisation's users hold them), so only staff manage them: each
 * write needs its `roles` permission and `staffOnly`, both checked by the auth plugin. A role can
 * only give permissions its editor holds (administration-guards.ts).
 *
 * The rules of roles.repository.ts hold: exactly one default role; the default role cannot be
 * un-defaulted, deactivated or deleted (422); a role with users answers 409 on delete unless the
 * caller confirms with `?moveUsersToDefault=true`, which moves its users to the default role.
 * Every write runs through the command runner (one transaction, `Idempotency-Key`, realtime hints)
 * and leaves its entry in the activity log in that transaction: an update that changes titles or the
 * default and the permissions leaves two (`role_updated` and `permissions_updated`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponse, Permission } from '../../../../src/api/contract/auth';
import { ErrorBody, Id } from '../../../../src/api/contract/common';
import {
  CreateRoleBody,
  DeleteRoleQuery,
  RoleDetailResponse,
  UpdateRoleBody,
} from '../../../../src/api/contract/users-roles';
import { permissionSummary, recordActivity, type ActivitySubject } from '../../activity/record-activity';
import { runCommand, type CommandChange } from '../../commands/run-command';
import { messageFor } from '../../plugins/messages';
import {
  deleteRole,
  findDefaultRole,
  findRole,
  insertRole,
  loadRoleDetail,
  lockRoles,
  makeDefaultRole,
  moveRoleUsers,
  replaceRolePermissions,
  roleUserCount,
  setRoleActive,
  updateRoleTitles,
} from '../../users-roles/roles.repository';
import { assertGrantable, notFound, refusal, resolveSelection } from './administration-guards';

const RoleParams = z.strictObject({ id: Id });
const errorResponses = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

/** A role as the subject of an activity log entry (roles belong to no organisation). */
function roleSubject(role: { id: string; title_nl: string }): ActivitySubject {
  return { type: 'role', id: role.id, label: role.title_nl };
}

/** What an update changed besides the permissions, in the words of the activity log. */
function roleUpdateChanges(
  before: { titleNl: string; titleEn: string },
  after: { title_nl: string; title_en: string },
  becameDefault: boolean,
): string[] {
  const changes: string[] = [];
  if (before.titleNl !== after.title_nl) changes.push(`Nederlandse titel was ${before.titleNl}`);
  if (before.titleEn !== after.title_en) changes.push(`Engelse titel was ${before.titleEn}`);
  if (becameDefault) changes.push('nu de standaardrol');
  return changes;
}

/** The realtime hint of a role change: roles belong to no organisation. */
function roleChange(id: string): CommandChange {
  return { collection: 'roles', organisationId: null, id };
}

const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roles/:id/permissions',
    {
      config: { permission: ['view', 'roles'] },
      schema: {
        tags: ['roles'],
        summary: 'The permissions a role gives, in menu order',
        params: RoleParams,
        response: { 200: z.object({ data: z.array(Permission) }), ...errorResponses },
      },
    },
    async (request) => {
      const role = await loadRoleDetail(app.db, request.params.id);
      if (!role) throw notFound();
      return { data: role.permissions };
    },
  );

  app.post(
    '/api/roles',
    {
      config: { permission: ['create', 'roles'], staffOnly: true },
      schema: {
        tags: ['roles'],
        summary:
          'Create a role; `isDefault: true` makes it the one default role (the previous default stops being default)',
        body: CreateRoleBody,
        response: { 201: RoleDetailResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const abilities = await request.abilities();
      const body = request.body;
      const result = await runCommand(request, async ({ tx, changed }) => {
        const granted = await resolveSelection(request, tx, body.permissions ?? [], false);
        assertGrantable(abilities, granted);
        const id = await insertRole(tx, {
          ...(body.id ? { id: body.id } : {}),
          titleNl: body.title_nl,
          titleEn: body.title_en,
          permissionIds: granted.map((permission) => permission.id),
        });
        changed(roleChange(id));
        if (body.isDefault === true) {
          await lockRoles(tx);
          for (const previous of await makeDefaultRole(tx, id)) changed(roleChange(previous));
        }
        const role = (await loadRoleDetail(tx, id))!;
        await recordActivity(
          tx,
          request,
          {
            action: 'role_created',
            subject: roleSubject(role),
            organisationId: null,
            description:
              `Rol ${role.title_nl} aangemaakt` +
              (role.isDefault ? ' als standaardrol' : '') +
              (granted.length > 0 ? ` met rechten: ${permissionSummary(granted)}` : ''),
          },
          changed,
        );
        return { status: 201, body: { data: role } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.put(
    '/api/roles/:id',
    {
      config: { permission: ['update', 'roles'], staffOnly: true },
      schema: {
        tags: ['roles'],
        summary:
          'Change a role’s titles, permissions (at least one) or make it the default role; only the fields sent change',
        params: RoleParams,
        body: UpdateRoleBody,
        response: { 200: RoleDetailResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const abilities = await request.abilities();
      const body = request.body;
      const result = await runCommand(request, async ({ tx, changed }) => {
        if (body.isDefault !== undefined) await lockRoles(tx);
        const role = await findRole(tx, request.params.id, true);
        if (!role) throw notFound();
        if (body.isDefault === false && role.isDefault)
          throw refusal(request, 422, 'defaultRoleRequired', 'isDefault');
        if (body.isDefault === true && !role.active)
          throw refusal(request, 422, 'inactiveRoleCannotBeDefault', 'isDefault');
        await updateRoleTitles(tx, role.id, { titleNl: body.title_nl, titleEn: body.title_en });
        let granted: Permission[] | undefined;
        if (body.permissions !== undefined) {
          granted = await resolveSelection(request, tx, body.permissions, true);
          assertGrantable(abilities, granted);
          await replaceRolePermissions(
            tx,
            role.id,
            granted.map((permission) => permission.id),
          );
        }
        if (body.isDefault === true && !role.isDefault) {
          for (const previous of await makeDefaultRole(tx, role.id)) changed(roleChange(previous));
        }
        changed(roleChange(role.id));
        const updated = (await loadRoleDetail(tx, role.id))!;
        // A change of the role's permissions is a permission change; its titles or default status a role change.
        const changes = roleUpdateChanges(role, updated, body.isDefault === true && !role.isDefault);
        if (changes.length > 0) {
          await recordActivity(
            tx,
            request,
            {
              action: 'role_updated',
              subject: roleSubject(updated),
              organisationId: null,
              description: `Rol ${updated.title_nl} bijgewerkt: ${changes.join(', ')}`,
            },
            changed,
          );
        }
        if (granted !== undefined) {
          await recordActivity(
            tx,
            request,
            {
              action: 'permissions_updated',
              subject: roleSubject(updated),
              organisationId: null,
              description: `Rechten van rol ${updated.title_nl} ingesteld: ${permissionSummary(granted)}`,
            },
            changed,
          );
        }
        return { status: 200, body: { data: updated } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/api/roles/:id/toggle',
    {
      config: { permission: ['update', 'roles'], staffOnly: true },
      schema: {
        tags: ['roles'],
        summary:
          'Switch a role off or on. The default role cannot be switched off; users keep a switched-off role',
        params: RoleParams,
        response: { 200: RoleDetailResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await runCommand(request, async ({ tx, changed }) => {
        await lockRoles(tx);
        const role = await findRole(tx, request.params.id, true);
        if (!role) throw notFound();
        if (role.active && role.isDefault)
          throw refusal(request, 422, 'defaultRoleCannotBeDeactivated', 'id');
        await setRoleActive(tx, role.id, !role.active);
        changed(roleChange(role.id));
        const toggled = (await loadRoleDetail(tx, role.id))!;
        await recordActivity(
          tx,
          request,
          {
            action: toggled.active ? 'role_activated' : 'role_deactivated',
            subject: roleSubject(toggled),
            organisationId: null,
            description: `Rol ${toggled.title_nl} ${toggled.active ? 'ingeschakeld' : 'uitgeschakeld'}`,
          },
          changed,
        );
        return { status: 200, body: { data: toggled } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.delete(
    '/api/roles/:id',
    {
      config: { permission: ['delete', 'roles'], staffOnly: true },
      schema: {
        tags: ['roles'],
        summary:
          'Delete a role. The default role cannot be deleted (422). A role with users answers 409 unless `moveUsersToDefault=true` confirms moving them to the default role',
        params: RoleParams,
        querystring: DeleteRoleQuery,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await runCommand(request, async ({ tx, changed }) => {
        await lockRoles(tx);
        const role = await findRole(tx, request.params.id, true);
        if (!role) throw notFound();
        if (role.isDefault) throw refusal(request, 422, 'defaultRoleCannotBeDeleted', 'id');
        const userCount = await roleUserCount(tx, role.id);
        const hasUsers = userCount > 0;
        if (hasUsers) {
          if (request.query.moveUsersToDefault !== true)
            throw refusal(request, 409, 'roleHasUsers', 'moveUsersToDefault');
          const defaultRoleId = await findDefaultRole(tx);
          if (!defaultRoleId) throw refusal(request, 409, 'noDefaultRole', 'moveUsersToDefault');
          for (const user of await moveRoleUsers(tx, role.id, defaultRoleId)) {
            changed({ collection: 'users', organisationId: user.organisationId, id: user.id });
          }
        }
        await deleteRole(tx, role.id);
        changed(roleChange(role.id));
        await recordActivity(
          tx,
          request,
          {
            action: 'role_deleted',
            subject: { type: 'role', id: role.id, label: role.titleNl },
            organisationId: null,
            description: hasUsers
              ? `Rol ${role.titleNl} verwijderd; ${userCount} gebruiker(s) naar de standaardrol verplaatst`
              : `Rol ${role.titleNl} verwijderd`,
          },
          changed,
        );
        const message = messageFor(request, hasUsers ? 'roleDeletedUsersMoved' : 'roleDeleted');
        return { status: 200, body: { message } };
      });
      return reply.code(result.status).send(result.body);
    },
  );
};

export default rolesRoutes;
