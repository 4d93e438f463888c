import { and, count, desc, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { collections, notDeleted, scopeCondition } from '../../db/collections';
import { organisations } from '../../db/schema/index';
import type { OrganisationScope } from '../../plugins/scoping.plugin';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { listCollection } from './collection-reads';

/**
 * A list page is read as one JSON value per record (collection-reads.ts); these tests hold it to the
 * column-by-column read drizzle makes of the same rows: every collection of the registry, newest first,
 * for staff and for a customer's organisations, on a first page, a later one and one past the end.
 */
describe.each(databaseKinds())('list pages read as JSON on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function columnByColumn(
    def: (typeof collections)[number],
    scope: OrganisationScope,
    page: number,
    perPage: number,
  ) {
    const { deletedAt: _deletedAt, changeSeq: _changeSeq, ...columns } = getTableColumns(def.table);
    const scoped = scopeCondition(def, scope.kind === 'all' ? 'all' : [...scope.ids]);
    const where = and(notDeleted(def), ...(scoped ? [scoped] : []));
    const table = def.table as PgTable;
    const db = harness.database.db;
    const rows = await db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(desc(def.table.createdAt), desc(def.table.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [totals] = await db.select({ total: count() }).from(table).where(where);
    const total = totals?.total ?? 0;
    return {
      data: rows.map((row) => def.toWire(row as never)),
      meta: { pagination: { page, perPage, total, totalPages: Math.ceil(total / perPage) } },
    };
  }

  it('answers every collection’s page exactly as reading its rows column by column', async () => {
    const db = harness.database.db;
    const customerOrganisations = await db.select({ id: organisations.id }).from(organisations).limit(2);
    const scopes: OrganisationScope[] = [
      { kind: 'all' },
      { kind: 'some', ids: new Set(customerOrganisations.map((organisation) => organisation.id)) },
    ];
    let records = 0;
    for (const def of collections) {
      for (const scope of scopes) {
        for (const [page, perPage] of [
          [1, 100],
          [2, 7],
          [10_000, 15],
        ] as const) {
          const read = await listCollection(db, def, scope, { page, perPage, query: {} });
          const expected = await columnByColumn(def, scope, page, perPage);
          expect(JSON.stringify(read), `${def.name} ${scope.kind} page ${page}`).toBe(
            JSON.stringify(expected),
          );
          records += read.data.length;
        }
      }
    }
    expect(records).toBeGreaterThan(0);
  });
});
