import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weekdayIndex } from '../../../src/lib/agenda-calendar';
import { organisations } from '../db/schema/index';
import { useTestApp } from '../test/test-app';
import { writeDemoExport } from './demo-export';
import { dutchDay } from '../../../src/lib/dutch-day';

describe('the demo back-office export', () => {
  const harness = useTestApp('pglite');

  it('plans its visit a week ahead on a working day at 09:00 Amsterdam time, whatever day it runs', async () => {
    const [organisation] = await harness.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'Bakkerij De Jong Holding B.V.'));
    expect(organisation).toBeDefined();
    const folder = await mkdtemp(join(tmpdir(), 'demo-export-'));
    try {
      // Monday 23 November 2026 through Sunday 29 November, at noon UTC.
      for (let day = 23; day <= 29; day += 1) {
        const now = new Date(Date.UTC(2026, 10, day, 12));
        await rm(folder, { recursive: true, force: true });
        await writeDemoExport(harness.database.db, folder, organisation!.id, now);
        const { data } = JSON.parse(await readFile(join(folder, 'appointments.json'), 'utf8')) as {
          data: { startsAt: string }[];
        };
        const appointment = data[0];
        const startsAt = new Date(appointment!.startsAt);
        const visitDay = dutchDay(startsAt);
        expect(weekdayIndex(visitDay), `run on 2026-11-${day}: visit ${visitDay}`).toBeLessThan(5);
        const daysAhead = (startsAt.getTime() - now.getTime()) / 86_400_000;
        expect(daysAhead).toBeGreaterThan(6);
        expect(daysAhead).toBeLessThan(9);
        expect(
          new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', timeStyle: 'short' }).format(
            startsAt,
          ),
        ).toBe('09:00');
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('issues its two new invoices today in Amsterdam, in order, also just after midnight and at new year', async () => {
    const [organisation] = await harness.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'Bakkerij De Jong Holding B.V.'));
    const folder = await mkdtemp(join(tmpdir(), 'demo-export-'));
    try {
      // Amsterdam 00:00:30 and 01:10 on 27 November, 14:00, and 00:30 on New Year's Day (UTC still in the old year).
      for (const now of [
        new Date('2026-11-26T23:00:30Z'),
        new Date('2026-11-27T00:10:00Z'),
        new Date('2026-11-27T13:00:00Z'),
        new Date('2026-12-31T23:30:00Z'),
      ]) {
        await rm(folder, { recursive: true, force: true });
        await writeDemoExport(harness.database.db, folder, organisation!.id, now);
        const { data } = JSON.parse(await readFile(join(folder, 'invoices.json'), 'utf8')) as {
          data: { number: string; invoiceDate: string; createdAt: string; status: string }[];
        };
        const fresh = data.filter((invoice) => invoice.number.includes('-ADM-'));
        const today = dutchDay(now);
        expect(
          fresh.map((invoice) => invoice.invoiceDate),
          now.toISOString(),
        ).toEqual([today, today]);
        expect(fresh.every((invoice) => invoice.number.startsWith(`F${today.slice(0, 4)}-`))).toBe(true);
        const [first, second] = fresh.map((invoice) => Date.parse(invoice.createdAt));
        expect(first).toBeLessThan(second!);
        expect(second).toBeLessThanOrEqual(now.getTime());
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
