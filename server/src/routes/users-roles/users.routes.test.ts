import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../../src/api/contract/auth';
import { roles, users } from '../../db/schema/users-roles';
import { databaseKinds, useTestApp } from '../../test/test-app';

const planner = 'planner@koelservice.example';
const technician = 'monteur@koelservice.example';
const superadmin = 'admin@koelservice.example';
const customerAdmin = 'klant@bakkerij-dejong.example';
const branchUser = 'filiaal@bakkerij-dejong.example';
const accountant = 'boekhouding@bakkerij-dejong.example';

const unknownId = '0190a000-0000-7000-8000-00000000dead';

describe.each(databaseKinds())('the user administration routes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function call(
    method: 'GET' | 'POST' | 'PUT',
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

  async function userOf(email: string) {
    const [row] = await harness.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  async function roleTitled(titleEn: string) {
    const [row] = await harness.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.titleEn, titleEn), isNull(roles.deletedAt)));
    return row!;
  }

  async function ownPermissions(token: string): Promise<string[]> {
    const response = await call('GET', '/api/user', token);
    return (response.json().data.permissions as Permission[]).map((p) => `${p.title} ${p.group}`);
  }

  describe('GET /api/permissions', () => {
    it('lists the whole catalogue with title, group and parent, dashboard first', async () => {
      const response = await call('GET', '/api/permissions', await harness.login(planner));
      expect(response.statusCode).toBe(200);
      const permissions = response.json().data as Permission[];
      expect(permissions[0]).toMatchObject({ title: 'view', group: 'dashboard', parent: null });
      expect(permissions).toContainEqual(
        expect.objectContaining({ title: 'view', group: 'legal_supervision', parent: 'serviceobjects' }),
      );
      expect(permissions).toContainEqual(expect.objectContaining({ title: 'invite', group: 'contacts' }));
    });

    it('answers 401 to an anonymous caller and 403 to a user without `view users`', async () => {
      expect((await call('GET', '/api/permissions')).statusCode).toBe(401);
      expect((await call('GET', '/api/permissions', await harness.login(accountant))).statusCode).toBe(403);
    });
  });

  describe('GET /api/users/{id}?organizationId', () => {
    it('reads a user of the own tree with the organisation named, and refuses another organisation', async () => {
      const token = await harness.login(customerAdmin);
      const branch = await userOf(branchUser);
      const holding = (await userOf(customerAdmin)).organisationId!;
      const inTree = await call('GET', `/api/users/${branch.id}?organizationId=${holding}`, token);
      expect(inTree.statusCode).toBe(200);
      expect(inTree.json().data).toMatchObject({ id: branch.id, email: branchUser });
      expect(inTree.json().data).not.toHaveProperty('passwordHash');

      const staffUser = await userOf(technician);
      expect((await call('GET', `/api/users/${staffUser.id}`, token)).statusCode).toBe(404);
      const outside = await call('GET', `/api/users/${branch.id}?organizationId=${unknownId}`, token);
      expect(outside.statusCode).toBe(403);
    });
  });

  describe('POST /api/users/edit-role', () => {
    it('gives the user the role and exactly the role’s permissions', async () => {
      const token = await harness.login(planner);
      const target = await userOf(accountant);
      const customerUser = await roleTitled('Customer user');
      await call('PUT', `/api/users/${target.id}/edit-permission`, token, {
        permissions: [{ title: 'view', group: 'orders' }],
      });

      const response = await call('POST', '/api/users/edit-role', token, {
        userId: target.id,
        roleId: customerUser.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: target.id, roleId: customerUser.id });
      const granted = (response.json().data.permissions as Permission[]).map((p) => `${p.title} ${p.group}`);
      expect(granted).toContain('view dashboard');
      expect(granted).toContain('respond offers');
      expect(granted).toEqual(await ownPermissions(await harness.login(accountant)));
    });

    it('refuses an inactive or unknown role with 422 on roleId', async () => {
      const token = await harness.login(planner);
      const target = await userOf(accountant);
      const planning = await roleTitled('Planner');
      await harness.database.db.update(roles).set({ active: false }).where(eq(roles.id, planning.id));
      for (const roleId of [planning.id, unknownId]) {
        const response = await call('POST', '/api/users/edit-role', token, { userId: target.id, roleId });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.roleId).toEqual(['Deze rol bestaat niet of is niet actief.']);
      }
    });

    it('refuses a customer administrator a role with permissions it does not hold itself', async () => {
      const token = await harness.login(customerAdmin);
      const target = await userOf(branchUser);
      const administrator = await roleTitled('Administrator');
      const response = await call(
        'POST',
        '/api/users/edit-role',
        token,
        { userId: target.id, roleId: administrator.id },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot grant permissions you do not have yourself.');
      expect((await userOf(branchUser)).roleId).toBe(target.roleId);
    });

    it('lets a customer administrator manage users of its tree only: others answer 404', async () => {
      const token = await harness.login(customerAdmin);
      const accounting = await roleTitled('Accounting');
      const branch = await userOf(branchUser);
      const inTree = await call('POST', '/api/users/edit-role', token, {
        userId: branch.id,
        roleId: accounting.id,
      });
      expect(inTree.statusCode).toBe(200);
      const staffUser = await userOf(technician);
      const outside = await call('POST', '/api/users/edit-role', token, {
        userId: staffUser.id,
        roleId: accounting.id,
      });
      expect(outside.statusCode).toBe(404);
      expect((await userOf(technician)).roleId).toBe(staffUser.roleId);
    });

    it('lets only a superadmin change a superadmin', async () => {
      const admin = await userOf(superadmin);
      const planning = await roleTitled('Planner');
      const response = await call('POST', '/api/users/edit-role', await harness.login(planner), {
        userId: admin.id,
        roleId: planning.id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Alleen een superbeheerder kan een superbeheerder wijzigen.');
    });

    it('answers 401 to an anonymous caller and 403 to a user without `update users`', async () => {
      const body = { userId: unknownId, roleId: unknownId };
      expect((await call('POST', '/api/users/edit-role', undefined, body)).statusCode).toBe(401);
      const refused = await call('POST', '/api/users/edit-role', await harness.login(branchUser), body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Je hebt geen toestemming voor deze actie.');
    });
  });

  describe('POST /api/users/{id}/toggle', () => {
    it('switches a user off, which ends their sessions at once, and back on', async () => {
      const token = await harness.login(planner);
      const userToken = await harness.login(branchUser);
      const target = await userOf(branchUser);

      const off = await call('POST', `/api/users/${target.id}/toggle`, token);
      expect(off.statusCode).toBe(200);
      expect(off.json().data).toMatchObject({ id: target.id, active: false });
      expect((await call('GET', '/api/user', userToken)).statusCode).toBe(401);
      await expect(harness.login(branchUser)).rejects.toThrow(/401/);

      const on = await call('POST', `/api/users/${target.id}/toggle`, token);
      expect(on.json().data.active).toBe(true);
      await expect(harness.login(branchUser)).resolves.toBeTypeOf('string');
    });

    it('refuses to switch off the caller’s own account, in Dutch and English', async () => {
      const token = await harness.login(planner);
      const self = await userOf(planner);
      const dutch = await call('POST', `/api/users/${self.id}/toggle`, token);
      const english = await call('POST', `/api/users/${self.id}/toggle`, token, undefined, {
        'accept-language': 'en',
      });
      expect(dutch.statusCode).toBe(422);
      expect(dutch.json().message).toBe('Je kunt je eigen account niet deactiveren.');
      expect(english.json().message).toBe('You cannot deactivate your own account.');
      expect((await userOf(planner)).active).toBe(true);
    });

    it('answers 404 for a user outside the caller’s organisations, 403 without the permission, 401 anonymous', async () => {
      const staffUser = await userOf(technician);
      const outside = await call(
        'POST',
        `/api/users/${staffUser.id}/toggle`,
        await harness.login(customerAdmin),
      );
      expect(outside.statusCode).toBe(404);
      expect((await userOf(technician)).active).toBe(true);
      const branch = await userOf(branchUser);
      expect(
        (await call('POST', `/api/users/${branch.id}/toggle`, await harness.login(technician))).statusCode,
      ).toBe(403);
      expect((await call('POST', `/api/users/${branch.id}/toggle`)).statusCode).toBe(401);
    });
  });

  describe('PUT /api/users/{id}/edit-permission', () => {
    it('replaces the user’s permissions and answers "Permissions updated" with the user', async () => {
      const target = await userOf(accountant);
      const response = await call(
        'PUT',
        `/api/users/${target.id}/edit-permission`,
        await harness.login(planner),
        {
          permissions: [
            { title: 'view', group: 'orders' },
            { title: 'view', group: 'invoices' },
            { title: 'view', group: 'orders' },
          ],
        },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Permissions updated');
      expect(response.json().data).toMatchObject({ id: target.id, email: accountant });
      const granted = ['view orders', 'view invoices'];
      expect(
        (response.json().data.permissions as Permission[]).map((p) => `${p.title} ${p.group}`).sort(),
      ).toEqual([...granted].sort());
      expect((await ownPermissions(await harness.login(accountant))).sort()).toEqual([...granted].sort());
    });

    it('refuses an empty selection with the seed’s message, in Dutch and English', async () => {
      const token = await harness.login(planner);
      const target = await userOf(accountant);
      const url = `/api/users/${target.id}/edit-permission`;
      const dutch = await call('PUT', url, token, { permissions: [] });
      const english = await call('PUT', url, token, { permissions: [] }, { 'accept-language': 'en' });
      expect(dutch.statusCode).toBe(422);
      expect(dutch.json()).toEqual({
        message: 'Je moet minstens één recht selecteren',
        errors: { permissions: ['Je moet minstens één recht selecteren'] },
      });
      expect(english.json().message).toBe('You must select at least one permission');
      expect(await ownPermissions(await harness.login(accountant))).toEqual(['view invoices']);
    });

    it('refuses a permission that is not in the catalogue with 422', async () => {
      const target = await userOf(accountant);
      const response = await call(
        'PUT',
        `/api/users/${target.id}/edit-permission`,
        await harness.login(planner),
        {
          permissions: [{ title: 'respond', group: 'users' }],
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('permissions');
    });

    it('refuses a customer administrator permissions it does not hold (no way up through `update users`)', async () => {
      const token = await harness.login(customerAdmin);
      const self = await userOf(customerAdmin);
      const response = await call('PUT', `/api/users/${self.id}/edit-permission`, token, {
        permissions: [{ title: 'delete', group: 'roles' }],
      });
      expect(response.statusCode).toBe(403);
      expect(await ownPermissions(token)).not.toContain('delete roles');
    });

    it('answers 404 outside the caller’s organisations, 403 without the permission, 401 anonymous', async () => {
      const body = { permissions: [{ title: 'view', group: 'orders' }] };
      const staffUser = await userOf(technician);
      const url = `/api/users/${staffUser.id}/edit-permission`;
      expect((await call('PUT', url, await harness.login(customerAdmin), body)).statusCode).toBe(404);
      expect((await call('PUT', url, await harness.login(accountant), body)).statusCode).toBe(403);
      expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    });

    it('applies a request replayed with the same Idempotency-Key once and answers it again', async () => {
      const token = await harness.login(planner);
      const target = await userOf(accountant);
      const headers = { 'idempotency-key': '0190a000-0000-7000-8000-0000000000f1' };
      const body = { permissions: [{ title: 'view', group: 'orders' }] };
      const first = await call('PUT', `/api/users/${target.id}/edit-permission`, token, body, headers);
      const again = await call('PUT', `/api/users/${target.id}/edit-permission`, token, body, headers);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });
  });
});
