import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from './db-test-fixtures';
import { beginEarlyRead, earlyReadResult, forgetEarlyRead } from './early-reads';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early reads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers a result once it is read, for its database and key only, until it is forgotten', async () => {
    const db = freshDatabase('portal-early-1');
    const other = freshDatabase('portal-early-2');
    let answer!: (rows: string[]) => void;
    beginEarlyRead(db, 'rows', () => new Promise<string[]>((resolve) => (answer = resolve)));

    expect(earlyReadResult(db, 'rows'), 'while it reads').toBeUndefined();
    answer(['a', 'b']);
    await settled();
    expect(earlyReadResult(db, 'rows')).toEqual(['a', 'b']);
    expect(earlyReadResult(db, 'other-rows')).toBeUndefined();
    // Another user's database (or a later opening) never sees it.
    expect(earlyReadResult(other, 'rows')).toBeUndefined();

    forgetEarlyRead(db, 'rows');
    expect(earlyReadResult(db, 'rows')).toBeUndefined();
  });

  it('reads a key once while its result is kept', async () => {
    const db = freshDatabase('portal-early-3');
    let reads = 0;
    const read = () => Promise.resolve([++reads]);
    beginEarlyRead(db, 'rows', read);
    beginEarlyRead(db, 'rows', read);
    await settled();
    expect(reads).toBe(1);
    expect(earlyReadResult(db, 'rows')).toEqual([1]);
  });

  it('keeps nothing from a read that failed or was forgotten before it answered', async () => {
    const db = freshDatabase('portal-early-4');
    beginEarlyRead(db, 'failing', () => Promise.reject(new Error('the database closed')));
    let answer!: (rows: string[]) => void;
    beginEarlyRead(db, 'overtaken', () => new Promise<string[]>((resolve) => (answer = resolve)));
    // The screen's own read answered first.
    forgetEarlyRead(db, 'overtaken');
    answer(['stale']);
    await settled();

    expect(earlyReadResult(db, 'failing')).toBeUndefined();
    expect(earlyReadResult(db, 'overtaken')).toBeUndefined();
    // A failed read leaves the key free to be read again.
    beginEarlyRead(db, 'failing', () => Promise.resolve(['second try']));
    await settled();
    expect(earlyReadResult(db, 'failing')).toEqual(['second try']);
  });

  it('offers a result only to the start it was read for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = freshDatabase('portal-early-5');
    beginEarlyRead(db, 'rows', () => Promise.resolve(['at the start']));
    await Promise.resolve();
    await Promise.resolve();
    expect(earlyReadResult(db, 'rows')).toEqual(['at the start']);

    vi.setSystemTime(Date.now() + 31_000);
    expect(earlyReadResult(db, 'rows'), 'half a minute later').toBeUndefined();
  });
});
