import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Handover } from './handover';

function handover() {
  const released: string[] = [];
  const pieces = new Map<Promise<string>, string>();
  const held = new Handover<string, string>({
    sameKey: (a, b) => a === b,
    release: (piece) => released.push(pieces.get(piece)!),
    limitMs: 1_000,
  });
  const begun: string[] = [];
  const hold = (key: string) =>
    held.hold(key, () => {
      begun.push(key);
      const piece = Promise.resolve(`piece for ${key}`);
      pieces.set(piece, key);
      return piece;
    });
  return { held, hold, begun, released };
}

describe('Handover', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the piece begun for a key to the owner that takes that key, once', async () => {
    const { held, hold, begun, released } = handover();
    hold('anna');
    hold('anna');

    await expect(held.take('anna')).resolves.toBe('piece for anna');
    expect(held.take('anna')).toBeNull();
    expect(begun).toEqual(['anna']);
    vi.advanceTimersByTime(5_000);
    expect(released).toEqual([]);
  });

  it('releases a piece taken for another key, or replaced by one for another key', () => {
    const { held, hold, released } = handover();
    hold('anna');
    expect(held.take('bram')).toBeNull();
    expect(released).toEqual(['anna']);

    hold('anna');
    hold('bram');
    expect(released).toEqual(['anna', 'anna']);
    expect(held.take('bram')).not.toBeNull();
  });

  it('releases a piece nobody takes in time', () => {
    const { held, hold, released } = handover();
    hold('anna');
    vi.advanceTimersByTime(999);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(released).toEqual(['anna']);
    expect(held.take('anna')).toBeNull();
  });

  it('releases a piece whose key went stale, and keeps one whose key holds', () => {
    const { held, hold, released } = handover();
    hold('anna');
    held.releaseIf((key) => key !== 'anna');
    expect(released).toEqual([]);
    held.releaseIf((key) => key === 'anna');
    expect(released).toEqual(['anna']);
  });

  it('leaves the failure of a piece to its owner, and a piece nobody takes fails unseen', async () => {
    const held = new Handover<string, string>({
      sameKey: (a, b) => a === b,
      release: () => undefined,
      limitMs: 10,
    });
    held.hold('anna', () => Promise.reject(new Error('no storage')));
    await expect(held.take('anna')).rejects.toThrow('no storage');
    held.hold('bram', () => Promise.reject(new Error('no storage')));
    vi.advanceTimersByTime(10);
    // An unhandled rejection would fail this test run.
    await vi.runAllTimersAsync();
  });
});
