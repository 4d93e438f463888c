/**
 * The back-office synchronization as a job (product.md §10): `start` queues a run of one organisation
 * and answers at once; the run then imports the organisation's export folder file by file
 * (`importFile`), storing its progress and result in `synchronization_runs` and announcing every
 * change, and the run itself, in realtime.
 *
 * Invariants:
 * - One queued or running run per organisation, across server instances: a partial unique index
 *   (migration 0007) refuses the second, which `start` answers with 409.
 * - A file and the run's progress commit together: a run that stops halfway (an error, a killed
 *   process) leaves every file either fully imported and counted, or untouched.
 * - A run left queued or running by a process that died is marked failed when the server starts, so
 *   the organisation can synchronize again.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  SynchronizationCounts,
  SynchronizationRefusal,
  SynchronizationRun,
} from '../../../src/api/contract/sync';
import type { CommandChange } from '../commands/run-command';
import { queryRows, type Database } from '../db/client';
import { recordToWire } from '../db/collections';
import { organisations, synchronizationRuns } from '../db/schema/index';
import { HttpError } from '../plugins/http-error';
import type { RealtimePublisher } from '../realtime/realtime-publisher';
import { IMPORT_COLLECTIONS, MAX_REFUSALS, importFile, recordsOf } from './backoffice-import';
import { writeDemoExport } from './demo-export';

/** A folder name the back office can use for an organisation code, and nothing that climbs out. */
const safeCode = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface SynchronizationRunnerOptions {
  db: Database;
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
  importDir: string;
  /** Demo mode writes a sample export for an organisation that has none. */
  demo: boolean;
}

type RunRow = typeof synchronizationRuns.$inferSelect;

export class SynchronizationRunner {
  private readonly running = new Set<Promise<void>>();
  /** Called after each file has committed; a test throws here to stop a run between two files. */
  afterFile: ((file: string) => Promise<void> | void) | undefined;

  constructor(private readonly options: SynchronizationRunnerOptions) {}

  /** Marks the runs a stopped process left queued or running as failed. */
  async recoverInterrupted(): Promise<void> {
    const now = new Date();
    const rows = await this.options.db
      .update(synchronizationRuns)
      .set({
        status: 'failed',
        finishedAt: now,
        updatedAt: now,
        message: 'Onderbroken: de server stopte tijdens de synchronisatie.',
      })
      .where(
        and(
          inArray(synchronizationRuns.status, ['queued', 'running']),
          isNull(synchronizationRuns.deletedAt),
        ),
      )
      .returning();
    for (const row of rows) await this.publish([this.runChange(row)]);
  }

  /** Queues a run of `organisationId` and starts it in the background; 409 while one is active. */
  async start(organisationId: string, userId: string): Promise<SynchronizationRun> {
    let row: RunRow | undefined;
    try {
      [row] = await this.options.db
        .insert(synchronizationRuns)
        .values({ organisationId, requestedByUserId: userId, status: 'queued' })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'synchronizationRunning');
      throw error;
    }
    await this.publish([this.runChange(row!)]);
    const job = this.execute(row!).finally(() => this.running.delete(job));
    this.running.add(job);
    return recordToWire<SynchronizationRun>('synchronizationRuns', row);
  }

  /** Resolves when no run is active in this process (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private runChange(row: RunRow): CommandChange {
    return { collection: 'synchronizationRuns', organisationId: row.organisationId, id: row.id };
  }

  private async execute(queued: RunRow): Promise<void> {
    const { db, log } = this.options;
    const runId = queued.id;
    const counts: SynchronizationCounts = {};
    const refused: SynchronizationRefusal[] = [];
    let processed = 0;
    try {
      const [organisation] = await db
        .select({ code: organisations.code })
        .from(organisations)
        .where(eq(organisations.id, queued.organisationId));
      if (!organisation?.code || !safeCode.test(organisation.code)) {
        throw new Error('Deze organisatie heeft geen bruikbaar relatienummer voor de administratie.');
      }
      const folder = join(this.options.importDir, organisation.code);
      if (this.options.demo && !existsSync(folder)) await writeDemoExport(db, folder, queued.organisationId);
      const files = IMPORT_COLLECTIONS.filter((collection) => existsSync(join(folder, `${collection}.json`)));
      const allowed = await this.organisationTree(queued.organisationId);
      const started = await this.update(runId, {
        status: 'running',
        startedAt: new Date(),
        filesTotal: files.length,
      });
      await this.publish([this.runChange(started)]);

      for (const [index, collection] of files.entries()) {
        const file = `${collection}.json`;
        let records: unknown[];
        try {
          const parsed = recordsOf(JSON.parse(await readFile(join(folder, file), 'utf8')));
          if (typeof parsed === 'string') throw new Error(parsed);
          records = parsed;
        } catch (error) {
          records = [];
          refused.push({ file, id: null, reasons: [`file: ${(error as Error).message.split('\n')[0]}`] });
        }
        const outcome = await db.transaction(async (tx) => {
          const result = await importFile(tx, collection, file, records, allowed);
          counts[collection] = result.count;
          refused.push(...result.refused);
          processed += records.length;
          const [row] = await tx
            .update(synchronizationRuns)
            .set({
              filesDone: index + 1,
              recordsProcessed: processed,
              counts,
              refused: refused.slice(0, MAX_REFUSALS),
              updatedAt: new Date(),
            })
            .where(eq(synchronizationRuns.id, runId))
            .returning();
          return { ...result, row: row! };
        });
        await this.publish([...outcome.changes, this.runChange(outcome.row)]);
        await this.afterFile?.(file);
      }
      const done = await this.update(runId, { status: 'succeeded', finishedAt: new Date(), message: null });
      await this.publish([this.runChange(done)]);
    } catch (error) {
      log.error({ err: error, runId }, 'back-office synchronization failed');
      const failed = await this.update(runId, {
        status: 'failed',
        finishedAt: new Date(),
        message: (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500),
      }).catch(() => undefined);
      if (failed) await this.publish([this.runChange(failed)]);
    }
  }

  private async update(runId: string, values: Partial<RunRow>): Promise<RunRow> {
    const [row] = await this.options.db
      .update(synchronizationRuns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(synchronizationRuns.id, runId))
      .returning();
    return row!;
  }

  /** The organisation and its descendants: where the run may write. */
  private async organisationTree(organisationId: string): Promise<Set<string>> {
    const rows = await queryRows<{ id: string }>(
      this.options.db,
      sql`with recursive tree(id) as (
            select id from organisations where id = ${organisationId}
            union all select o.id from organisations o join tree on o.parent_id = tree.id
          )
          select id::text as id from tree`,
    );
    return new Set(rows.map((row) => row.id));
  }

  /** One hint per (collection, organisation); a publishing failure is logged, never thrown. */
  private async publish(changes: readonly CommandChange[]): Promise<void> {
    const grouped = new Map<string, { collection: string; organisationId: string | null; ids: string[] }>();
    for (const change of changes) {
      const key = `${change.collection}\u0000${change.organisationId ?? ''}`;
      const group = grouped.get(key) ?? {
        collection: change.collection,
        organisationId: change.organisationId,
        ids: [],
      };
      if (!group.ids.includes(change.id)) group.ids.push(change.id);
      grouped.set(key, group);
    }
    for (const group of grouped.values()) {
      try {
        await this.options.realtime.publish(group.collection, group.organisationId, group.ids);
      } catch (error) {
        this.options.log.warn({ err: error }, 'realtime hint of a synchronization could not be published');
      }
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '23505';
}
