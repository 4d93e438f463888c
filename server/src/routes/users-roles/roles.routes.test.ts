import { and, eq, inArray, isNull } from 'drizzle-orm';
import { uuidv7 } from '../../../../src/lib/uuid';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../../src/api/contract/auth';
import { permissions, roles, userPermissions, users } from '../../db/schema/users-roles';
import { databaseKinds, useTestApp } from '../../test/test-app';

const planner = 'planner@koelservice.example';
const technician = 'monteur@koelservice.example';
const customerAdmin = 'klant@bakkerij-dejong.example';
const accountant = 'boekhouding@bakkerij-dejong.example';

const unknownId = '0190a000-0000-7000-8000-00000000dead';

describe.each(databaseKinds())('the role administration routes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  }

  async function roleTitled(titleEn: string) {
    const [row] = await harness.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.titleEn, titleEn), isNull(roles.deletedAt)));
    return row!;
  }

  async function defaultRoles() {
    return harness.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.isDefault, true), isNull(roles.deletedAt)));
  }

  async function createRole(token: string, body: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/roles', token, {
      title_nl: 'Storingsdienst',
      title_en: 'Emergency service',
      permissions: [
        { title: 'view', group: 'serviceobjects' },
        { title: 'view', group: 'tasks' },
      ],
      ...body,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; isDefault: boolean; permissions: Permission[] };
  }

  describe('POST /api/roles', () => {
    it('keeps the id the client chose, so a role made offline keeps its id', async () => {
      const token = await harness.login(planner);
      const id = uuidv7();
      const role = await createRole(token, { id });
      expect(role.id).toBe(id);
    });

    it('creates an active role with its permissions, listed among the roles', async () => {
      const token = await harness.login(planner);
      const role = await createRole(token);
      expect(role).toMatchObject({
        title_nl: 'Storingsdienst',
        title_en: 'Emergency service',
        isDefault: false,
        active: true,
        userCount: 0,
      });
      expect(role.permissions.map((p) => `${p.title} ${p.group}`)).toEqual([
        'view serviceobjects',
        'view tasks',
      ]);
      const listed = await call('GET', '/api/roles?perPage=100', token);
      expect(listed.json().data.map((r: { id: string }) => r.id)).toContain(role.id);
      const read = await call('GET', `/api/roles/${role.id}/permissions`, token);
      expect(read.json().data).toEqual(role.permissions);
    });

    it('makes a new default role the only default, in one go', async () => {
      const previous = await roleTitled('Customer user');
      const role = await createRole(await harness.login(planner), { isDefault: true });
      expect(role.isDefault).toBe(true);
      expect(await defaultRoles()).toEqual([{ id: role.id }]);
      expect((await roleTitled('Customer user')).id).toBe(previous.id);
      expect((await roleTitled('Customer user')).isDefault).toBe(false);
    });

    it('refuses empty titles and unknown permissions with 422', async () => {
      const token = await harness.login(planner);
      const emptyTitle = await call('POST', '/api/roles', token, { title_nl: ' ', title_en: 'X' });
      expect(emptyTitle.statusCode).toBe(422);
      expect(emptyTitle.json().errors).toHaveProperty('title_nl');
      const unknown = await call('POST', '/api/roles', token, {
        title_nl: 'X',
        title_en: 'X',
        permissions: [{ title: 'export', group: 'dashboard' }],
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('permissions');
    });

    it('refuses customers even when they hold `create roles`: roles are shared by every organisation', async () => {
      const [customer] = await harness.database.db.select().from(users).where(eq(users.email, customerAdmin));
      const [createRoles] = await harness.database.db
        .select({ id: permissions.id })
        .from(permissions)
        .where(and(eq(permissions.title, 'create'), eq(permissions.group, 'roles')));
      await harness.database.db
        .insert(userPermissions)
        .values({ userId: customer!.id, permissionId: createRoles!.id });
      const response = await call('POST', '/api/roles', await harness.login(customerAdmin), {
        title_nl: 'Eigen rol',
        title_en: 'Own role',
      });
      expect(response.statusCode).toBe(403);
      expect(await harness.database.db.select().from(roles).where(eq(roles.titleEn, 'Own role'))).toEqual([]);
    });

    it('answers 401 to an anonymous caller and 403 to a user without `create roles`', async () => {
      const body = { title_nl: 'X', title_en: 'X' };
      expect((await call('POST', '/api/roles', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/roles', await harness.login(technician), body)).statusCode).toBe(403);
    });
  });

  describe('PUT /api/roles/{id}', () => {
    it('changes only the fields sent', async () => {
      const token = await harness.login(planner);
      const role = await createRole(token);
      const response = await call('PUT', `/api/roles/${role.id}`, token, {
        title_en: 'Standby service',
        permissions: [{ title: 'view', group: 'agenda' }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ title_nl: 'Storingsdienst', title_en: 'Standby service' });
      expect(response.json().data.permissions.map((p: Permission) => `${p.title} ${p.group}`)).toEqual([
        'view agenda',
      ]);
    });

    it('moves the default to another role and never leaves none', async () => {
      const token = await harness.login(planner);
      const previous = await roleTitled('Customer user');
      const accounting = await roleTitled('Accounting');
      const made = await call('PUT', `/api/roles/${accounting.id}`, token, { isDefault: true });
      expect(made.json().data.isDefault).toBe(true);
      expect(await defaultRoles()).toEqual([{ id: accounting.id }]);

      const undone = await call(
        'PUT',
        `/api/roles/${accounting.id}`,
        token,
        { isDefault: false },
        { 'accept-language': 'en' },
      );
      expect(undone.statusCode).toBe(422);
      expect(undone.json().message).toBe(
        'There is always exactly one default role. Make another role the default role instead.',
      );
      expect(await defaultRoles()).toEqual([{ id: accounting.id }]);
      expect(previous.id).not.toBe(accounting.id);
    });

    it('refuses to make an inactive role the default and an empty permission selection', async () => {
      const token = await harness.login(planner);
      const role = await createRole(token);
      await call('POST', `/api/roles/${role.id}/toggle`, token);
      const inactive = await call('PUT', `/api/roles/${role.id}`, token, { isDefault: true });
      expect(inactive.statusCode).toBe(422);
      expect(inactive.json().errors).toHaveProperty('isDefault');
      const empty = await call('PUT', `/api/roles/${role.id}`, token, { permissions: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe('Je moet minstens één recht selecteren');
    });

    it('answers 404 for an unknown role, 403 without `update roles`, 401 anonymous', async () => {
      const url = `/api/roles/${unknownId}`;
      expect((await call('PUT', url, await harness.login(planner), { title_en: 'X' })).statusCode).toBe(404);
      expect((await call('PUT', url, await harness.login(accountant), { title_en: 'X' })).statusCode).toBe(
        403,
      );
      expect((await call('PUT', url, undefined, { title_en: 'X' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/roles/{id}/toggle', () => {
    it('switches a role off and on', async () => {
      const token = await harness.login(planner);
      const role = await createRole(token);
      const off = await call('POST', `/api/roles/${role.id}/toggle`, token);
      expect(off.json().data.active).toBe(false);
      const on = await call('POST', `/api/roles/${role.id}/toggle`, token);
      expect(on.json().data.active).toBe(true);
    });

    it('refuses to switch off the default role, in Dutch and English', async () => {
      const token = await harness.login(planner);
      const { id } = (await defaultRoles())[0]!;
      const dutch = await call('POST', `/api/roles/${id}/toggle`, token);
      const english = await call('POST', `/api/roles/${id}/toggle`, token, undefined, {
        'accept-language': 'en',
      });
      expect(dutch.statusCode).toBe(422);
      expect(dutch.json().message).toBe(
        'De standaardrol kan niet worden gedeactiveerd. Maak eerst een andere rol de standaardrol.',
      );
      expect(english.json().message).toBe(
        'The default role cannot be deactivated. Make another role the default role first.',
      );
      const [row] = await harness.database.db.select().from(roles).where(eq(roles.id, id));
      expect(row!.active).toBe(true);
    });

    it('answers 403 without `update roles` and 401 anonymous', async () => {
      const role = await roleTitled('Accounting');
      expect(
        (await call('POST', `/api/roles/${role.id}/toggle`, await harness.login(technician))).statusCode,
      ).toBe(403);
      expect((await call('POST', `/api/roles/${role.id}/toggle`)).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/roles/{id}', () => {
    it('deletes a role without users', async () => {
      const token = await harness.login(planner);
      const role = await createRole(token);
      const response = await call('DELETE', `/api/roles/${role.id}`, token, undefined, {
        'accept-language': 'en',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Role deleted' });
      expect((await call('GET', `/api/roles/${role.id}`, token)).statusCode).toBe(404);
    });

    it('asks to confirm moving the users of a role that has them, and changes nothing until then', async () => {
      const token = await harness.login(planner);
      const accounting = await roleTitled('Accounting');
      const response = await call('DELETE', `/api/roles/${accounting.id}`, token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Deze rol heeft nog gebruikers. Bevestig dat zij naar de standaardrol worden verplaatst.',
      );
      expect((await call('GET', `/api/roles/${accounting.id}`, token)).statusCode).toBe(200);
    });

    it('moves the users to the default role when confirmed, with the seed’s message', async () => {
      const token = await harness.login(planner);
      const accounting = await roleTitled('Accounting');
      const { id: defaultRoleId } = (await defaultRoles())[0]!;
      const response = await call(
        'DELETE',
        `/api/roles/${accounting.id}?moveUsersToDefault=true`,
        token,
        undefined,
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Role deleted, role users moved to default role' });
      const [moved] = await harness.database.db.select().from(users).where(eq(users.email, accountant));
      expect(moved!.roleId).toBe(defaultRoleId);
      const profile = await call('GET', '/api/user', await harness.login(accountant));
      expect(profile.json().data.permissions.map((p: Permission) => `${p.title} ${p.group}`)).toContain(
        'view dashboard',
      );
      const left = await harness.database.db
        .select()
        .from(roles)
        .where(and(inArray(roles.id, [accounting.id]), isNull(roles.deletedAt)));
      expect(left).toEqual([]);
    });

    it('refuses to delete the default role, even when confirmed', async () => {
      const token = await harness.login(planner);
      const { id } = (await defaultRoles())[0]!;
      const response = await call('DELETE', `/api/roles/${id}?moveUsersToDefault=true`, token, undefined, {
        'accept-language': 'en',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'The default role cannot be deleted. Make another role the default role first.',
      );
      expect(await defaultRoles()).toEqual([{ id }]);
    });

    it('answers 404 for an unknown role, 403 without `delete roles`, 401 anonymous', async () => {
      const url = `/api/roles/${unknownId}`;
      expect((await call('DELETE', url, await harness.login(planner))).statusCode).toBe(404);
      expect((await call('DELETE', url, await harness.login(customerAdmin))).statusCode).toBe(403);
      expect((await call('DELETE', url)).statusCode).toBe(401);
    });
  });
});
