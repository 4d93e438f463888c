import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { maxChangesPerPage, maxPerPage } from '../../../../src/api/contract/common';
import { uuidv7 } from '../../../../src/lib/uuid';
import { collections } from '../../db/collections';
import { databaseKinds, useTestApp } from '../../test/test-app';

/**
 * The page size rule of product.md §3 on every route the collection registry declares: a change read
 * (`updatedSince`) takes up to `maxChangesPerPage` records a page, any other read up to `maxPerPage`,
 * and a size above that answers 422 naming the parameter. The routes come from the registry, so a
 * collection added later is covered without touching this file.
 */
const syncedRoutes = collections.map((def) => def.path);
const nestedRoutes = collections.flatMap((def) => def.nested.map((nested) => nested.route));
/** Every list route, a nested one with a parent id that names no record (validation comes first). */
const everyListRoute = [...syncedRoutes, ...nestedRoutes.map((route) => route.replace(':id', uuidv7()))];

const superadmin = 'admin@koelservice.example';

/** The answer to a page size over its maximum: today's validation error, localized, naming it. */
function tooLarge(parameter: string) {
  return {
    message: 'The given data was invalid.',
    errors: { [parameter]: ['This value is too long or too large.'] },
  };
}

interface ChangePage {
  data: unknown[];
  meta: { pagination: { perPage: number; total: number }; sync: { hasMore: boolean } };
}

describe.each(databaseKinds())('page sizes of the collection routes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function get(url: string, token: string) {
    return harness.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  }

  it(`answers a change read of every synced route with up to ${maxChangesPerPage} records`, async () => {
    const token = await harness.login(superadmin);
    const sizes: Record<string, number> = {};
    for (const route of syncedRoutes) {
      const response = await get(`/api/${route}?perPage=${maxChangesPerPage}&updatedSince=0`, token);
      expect(response.statusCode, route).toBe(200);
      const { data, meta } = response.json() as ChangePage;
      expect(meta.pagination.perPage, route).toBe(maxChangesPerPage);
      expect(data.length, route).toBe(Math.min(meta.pagination.total, maxChangesPerPage));
      expect(meta.sync.hasMore, route).toBe(meta.pagination.total > maxChangesPerPage);
      sizes[route] = data.length;
    }
    // The demo data has collections with more changes than a plain page holds: the larger size is used.
    expect(Math.max(...Object.values(sizes))).toBeGreaterThan(maxPerPage);
  });

  it(`stops a change read at ${maxChangesPerPage} records and goes on from its cursor`, async () => {
    const def = collections.find((candidate) => candidate.path === 'refrigerant-transactions')!;
    const table = def.table as PgTable;
    const { db } = harness.database;
    // Copies with ids of their own: more changes than one page holds, whatever the seed's size.
    const seeded = (await db.select().from(table)) as Record<string, unknown>[];
    const copies = seeded.map(({ changeSeq: _changeSeq, ...row }) => ({ ...row, id: uuidv7() }));
    for (let start = 0; start < copies.length; start += 500)
      await db.insert(table).values(copies.slice(start, start + 500) as never);
    const token = await harness.login(superadmin);
    const total = seeded.length * 2;
    expect(total).toBeGreaterThan(maxChangesPerPage);

    const first = await get(`/api/${def.path}?perPage=${maxChangesPerPage}&updatedSince=0`, token);
    expect(first.statusCode).toBe(200);
    const firstPage = first.json() as ChangePage & { meta: { sync: { cursor: string } } };
    expect(firstPage.data).toHaveLength(maxChangesPerPage);
    expect(firstPage.meta.pagination.total).toBe(total);
    expect(firstPage.meta.sync.hasMore).toBe(true);
    const next = `/api/${def.path}?perPage=${maxChangesPerPage}&updatedSince=${firstPage.meta.sync.cursor}`;
    const secondPage = (await get(next, token)).json() as ChangePage;
    expect(secondPage.data).toHaveLength(total - maxChangesPerPage);
    expect(secondPage.meta.sync.hasMore).toBe(false);
  });

  it('takes the seed’s limit like perPage on a change read', async () => {
    const token = await harness.login(superadmin);
    const route = 'serviceobjects';
    const byPerPage = (await get(`/api/${route}?perPage=${maxChangesPerPage}&updatedSince=0`, token)).json();
    const byLimit = await get(`/api/${route}?limit=${maxChangesPerPage}&updatedSince=0`, token);
    expect(byLimit.statusCode).toBe(200);
    expect((byLimit.json() as ChangePage).data).toHaveLength((byPerPage as ChangePage).data.length);
    expect((byPerPage as ChangePage).data.length).toBeGreaterThan(maxPerPage);
  });

  it(`refuses more than ${maxPerPage} a page on a plain read of every list route`, async () => {
    const token = await harness.login(superadmin);
    for (const route of everyListRoute) {
      for (const parameter of ['perPage', 'limit']) {
        const response = await get(`/api/${route}?${parameter}=${maxPerPage + 1}`, token);
        expect(response.statusCode, `${route} ${parameter}`).toBe(422);
        expect(response.json(), `${route} ${parameter}`).toEqual(tooLarge(parameter));
      }
    }
  });

  it(`refuses more than ${maxChangesPerPage} a page on a change read of every list route`, async () => {
    const token = await harness.login(superadmin);
    for (const route of everyListRoute) {
      for (const parameter of ['perPage', 'limit']) {
        const url = `/api/${route}?${parameter}=${maxChangesPerPage + 1}&updatedSince=0`;
        const response = await get(url, token);
        expect(response.statusCode, `${route} ${parameter}`).toBe(422);
        expect(response.json(), `${route} ${parameter}`).toEqual(tooLarge(parameter));
      }
    }
  });

  it(`answers a plain read of ${maxPerPage} a page`, async () => {
    const token = await harness.login(superadmin);
    const response = await get(`/api/serviceobjects?perPage=${maxPerPage}`, token);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ChangePage).data).toHaveLength(maxPerPage);
  });

  it('keeps a list without change reads at the plain cap, and refuses updatedSince there', async () => {
    const token = await harness.login(superadmin);
    expect((await get(`/api/task/my-open?perPage=${maxPerPage + 1}`, token)).statusCode).toBe(422);
    expect((await get(`/api/documents/deleted?perPage=${maxPerPage + 1}`, token)).statusCode).toBe(422);
    const withCursor = await get(`/api/documents/deleted?perPage=${maxChangesPerPage}&updatedSince=0`, token);
    expect(withCursor.statusCode).toBe(422);
    expect(withCursor.json().errors).toHaveProperty('updatedSince');
  });
});
