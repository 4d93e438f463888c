/**
 * The three reads every registered collection supports (product.md §3), always inside the caller's
 * organisation scope:
 * - a page of live records, newest first (`createdAt` desc, then `id` desc so equal times stay stable);
 * - an incremental sync page: every change after a cursor, tombstones included, in change order;
 * - one live record by id.
 */
import { and, asc, count, desc, eq, getTableColumns, getTableName, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  maxChangesPerPage,
  maxPerPage,
  type Pagination,
  type SyncMeta,
  type Tombstone,
} from '../../../../src/api/contract/common';
import { queryRows, type Database } from '../../db/client';
import { type CollectionDef, filterConditions, notDeleted, scopeCondition } from '../../db/collections';
import type { OrganisationScope } from '../../plugins/scoping.plugin';

export { maxPerPage };

export interface ListRequest {
  page: number;
  perPage: number;
  /** The parsed list query: the registry's filters pick their parameters from it. */
  query: Record<string, unknown>;
  /** Extra conditions, e.g. the parent of a nested route (`orders/:id/workorders`). */
  where?: SQL[];
  /** An order other than newest first; `id` desc is always appended, so pages stay stable. */
  orderBy?: SQL[];
}

export interface ListPage {
  data: unknown[];
  meta: { pagination: Pagination };
}

export interface SyncPage {
  data: unknown[];
  meta: { pagination: Pagination; sync: SyncMeta };
}

type SyncedRow = Record<string, unknown> & { id: string; deletedAt: Date | null; changeSeq: number };

/**
 * The columns a live record's wire form is built from: every column but the sync bookkeeping
 * (`deletedAt`, `changeSeq`), which `toWire` drops (db/wire-row.ts) and which is null and unused for a
 * live row. Not reading them saves two of every row's fields, which each cost a parse per row (on PGlite
 * a copy and a text decode per field).
 */
const liveColumnsOf = new WeakMap<PgTable, Record<string, AnyPgColumn>>();
function liveColumns(def: CollectionDef): Record<string, AnyPgColumn> {
  const table = def.table as PgTable;
  let columns = liveColumnsOf.get(table);
  if (!columns) {
    const { deletedAt: _deletedAt, changeSeq: _changeSeq, ...rest } = getTableColumns(table);
    columns = rest;
    liveColumnsOf.set(table, columns);
  }
  return columns;
}

function visibleIds(scope: OrganisationScope): readonly string[] | 'all' {
  return scope.kind === 'all' ? 'all' : [...scope.ids];
}

/**
 * Page size: `perPage`, else the seed's `limit`, else the collection default; never above
 * `maxPerPage`, or `maxChangesPerPage` for a change read (`updatedSince`). The query schema
 * (`ListQuery`) already refuses larger sizes with 422; this bound holds whatever schema a route uses.
 */
export function pageSize(
  def: CollectionDef,
  query: { perPage?: number; limit?: number; updatedSince?: string },
): number {
  const cap = query.updatedSince === undefined ? maxPerPage : maxChangesPerPage;
  return Math.min(query.perPage ?? query.limit ?? def.defaultPerPage, cap);
}

function pagination(page: number, perPage: number, total: number): Pagination {
  return { page, perPage, total, totalPages: Math.ceil(total / perPage) };
}

function baseConditions(def: CollectionDef, scope: OrganisationScope, request: ListRequest): SQL[] {
  const scoped = scopeCondition(def, visibleIds(scope));
  return [...(scoped ? [scoped] : []), ...filterConditions(def, request.query), ...(request.where ?? [])];
}

/**
 * Column types whose JSON form (`json_build_object`), passed through the column's own
 * `mapFromDriverValue`, gives the value drizzle gives from the driver's text form: strings as they are,
 * numbers as numbers (a numeric's `1.500` is 1.5 either way), timestamps as ISO text a `Date` parses
 * to the same instant, jsonb as the same value. A table with any other type is read column by column.
 */
const jsonSafeColumnTypes = new Set([
  'PgUUID',
  'PgText',
  'PgBoolean',
  'PgTimestamp',
  'PgDateString',
  'PgInteger',
  'PgSmallInt',
  'PgBigInt53',
  'PgNumericNumber',
  'PgJsonb',
]);
/** `json_build_object` takes at most 100 arguments: 50 columns. */
const maxJsonColumns = 50;

/** How a table's live records are read as JSON: the arguments of `json_build_object`, made once. */
interface JsonRecord {
  columns: [string, AnyPgColumn][];
  /** `'key', "table"."column", ...`: literals and identifiers of our own schema, never input. */
  arguments: SQL;
}

const jsonRecords = new WeakMap<PgTable, JsonRecord | null>();
function jsonRecordOf(def: CollectionDef): JsonRecord | null {
  const table = def.table as PgTable;
  let record = jsonRecords.get(table);
  if (record === undefined) {
    const columns = Object.entries(liveColumns(def));
    const readable =
      columns.length <= maxJsonColumns &&
      columns.every(([, column]) => jsonSafeColumnTypes.has(column.columnType));
    const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
    const identifier = (text: string) => `"${text.replaceAll('"', '""')}"`;
    const tableName = identifier(getTableName(table));
    record = readable
      ? {
          columns,
          arguments: sql.raw(
            columns
              .map(([key, column]) => `${literal(key)}, ${tableName}.${identifier(column.name)}`)
              .join(', '),
          ),
        }
      : null;
    jsonRecords.set(table, record);
  }
  return record;
}

