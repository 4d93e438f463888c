import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';
import { handChanges } from './table-changes-test-fixtures';

function countingLoad(values: string[]) {
  let calls = 0;
  const load = () => Promise.resolve(values[calls++] ?? 'more');
  return { load, calls: () => calls };
}

describe('ReadCache', () => {
  it('answers again from the entry until a table it was read from changes', async () => {
    const changes = handChanges();
    const cache = new ReadCache<string>(changes, { maxEntries: 10 });
    const { load, calls } = countingLoad(['first', 'second']);
    expect(await cache.read('k', ['devices'], load)).toBe('first');
    expect(await cache.read('k', ['devices'], load)).toBe('first');
    changes.write('invoices');
    expect(await cache.read('k', ['devices'], load)).toBe('first');
    changes.write('devices');
    expect(await cache.read('k', ['devices'], load)).toBe('second');
    expect(calls()).toBe(2);
    expect(changes.settledCalls).toBe(4);
  });

  it('shares one load between concurrent readers of the same key', async () => {
    const cache = new ReadCache<string>(handChanges(), { maxEntries: 10 });
    const { load, calls } = countingLoad(['only']);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.read('k', ['t'], load)));
    expect(answers).toEqual(['only', 'only', 'only', 'only', 'only']);
    expect(calls()).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache<string>(handChanges(), { maxEntries: 10 });
    await expect(cache.read('k', ['t'], () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.read('k', ['t'], () => Promise.resolve('recovered'))).toBe('recovered');
  });

  it('loads every time while changes cannot be followed', async () => {
    const changes = handChanges();
    const cache = new ReadCache<string>(changes, { maxEntries: 10 });
    changes.following = false;
    const { load, calls } = countingLoad(['a', 'b']);
    await cache.read('k', ['t'], load);
    await cache.read('k', ['t'], load);
    expect(calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used entries go beyond its entry and weight limits', async () => {
    const cache = new ReadCache<string>(handChanges(), {
      maxEntries: 2,
      maxWeight: 10,
      weigh: (v) => v.length,
    });
    await cache.read('a', ['t'], () => Promise.resolve('aaaa'));
    await cache.read('b', ['t'], () => Promise.resolve('bbbb'));
    await cache.read('a', ['t'], () => Promise.resolve('not read'));
    await cache.read('c', ['t'], () => Promise.resolve('cccc'));
    expect(cache.size).toBe(2);
    expect(await cache.read('a', ['t'], () => Promise.resolve('reloaded'))).toBe('aaaa');
    expect(await cache.read('b', ['t'], () => Promise.resolve('reloaded'))).toBe('reloaded');
    await cache.read('d', ['t'], () => Promise.resolve('dddddddd'));
    expect(cache.size).toBe(1);
  });
});
