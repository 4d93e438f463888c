import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/lib/uuid';
import type { DatabaseHandle } from './client';
import { organisations } from './schema/index';
import { freshTestDatabase } from './test-database';
import { visibleOrganisationIds } from './visible-organisations';

/**
 *   holding ─┬─ bakery-north ── bakery-north-shop
 *            ├─ bakery-south
 *            └─ bakery-closed (deleted) ── bakery-closed-shop
 *   butcher (unrelated)
 */
const ids = {
  holding: uuidv7(),
  north: uuidv7(),
  northShop: uuidv7(),
  south: uuidv7(),
  closed: uuidv7(),
  closedShop: uuidv7(),
  butcher: uuidv7(),
};

function customer(organisationId: string | null) {
  return { type: 'customer' as const, accessLevel: 'admin' as const, organisationId };
}

describe('visibleOrganisationIds', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = await freshTestDatabase();
    const org = (id: string, code: string, parentId: string | null, deletedAt: Date | null = null) => ({
      id,
      code,
      name: code,
      parentId,
      deletedAt,
    });
    await handle.db
      .insert(organisations)
      .values([
        org(ids.holding, '1000', null),
        org(ids.north, '1001', ids.holding),
        org(ids.south, '1002', ids.holding),
        org(ids.closed, '1003', ids.holding, new Date()),
        org(ids.butcher, '2000', null),
      ]);
    await handle.db
      .insert(organisations)
      .values([org(ids.northShop, '1011', ids.north), org(ids.closedShop, '1031', ids.closed)]);
  });
  afterEach(async () => {
    await handle.close();
  });

  it('gives a customer of the holding the holding and all its live descendants', async () => {
    const visible = await visibleOrganisationIds(handle.db, customer(ids.holding));
    expect(new Set(visible)).toEqual(new Set([ids.holding, ids.north, ids.northShop, ids.south]));
  });

  it('never shows a child company its parent or its siblings', async () => {
    const visible = await visibleOrganisationIds(handle.db, customer(ids.north));
    expect(new Set(visible)).toEqual(new Set([ids.north, ids.northShop]));
  });

  it('hides a deleted organisation and everything below it', async () => {
    expect(await visibleOrganisationIds(handle.db, customer(ids.closed))).toEqual([]);
  });

  it('shows a customer without an organisation nothing', async () => {
    expect(await visibleOrganisationIds(handle.db, customer(null))).toEqual([]);
  });

  it('shows staff and superadmins every organisation', async () => {
    const staff = { type: 'employee' as const, accessLevel: 'user' as const, organisationId: null };
    expect(await visibleOrganisationIds(handle.db, staff)).toBe('all');
    const superadmin = {
      type: 'customer' as const,
      accessLevel: 'superadmin' as const,
      organisationId: ids.north,
    };
    expect(await visibleOrganisationIds(handle.db, superadmin)).toBe('all');
  });
});