/**
 * The page and its total in one statement, each record as one JSON object: PGlite's reply parser
 * copies and decodes every field of every row on its own (most of a 100-row page's cost, BENCHMARKS.md),
 * so the page comes back as two fields instead of one per column per row, and in one round trip. The
 * rows it answers are exactly drizzle's: the same keys in the same order, each non-null value mapped
 * by its column's `mapFromDriverValue` as drizzle maps a driver value.
 *
 * The page's subquery takes the table's own name as its alias, so the where and order conditions
 * (which name `"table"."column"`) read the same in the aggregate's `order by`, which fixes the order
 * of the records (a sorted subquery alone does not promise it).
 */
async function readJsonPage(
  db: Database,
  def: CollectionDef,
  { columns, arguments: record }: JsonRecord,
  where: SQL | undefined,
  orderBy: SQL[],
  request: ListRequest,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const table = def.table as PgTable;
  const condition = where ?? sql`true`;
  const order = sql.join(orderBy, sql`, `);
  const offset = (request.page - 1) * request.perPage;
  const [answer] = await queryRows<{ total: number; page: string }>(
    db,
    sql`select
      (select count(*)::int from ${table} where ${condition}) as "total",
      (select coalesce(json_agg(json_build_object(${record}) order by ${order}), '[]')::text
        from (select * from ${table} where ${condition} order by ${order} limit ${request.perPage} offset ${offset})
        as ${sql.identifier(getTableName(table))}) as "page"`,
  );
  const rows = JSON.parse(answer?.page ?? '[]') as Record<string, unknown>[];
  for (const row of rows) {
    for (const [key, column] of columns) {
      const value = row[key];
      if (value !== null) row[key] = column.mapFromDriverValue(value);
    }
  }
  return { rows, total: answer?.total ?? 0 };
}

/** One page of live records, newest first, with the total for pagination. */
export async function listCollection(
  db: Database,
  def: CollectionDef,
  scope: OrganisationScope,
  request: ListRequest,
): Promise<ListPage> {
  const table = def.table as PgTable;
  const where = and(notDeleted(def), ...baseConditions(def, scope, request));
  const orderBy = [...(request.orderBy ?? [desc(def.table.createdAt)]), desc(def.table.id)];
  const jsonRecord = jsonRecordOf(def);
  const { rows, total } = jsonRecord
    ? await readJsonPage(db, def, jsonRecord, where, orderBy, request)
    : await Promise.all([
        db
          .select(liveColumns(def))
          .from(table)
          .where(where)
          .orderBy(...orderBy)
          .limit(request.perPage)
          .offset((request.page - 1) * request.perPage),
        db.select({ total: count() }).from(table).where(where),
      ]).then(([page, totals]) => ({ rows: page, total: totals[0]?.total ?? 0 }));
  return {
    data: rows.map((row) => def.toWire(row as never)),
    meta: { pagination: pagination(request.page, request.perPage, total) },
  };
}

/**
 * The changes after `cursor` (a change sequence number), oldest change first, including tombstones
 * `{ id, deletedAt }`. `meta.sync.cursor` is the sequence of the last change returned (or the given
 * cursor when nothing changed); `hasMore` says whether to ask again from there. Pagination describes
 * the remaining changes: `total` of them, of which this answer is the first page. `knownTotal` is that
 * total when the caller already knows it (sync-totals.ts); otherwise the changes are counted.
 */
export async function syncCollection(
  db: Database,
  def: CollectionDef,
  scope: OrganisationScope,
  request: ListRequest,
  cursor: string,
  knownTotal?: number,
): Promise<SyncPage> {
  const table = def.table as PgTable;
  const where = and(gt(def.table.changeSeq, Number(cursor)), ...baseConditions(def, scope, request));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(def.table.changeSeq), asc(def.table.id))
      .limit(request.perPage + 1),
    knownTotal ??
      db
        .select({ total: count() })
        .from(table)
        .where(where)
        .then((totals) => totals[0]?.total ?? 0),
  ]);
  const changes = (rows as SyncedRow[]).slice(0, request.perPage);
  const last = changes.at(-1);
  return {
    data: changes.map((row): unknown =>
      row.deletedAt
        ? ({ id: row.id, deletedAt: row.deletedAt.toISOString() } satisfies Tombstone)
        : def.toWire(row as never),
    ),
    meta: {
      pagination: pagination(1, request.perPage, total),
      sync: { cursor: last ? String(last.changeSeq) : cursor, hasMore: rows.length > request.perPage },
    },
  };
}

/** One live record by id, or null when it does not exist, is deleted or lies outside the scope. */
export async function readCollectionItem(
  db: Database,
  def: CollectionDef,
  scope: OrganisationScope,
  id: string,
): Promise<unknown> {
  const scoped = scopeCondition(def, visibleIds(scope));
  const [row] = await db
    .select(liveColumns(def))
    .from(def.table as PgTable)
    .where(and(eq(def.table.id, id), notDeleted(def), ...(scoped ? [scoped] : [])))
    .limit(1);
  return row ? def.toWire(row as never) : null;
}
