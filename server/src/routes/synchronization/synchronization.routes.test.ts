import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SynchronizationRun } from '../../../../src/api/contract/sync';
import { uuidv7 } from '../../../../src/lib/uuid';
import { queryRows } from '../../db/client';
import { invoices, organisations, synchronizationRuns, tasks, users } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { timelineGaps } from '../../timeline/timeline-coverage';

const holdingAdmin = 'klant@bakkerij-dejong.example';
const branchUser = 'filiaal@bakkerij-dejong.example';

const importDir = mkdtempSync(join(tmpdir(), 'backoffice-import-'));

describe.each(databaseKinds())('back-office synchronization on $label', ({ kind }) => {
  const harness = useTestApp(kind, { BACKOFFICE_IMPORT_DIR: importDir });

  beforeEach(async () => {
    await rm(importDir, { recursive: true, force: true });
    await mkdir(importDir, { recursive: true });
  });

  function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
    return harness.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  }

  async function organisationOf(email: string) {
    const [row] = await harness.database.db
      .select({ id: organisations.id, code: organisations.code })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.email, email));
    return row!;
  }

  async function runToEnd(token: string, organizationId: string): Promise<SynchronizationRun> {
    const started = await call('POST', '/api/synchronization/run', token, { organizationId });
    expect(started.statusCode).toBe(202);
    expect((started.json() as { data: SynchronizationRun }).data.status).toBe('queued');
    await harness.app.synchronization.idle();
    const status = await call(
      'GET',
      `/api/synchronization/status/organization?organizationId=${organizationId}`,
      token,
    );
    expect(status.statusCode).toBe(200);
    return (status.json() as { data: SynchronizationRun }).data;
  }

  it('imports the demo export: new invoices, a paid one, an appointment, a task and a refused record', async () => {
    const holding = await organisationOf(holdingAdmin);
    const token = await harness.login(holdingAdmin);
    const before = await call(
      'GET',
      `/api/synchronization/status/organization?organizationId=${holding.id}`,
      token,
    );
    expect(before.json()).toEqual({ data: null });
    const publish = vi.spyOn(harness.app.realtime, 'publish');

    const run = await runToEnd(token, holding.id);
    expect(run).toMatchObject({ status: 'succeeded', filesTotal: 3, filesDone: 3, message: null });
    expect(run.counts).toEqual({
      invoices: { created: 2, updated: 1, unchanged: 0, refused: 0 },
      appointments: { created: 1, updated: 0, unchanged: 0, refused: 0 },
      tasks: { created: 1, updated: 0, unchanged: 0, refused: 1 },
    });
    expect(run.refused).toEqual([
      { file: 'tasks.json', id: expect.any(String), reasons: [expect.stringMatching(/^title: /)] },
    ]);
    expect(await timelineGaps(harness.database.db)).toEqual([]);
    const collections = new Set(publish.mock.calls.map((call) => call[0]));
    for (const name of ['invoices', 'appointments', 'tasks', 'timelineItems', 'synchronizationRuns']) {
      expect(collections).toContain(name);
    }

    // The same export again changes nothing.
    const again = await runToEnd(token, holding.id);
    expect(again.counts).toEqual({
      invoices: { created: 0, updated: 0, unchanged: 3, refused: 0 },
      appointments: { created: 0, updated: 0, unchanged: 1, refused: 0 },
      tasks: { created: 0, updated: 0, unchanged: 1, refused: 1 },
    });
  });

  it('runs one synchronization at a time per organisation', async () => {
    const holding = await organisationOf(holdingAdmin);
    const token = await harness.login(holdingAdmin);
    const first = await call('POST', '/api/synchronization/run', token, { organizationId: holding.id });
    const second = await call('POST', '/api/synchronization/run', token, { organizationId: holding.id });
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(409);
    expect((second.json() as { message: string }).message).toMatch(/al een synchronisatie/);
    await harness.app.synchronization.idle();
    expect(
      (await call('POST', '/api/synchronization/run', token, { organizationId: holding.id })).statusCode,
    ).toBe(202);
    await harness.app.synchronization.idle();
  });

  it('leaves no half-imported file when a run stops between two files', async () => {
    const holding = await organisationOf(holdingAdmin);
    const token = await harness.login(holdingAdmin);
    const folder = join(importDir, holding.code);
    await mkdir(folder, { recursive: true });
    const now = new Date().toISOString();
    const invoice = (n: number) => ({
      id: uuidv7(),
      organisationId: holding.id,
      createdAt: now,
      updatedAt: now,
      number: `TEST-${n}-${Date.now()}`,
      status: 'invoice_sent',
      invoiceDate: now.slice(0, 10),
      dueDate: now.slice(0, 10),
      amountExclVatCents: 1000,
      vatCents: 210,
      totalCents: 1210,
      paidAt: null,
      orderId: null,
      reference: null,
      hasPdf: false,
    });
    const task = (title: string) => ({
      id: uuidv7(),
      organisationId: holding.id,
      createdAt: now,
      updatedAt: now,
      title,
      description: null,
      status: 'open',
      dueAt: null,
      assigneeUserId: null,
      createdByUserId: null,
      serviceObjectId: null,
      isClientTask: false,
      completedAt: null,
    });
    const importedInvoices = [invoice(1), invoice(2)];
    const pendingTasks = [task('Eerste'), task('Tweede')];
    await writeFile(join(folder, 'invoices.json'), JSON.stringify({ data: importedInvoices }));
    await writeFile(join(folder, 'tasks.json'), JSON.stringify(pendingTasks));
    harness.app.synchronization.afterFile = (file) => {
      if (file === 'invoices.json') throw new Error('stopped between two files');
    };

    const run = await runToEnd(token, holding.id);
    expect(run).toMatchObject({
      status: 'failed',
      filesTotal: 2,
      filesDone: 1,
      message: 'stopped between two files',
    });
    const invoiceRows = await harness.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          importedInvoices.map((record) => record.id),
        ),
      );
    expect(invoiceRows).toHaveLength(2);
    const taskRows = await harness.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        inArray(
          tasks.id,
          pendingTasks.map((record) => record.id),
        ),
      );
    expect(taskRows).toEqual([]);
    expect(await timelineGaps(harness.database.db)).toEqual([]);
  });

  it('refuses records of another customer and a file that is not an export, and goes on', async () => {
    const holding = await organisationOf(holdingAdmin);
    const token = await harness.login(holdingAdmin);
    const [other] = await queryRows<{ id: string }>(
      harness.database.db,
      sql`select id from organisations where parent_id is null and id <> ${holding.id} limit 1`,
    );
    const folder = join(importDir, holding.code);
    await mkdir(folder, { recursive: true });
    const now = new Date().toISOString();
    const foreign = {
      id: uuidv7(),
      organisationId: other!.id,
      createdAt: now,
      updatedAt: now,
      title: 'Niet van deze klant',
      description: null,
      status: 'open',
      dueAt: null,
      assigneeUserId: null,
      createdByUserId: null,
      serviceObjectId: null,
      isClientTask: false,
      completedAt: null,
    };
    await writeFile(join(folder, 'tasks.json'), JSON.stringify({ data: [foreign] }));
    await writeFile(join(folder, 'invoices.json'), '{ "rows": 3 }');

    const run = await runToEnd(token, holding.id);
    expect(run.status).toBe('succeeded');
    expect(run.refused).toEqual([
      { file: 'invoices.json', id: null, reasons: [expect.stringMatching(/^file: /)] },
      { file: 'tasks.json', id: foreign.id, reasons: [expect.stringMatching(/^organisationId: /)] },
    ]);
    expect(await harness.database.db.select().from(tasks).where(eq(tasks.id, foreign.id))).toEqual([]);
  });

  it('marks a run a stopped server left running as failed when it starts again', async () => {
    const holding = await organisationOf(holdingAdmin);
    const [stale] = await harness.database.db
      .insert(synchronizationRuns)
      .values({ organisationId: holding.id, status: 'running', startedAt: new Date() })
      .returning();
    await harness.app.synchronization.recoverInterrupted();
    const [row] = await harness.database.db
      .select()
      .from(synchronizationRuns)
      .where(and(eq(synchronizationRuns.id, stale!.id)));
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.message).toMatch(/Onderbroken/);
  });

  it("refuses another customer's organisation, a user without `update dashboard` and an unknown field", async () => {
    const holding = await organisationOf(holdingAdmin);
    const token = await harness.login(holdingAdmin);
    const [other] = await queryRows<{ id: string }>(
      harness.database.db,
      sql`select id from organisations where parent_id is null and id <> ${holding.id} limit 1`,
    );
    expect(
      (await call('POST', '/api/synchronization/run', token, { organizationId: other!.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/synchronization/status/organization?organizationId=${other!.id}`, token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/synchronization/run', await harness.login(branchUser), {
          organizationId: holding.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/synchronization/run', token, { organizationId: holding.id, force: true }))
        .statusCode,
    ).toBe(422);
    expect((await call('GET', '/api/synchronization/status/organization', token)).statusCode).toBe(422);
  });
});
