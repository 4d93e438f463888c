import { describe, expect, it } from 'vitest';
import { Random, SeededIdGenerator } from './random';
import { isWorkingMoment } from './working-time';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 50 }, () => a.nextUint32())).toEqual(
      Array.from({ length: 50 }, () => b.nextUint32()),
    );
  });

  it('gives a different sequence for a neighbouring seed', () => {
    const a = new Random(1);
    const b = new Random(2);
    const same = Array.from({ length: 20 }, () => a.nextUint32() === b.nextUint32()).filter(Boolean);
    expect(same.length).toBeLessThan(2);
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const random = new Random(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.int(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('spreads next() roughly evenly over [0, 1)', () => {
    const random = new Random(9);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) buckets[Math.floor(random.next() * 10)]! += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  it('picks dates inside the range, on whole minutes', () => {
    const random = new Random(3);
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-02-01T00:00:00Z');
    for (let i = 0; i < 200; i++) {
      const d = random.date(from, to);
      expect(d.getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(d.getTime()).toBeLessThan(to.getTime());
      expect(d.getTime() % 60_000).toBe(0);
    }
  });

  it('places work moments on weekdays between 07:30 and 17:00 Amsterdam time, on both sides of a clock change', () => {
    const random = new Random(5);
    // The clocks go back on 25 October 2026: the range covers CEST and CET.
    const day = new Date('2026-10-20T00:00:00Z');
    for (let i = 0; i < 200; i++) {
      const d = random.workMoment(day, -30, 30);
      expect(isWorkingMoment(d), d.toISOString()).toBe(true);
    }
  });

  it('gives forks independent but reproducible streams', () => {
    const a = new Random(11).fork('orders');
    const b = new Random(11).fork('orders');
    const c = new Random(11).fork('invoices');
    const first = a.nextUint32();
    expect(b.nextUint32()).toBe(first);
    expect(c.nextUint32()).not.toBe(first);
  });

  it('shuffles into a permutation of the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(new Random(1).shuffle(items).sort()).toEqual(items);
  });
});

describe('SeededIdGenerator', () => {
  it('produces valid UUIDv7 strings that sort in generation order', () => {
    const ids = new SeededIdGenerator(new Random(1), Date.UTC(2026, 0, 1));
    const generated = Array.from({ length: 100 }, () => ids.next());
    for (const id of generated) expect(id).toMatch(UUID_V7);
    expect([...generated].sort()).toEqual(generated);
    expect(new Set(generated).size).toBe(100);
  });

  it('encodes the given moment in the time part', () => {
    const ids = new SeededIdGenerator(new Random(1), 0);
    const at = new Date('2026-03-04T05:06:07.089Z');
    const id = ids.next(at);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at.getTime());
  });

  it('repeats the same ids for the same seed and base time', () => {
    const a = new SeededIdGenerator(new Random(5), 1_700_000_000_000);
    const b = new SeededIdGenerator(new Random(5), 1_700_000_000_000);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
  });
});
