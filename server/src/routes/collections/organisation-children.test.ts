import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Organisation } from '../../../../src/api/contract/organisations';
import { organisations } from '../../db/schema/organisations';
import { roles, users } from '../../db/schema/users-roles';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingAdmin = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accountingOnly = 'boekhouding@bakkerij-dejong.example';
const planner = 'planner@koelservice.example';

interface WireOrganisation {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
}

describe.each(databaseKinds())('GET /api/organizations/{id}/children on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function get(url: string, token: string, headers: Record<string, string> = {}) {
    return harness.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  }

  async function companyOf(token: string): Promise<string> {
    return (await get('/api/user', token)).json().data.company.id;
  }

  async function childrenOf(id: string, token: string): Promise<WireOrganisation[]> {
    const response = await get(`/api/organizations/${id}/children`, token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** A company under `parentId`, written straight to the database as the back office would. */
  async function addCompany(parentId: string, name: string): Promise<string> {
    const [row] = await harness.database.db
      .insert(organisations)
      .values({ parentId, name, code: `REL-T${Math.floor(Math.random() * 1e6)}`, city: 'Zeist' })
      .returning({ id: organisations.id });
    return row!.id;
  }

  /** Gives a demo account the role of another, as an administrator would. */
  async function giveRoleOf(email: string, roleTitleNl: string): Promise<void> {
    const [role] = await harness.database.db.select().from(roles).where(eq(roles.titleNl, roleTitleNl));
    await harness.database.db.update(users).set({ roleId: role!.id }).where(eq(users.email, email));
  }

  it("lists the holding's own child companies in the organisation's wire shape, 20 per page", async () => {
    const token = await harness.login(holdingAdmin);
    const holding = await companyOf(token);
    const response = await get(`/api/organizations/${holding}/children`, token);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta.pagination).toEqual({ page: 1, perPage: 20, total: 3, totalPages: 1 });
    expect(data.map((child: WireOrganisation) => child.name).sort()).toEqual([
      'Bakkerij De Jong Amersfoort',
      'Bakkerij De Jong Centrum',
      'Bakkerij De Jong Leidsche Rijn',
    ]);
    for (const child of data) {
      expect(child.parentId).toBe(holding);
      expect(Object.keys(child).sort()).toEqual(Object.keys(Organisation.shape).sort());
    }
  });

  it('lists only direct children: grandchildren come from their own parent', async () => {
    const token = await harness.login(holdingAdmin);
    const holding = await companyOf(token);
    const [branch] = await childrenOf(holding, token);
    const grandchild = await addCompany(branch!.id, 'Bakkerij De Jong Zeist');

    expect((await childrenOf(holding, token)).map((child) => child.id)).not.toContain(grandchild);
    expect(await childrenOf(branch!.id, token)).toEqual([
      expect.objectContaining({ id: grandchild, parentId: branch!.id, name: 'Bakkerij De Jong Zeist' }),
    ]);
    expect(await childrenOf(grandchild, token)).toEqual([]);
    // Staff see the same tree.
    const staff = await harness.login(planner);
    expect((await childrenOf(branch!.id, staff)).map((child) => child.id)).toEqual([grandchild]);
  });

  it("answers another customer's organisation with 404, like an organisation that does not exist", async () => {
    const token = await harness.login(holdingAdmin);
    const staff = await harness.login(planner);
    const all = (await get('/api/organizations?perPage=100', staff)).json().data as WireOrganisation[];
    const holding = await companyOf(token);
    const unrelated = all.find(
      (organisation) => organisation.parentId === null && organisation.id !== holding,
    );
    expect(unrelated).toBeDefined();
    expect((await get(`/api/organizations/${unrelated!.id}/children`, staff)).statusCode).toBe(200);

    const elsewhere = await get(`/api/organizations/${unrelated!.id}/children`, token, {
      'accept-language': 'en',
    });
    const missing = await get('/api/organizations/00000000-0000-7000-8000-000000000000/children', token, {
      'accept-language': 'en',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual(missing.json());
    expect((await get(`/api/organizations/${unrelated!.id}`, token)).statusCode).toBe(404);
    expect((await get('/api/organizations/not-a-uuid/children', token)).statusCode).toBe(404);
  });

  it("never lists a child company's parent or siblings to that company's customer", async () => {
    await giveRoleOf(branchCustomer, 'Klant beheerder');
    const token = await harness.login(branchCustomer);
    const branch = await companyOf(token);
    const holdingAdminToken = await harness.login(holdingAdmin);
    const holding = await companyOf(holdingAdminToken);

    // Its holding lists this company among its children, but the holding is not this customer's.
    expect((await get(`/api/organizations/${holding}/children`, token)).statusCode).toBe(404);
    expect(await childrenOf(branch, token)).toEqual([]);
    const grandchild = await addCompany(branch, 'Bakkerij De Jong Centrum Oost');
    expect((await childrenOf(branch, token)).map((child) => child.id)).toEqual([grandchild]);
  });

  it('refuses a caller without view child_companies with 403', async () => {
    const holdingAdminToken = await harness.login(holdingAdmin);
    const holding = await companyOf(holdingAdminToken);
    for (const email of [accountingOnly, branchCustomer]) {
      const token = await harness.login(email);
      const own = await companyOf(token);
      const response = await get(`/api/organizations/${own}/children`, token, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const accounting = await harness.login(accountingOnly);
    expect((await get(`/api/organizations/${holding}/children`, accounting)).statusCode).toBe(403);
    // The organisation list itself stays open to every signed-in user (the organisation switcher).
    expect((await get('/api/organizations', accounting)).statusCode).toBe(200);
  });

  it('refuses an undeclared query parameter with 422 naming it, and an anonymous caller with 401', async () => {
    const token = await harness.login(holdingAdmin);
    const holding = await companyOf(token);
    const response = await get(`/api/organizations/${holding}/children?withCounts=true`, token);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['withCounts']);
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: `/api/organizations/${holding}/children`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
