import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../test/test-app';
import { queryRows } from './client';

describe.each(databaseKinds())('table changes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function versionsAfterSettling(tables: string[]) {
    const { changes } = harness.database;
    await changes.settled();
    return tables.map((table) => changes.versionOf([table]));
  }

  it('counts a committed write of a table as soon as the write has returned, and only that table', async () => {
    const { db } = harness.database;
    for (let round = 0; round < 20; round += 1) {
      const [tasks, roles] = await versionsAfterSettling(['tasks', 'roles']);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update tasks set title = title where id in (select id from tasks limit 2)`);
        await tx.execute(sql`update tasks set title = title where id in (select id from tasks limit 1)`);
      });
      const [tasksAfter, rolesAfter] = await versionsAfterSettling(['tasks', 'roles']);
      expect(tasksAfter).not.toBe(tasks);
      expect(rolesAfter).toBe(roles);
    }
  });

  it('does not count a write that was rolled back', async () => {
    const { db } = harness.database;
    const [before] = await versionsAfterSettling(['tasks']);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update tasks set title = title where id in (select id from tasks limit 1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versionsAfterSettling(['tasks'])).toEqual([before]);
  });

  it('has the notify trigger on every table, so no write escapes the read caches', async () => {
    const rows = await queryRows<{ table_name: string }>(
      harness.database.db,
      sql`select t.table_name::text as table_name from information_schema.tables t
          where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
            and not exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
              join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = t.table_schema and c.relname = t.table_name
                and g.tgname = 'notify_table_change')`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([]);
  });
});
