import { describe, expect, it, vi } from 'vitest';
import { PageWriter } from './page-writer';
import { freshDatabase } from './sync-test-fixtures';

function task(number: number) {
  return { id: `00000000-0000-7000-8000-${String(number).padStart(12, '0')}`, title: `Taak ${number}` };
}

describe('PageWriter', () => {
  it('writes the pages queued while nothing commits in one transaction, in queue order', async () => {
    const db = freshDatabase();
    const writer = new PageWriter(db);
    const transactions = vi.spyOn(db, 'transaction');
    const order: string[] = [];
    const chainA = writer.chain();
    const chainB = writer.chain();

    const queued = [
      writer.write(chainA, 'tasks', 1, async () => {
        order.push('a1');
        await db.records('tasks').put(task(1) as never);
        return 1;
      }),
      writer.write(chainB, 'orders', 1, async () => {
        order.push('b1');
        return 0;
      }),
      writer.write(chainA, 'tasks', 2, async () => {
        order.push('a2');
        await db.records('tasks').bulkPut([task(2), task(3)] as never[]);
        return 2;
      }),
    ];
    writer.flush();
    const written = await Promise.all(queued);

    expect(written).toEqual([1, 0, 2]);
    expect(order).toEqual(['a1', 'b1', 'a2']);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await db.records('tasks').count()).toBe(3);
  });

  it('never puts more than its record limit in one transaction, except a single larger page', async () => {
    const db = freshDatabase();
    const writer = new PageWriter(db, { maxRecords: 150 });
    const transactions = vi.spyOn(db, 'transaction');
    const chain = writer.chain();

    const written = [100, 100, 300, 20].map((records) =>
      writer.write(chain, 'tasks', records, async () => 0),
    );
    writer.flush();
    await Promise.all(written);

    // [100], [100], [300], [20]: 100 + 100 and 300 + 20 exceed 150; the 300-record page goes alone.
    expect(transactions).toHaveBeenCalledTimes(4);
  });

  it('stops a chain at the page that could not be stored and keeps its later pages out', async () => {
    const db = freshDatabase();
    const writer = new PageWriter(db);
    const broken = writer.chain();
    const healthy = writer.chain();
    const failure = new Error('cannot store page 2');

    const queued = [
      writer.write(broken, 'tasks', 1, async () => {
        await db.records('tasks').put(task(1) as never);
        return 1;
      }),
      writer.write(broken, 'tasks', 1, async () => {
        await db.records('tasks').put(task(2) as never);
        throw failure;
      }),
      writer.write(broken, 'tasks', 1, async () => {
        await db.records('tasks').put(task(3) as never);
        return 1;
      }),
      writer.write(healthy, 'orders', 1, async () => {
        await db.records('orders').put({ id: 'order-1' } as never);
        return 1;
      }),
    ];
    writer.flush();
    const results = await Promise.allSettled(queued);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(results[2]).toMatchObject({ reason: failure });
    // Page 1 and the other chain's page are stored (retried alone); page 2 rolled back, page 3 never ran.
    expect((await db.records('tasks').toArray()).map((row) => row.id)).toEqual([task(1).id]);
    expect(await db.records('orders').count()).toBe(1);
    // A page queued on a broken chain later is refused at once.
    await expect(writer.write(broken, 'tasks', 1, async () => 1)).rejects.toBe(failure);
  });

  it('keeps pages queued until a flush, then commits them together', async () => {
    const db = freshDatabase();
    const writer = new PageWriter(db, { minRecords: 1_000, maxWaitMs: 60_000 });
    const transactions = vi.spyOn(db, 'transaction');
    const chain = writer.chain();
    const put = (number: number) => async () => {
      await db.records('tasks').put(task(number) as never);
      return 1;
    };

    const queued = [writer.write(chain, 'tasks', 1, put(1)), writer.write(chain, 'tasks', 1, put(2))];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transactions).not.toHaveBeenCalled();
    expect(await db.records('tasks').count()).toBe(0);

    writer.flush();
    expect(await Promise.all(queued)).toEqual([1, 1]);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await db.records('tasks').count()).toBe(2);
  });

  it('commits without a flush once enough records are queued, or once the oldest page waited long enough', async () => {
    const db = freshDatabase();
    const enough = new PageWriter(db, { minRecords: 150, maxWaitMs: 60_000 });
    const chain = enough.chain();
    await Promise.all([
      enough.write(chain, 'tasks', 100, async () => 100),
      enough.write(chain, 'tasks', 50, async () => 50),
    ]);

    const patient = new PageWriter(db, { minRecords: 1_000, maxWaitMs: 30 });
    const queuedAt = Date.now();
    expect(await patient.write(patient.chain(), 'tasks', 1, async () => 1)).toBe(1);
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(25);
  });
});
