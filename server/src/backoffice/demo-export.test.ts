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
});
