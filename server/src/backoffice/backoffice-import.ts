/**
 * One file of a back-office export, imported (product.md §10). The service company's ERP writes one
 * JSON file per collection (`invoices.json`: `{ "data": [ ... ] }` or a bare array, records in the
 * contract's wire shape) into the organisation's folder; `importFile` brings one such file in.
 *
 * Rules:
 * - Every record is validated by the collection's wire schema (zod) and must belong to the run's
 *   organisation or one of its descendants; a record that fails is refused with its reasons, the
 *   others go on.
 * - A file is imported in ONE transaction together with the run's progress: after a crash, a file is
 *   either fully imported and counted, or not at all. Each record runs in a savepoint, so a record the
 *   database refuses (a reference to an unknown order) is refused alone.
 * - A record is upserted by id: new ids are created, known ids updated when something differs, and
 *   identical records are left alone (so a re-run does not make every device pull them again).
 * - Writes go through the same mechanisms as the portal's own writes: the timeline item of each
 *   message, task, appointment, invoice and offer (`writeTimelineItem`) and the statistics of the
 *   organisations touched (`refreshStatistics`), in the same transaction.
 */
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { SynchronizationCount, SynchronizationRefusal } from '../../../src/api/contract/sync';
import type { TimelineSource } from '../../../src/lib/timeline-entry';
import type { Transaction } from '../db/client';
import { collectionByName } from '../db/collections';
import { refreshStatistics, statisticsCollection } from '../statistics/refresh-statistics';
import { writeTimelineItem } from '../timeline/timeline-writer';
import type { CommandChange } from '../commands/run-command';

/** The collections an export may hold, in the order their files are imported (references first). */
export const IMPORT_COLLECTIONS = ['orders', 'invoices', 'offers', 'appointments', 'tasks'] as const;
export type ImportCollection = (typeof IMPORT_COLLECTIONS)[number];

/** The timeline type of the records of each collection that has a timeline item. */
const timelineTypes: Partial<Record<ImportCollection, TimelineSource['type']>> = {
  tasks: 2,
  appointments: 3,
  invoices: 4,
  offers: 5,
};

/** At most this many refused records are kept per run, so a broken export cannot bloat the row. */
export const MAX_REFUSALS = 100;

export interface FileOutcome {
  count: SynchronizationCount;
  refused: SynchronizationRefusal[];
  /** Every record written, for the realtime hints sent after the commit. */
  changes: CommandChange[];
}

/** The records of a parsed export file, or a reason why the file cannot be read. */
export function recordsOf(json: unknown): unknown[] | string {
  if (Array.isArray(json)) return json;
  if (json !== null && typeof json === 'object' && Array.isArray((json as { data?: unknown }).data)) {
    return (json as { data: unknown[] }).data;
  }
  return 'expected { "data": [ ... ] } or an array of records';
}

function reasonsOf(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || 'record'}: ${issue.message}`);
}

/** `value` with its keys sorted, so two equal records serialise the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/**
 * The row of `table` for a validated wire record: the wire fields that are columns, timestamps as
 * dates, `createdAt` never later than `now` (what happened cannot be in the future); the sync columns
 * are the database's.
 */
function rowFromWire(table: PgTable, record: Record<string, unknown>, now: Date): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key === 'changeSeq' || key === 'deletedAt' || key === 'updatedAt' || !(key in record)) continue;
    const value = record[key];
    row[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  if (row.createdAt instanceof Date && row.createdAt > now) row.createdAt = now;
  row.updatedAt = now;
  return row;
}

/** Without the fields the database owns, to compare an incoming record with the stored one. */
function comparable(record: Record<string, unknown>): string {
  const { updatedAt: _updatedAt, createdAt: _createdAt, ...rest } = record;
  return canonical(rest);
}

/**
 * Imports the records of one file of `collection` into `tx`. `allowed` are the organisations the run
 * may write (its organisation and descendants).
 */
export async function importFile(
  tx: Transaction,
  collection: ImportCollection,
  file: string,
  records: readonly unknown[],
  allowed: ReadonlySet<string>,
  now: Date = new Date(),
): Promise<FileOutcome> {
  const def = collectionByName(collection)!;
  const wire = def.wire as ZodType<Record<string, unknown> & { id: string; organisationId: string }>;
  const table = def.table as PgTable;
  const count: SynchronizationCount = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  const refused: SynchronizationRefusal[] = [];
  const changes: CommandChange[] = [];
  const refuse = (id: string | null, reasons: string[]) => {
    count.refused += 1;
    refused.push({ file, id, reasons });
  };

  const valid: (Record<string, unknown> & { id: string; organisationId: string })[] = [];
  for (const candidate of records) {
    const parsed = wire.safeParse(candidate);
    const id =
      candidate !== null &&
      typeof candidate === 'object' &&
      typeof (candidate as { id?: unknown }).id === 'string'
        ? (candidate as { id: string }).id
        : null;
    if (!parsed.success) refuse(id, reasonsOf(parsed.error));
    else if (!allowed.has(parsed.data.organisationId))
      refuse(id, ['organisationId: not this organisation or one of its child companies']);
    else valid.push(parsed.data);
  }

  const idColumn = getTableColumns(table).id!;
  const stored = new Map<string, string>();
  if (valid.length > 0) {
    const existing = await tx
      .select()
      .from(table)
      .where(
        inArray(
          idColumn,
          valid.map((record) => record.id),
        ),
      );
    for (const row of existing) {
      const current = row as Record<string, unknown> & { id: string; deletedAt: Date | null };
      if (current.deletedAt === null)
        stored.set(current.id, comparable(def.toWire(current as never) as Record<string, unknown>));
      else stored.set(current.id, '');
    }
  }

  const touched = new Set<string>();
  for (const record of valid) {
    const previous = stored.get(record.id);
    if (previous !== undefined && previous === comparable(record)) {
      count.unchanged += 1;
      continue;
    }
    const row = rowFromWire(table, record, now);
    try {
      await tx.transaction(async (savepoint) => {
        if (previous === undefined) {
          await savepoint.insert(table).values(row);
        } else {
          const { id: _id, createdAt: _createdAt, ...changed } = row;
          await savepoint
            .update(table)
            .set({ ...changed, deletedAt: null })
            .where(eq(idColumn, record.id));
        }
        const type = timelineTypes[collection];
        if (type !== undefined) {
          const [written] = await savepoint.select().from(table).where(eq(idColumn, record.id));
          await writeTimelineItem(
            savepoint,
            { type, record: def.toWire(written as never) } as TimelineSource,
            {
              log: {
                group: 'status',
                message:
                  previous === undefined
                    ? 'Overgenomen uit de administratie'
                    : 'Bijgewerkt vanuit de administratie',
                author: { userId: null, name: 'Koelservice administratie' },
              },
              changed: (change) => changes.push(change),
              now,
            },
          );
        }
      });
    } catch (error) {
      refuse(record.id, [databaseReason(error)]);
      continue;
    }
    if (previous === undefined) count.created += 1;
    else count.updated += 1;
    touched.add(record.organisationId);
    changes.push({ collection, organisationId: record.organisationId, id: record.id });
  }
  for (const row of await refreshStatistics(tx, touched, now)) {
    changes.push({ collection: statisticsCollection, organisationId: row.organisationId, id: row.id });
  }
  return { count, refused, changes };
}

/** A database refusal as one line a back-office administrator can act on. */
function databaseReason(error: unknown): string {
  const cause = (error as { cause?: { message?: string; detail?: string } }).cause;
  const message = cause?.detail ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `database: ${message.split('\n')[0]}`;
}
