/**
 * The columns and indexes every synced table shares, and the one global change sequence.
 *
 * Invariants (enforced by the custom migration `install_change_seq_triggers`):
 * - `change_seq` is taken from the single sequence `change_seq` on every insert AND every update, by a
 *   BEFORE trigger, so a client-supplied value is always overwritten. Incremental sync pulls
 *   `change_seq > cursor` and never misses an update because updates bump the value too.
 * - Rows are never hard-deleted by the app: `deleted_at` marks a tombstone that sync still delivers.
 * - `id` is a UUIDv7 made by the app (the PWA creates records offline with their final id); the
 *   `$defaultFn` only fills it for server-side inserts that did not choose one.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgSequence,
  timestamp,
  uuid,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../../../src/lib/uuid';

export const changeSeq = pgSequence('change_seq', { startWith: 1, increment: 1 });

/** `timestamptz` mapped to `Date`. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** kg of refrigerant and other quantities: numeric(10,3), read and written as a JS number. */
export function decimal3(name: string) {
  return numeric(name, { precision: 10, scale: 3, mode: 'number' });
}

/** id, created_at, updated_at, deleted_at and change_seq: spread into every synced table. */
export function syncColumns() {
  return {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
    // The DB default makes the column optional on insert; the trigger assigns the real value.
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('change_seq')`),
  };
}

interface SyncIndexedColumns {
  id: ExtraConfigColumn;
  organisationId: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  deletedAt: ExtraConfigColumn;
  changeSeq: ExtraConfigColumn;
}

/**
 * The indexes every organisation-scoped synced table needs: the default list order of live rows
 * (`created_at desc, id desc`, product.md §3) within one organisation and across all of them (staff),
 * both partial on `deleted_at is null` so a list page reads its 100 rows from the index instead of
 * sorting the table; the staff-wide sync pull (change_seq) and the scoped sync pull (organisation,
 * change_seq).
 * Descending columns are `NULLS FIRST`, as `ORDER BY ... DESC` is: PostgreSQL reads an index in a query's
 * order only when the NULLS placement matches too, even on NOT NULL columns.
 */
export function syncIndexes(table: string, t: SyncIndexedColumns) {
  return [
    index(`${table}_organisation_created_idx`)
      .on(t.organisationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index(`${table}_live_created_idx`)
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index(`${table}_organisation_change_seq_idx`).on(t.organisationId, t.changeSeq),
    index(`${table}_change_seq_idx`).on(t.changeSeq),
  ];
}

/** The indexes of a global (not organisation-scoped) synced table such as roles or photo types. */
export function globalSyncIndexes(table: string, t: Omit<SyncIndexedColumns, 'organisationId'>) {
  return [
    index(`${table}_created_idx`)
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index(`${table}_change_seq_idx`).on(t.changeSeq),
  ];
}

/**
 * A CHECK constraint keeping a text column within the values of a wire enum, so the database
 * refuses what the contract would refuse. Values are literals from our own code, never user input.
 */
export function enumCheck(name: string, column: PgColumn, values: readonly (string | number)[]) {
  const list = values
    .map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`))
    .join(', ');
  const condition: SQL = sql`${column} in (${sql.raw(list)})`;
  return check(name, condition);
}
