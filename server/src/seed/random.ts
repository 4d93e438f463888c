/**
 * Deterministic randomness for the demo data: a seeded PRNG (sfc32, seeded through splitmix32) with
 * the helpers the generators need, and an id generator that yields UUIDv7-shaped strings from the
 * same stream. Nothing here reads the clock or `Math.random`: the same seed gives the same
 * sequence, so the same data, byte for byte.
 */

import { WORKDAY_START_MINUTES, amsterdamMoment } from './working-time';

/** splitmix32: spreads a small integer seed into well-mixed 32-bit state words. */
function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

const DAY_MS = 86_400_000;

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const mix = splitmix32(seed);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    // Discard the first outputs: sfc32 needs a few rounds to decorrelate close seeds.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A uniformly distributed unsigned 32-bit integer (sfc32). */
  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max) rounded to `decimals` places. */
  decimal(min: number, max: number, decimals: number): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One element, chosen with the given relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** `count` distinct elements in random order (all of them when count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** A moment uniformly in [from, to), at whole minutes. */
  date(from: Date, to: Date): Date {
    const span = Math.max(0, to.getTime() - from.getTime());
    const offset = Math.floor((this.next() * span) / 60_000) * 60_000;
    return new Date(from.getTime() + offset);
  }

  /**
   * A working-hours moment on a random weekday between `fromDays` and `toDays` days from `day`
   * (negative for the past): between 07:30 and 17:00 Amsterdam time (CET or CEST), at a quarter hour.
   */
  workMoment(day: Date, fromDays: number, toDays: number): Date {
    for (;;) {
      const d = new Date(day.getTime() + this.int(fromDays, toDays) * DAY_MS);
      const weekday = d.getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      return amsterdamMoment(d.toISOString().slice(0, 10), WORKDAY_START_MINUTES + this.int(0, 38) * 15);
    }
  }

  /** `length` digits, as a string (may start with 0). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  /** `length` random lowercase hex characters. */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.nextUint32().toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  /** A child generator with its own stream, so adding draws in one area leaves other areas unchanged. */
  fork(label: string): Random {
    let h = 0x811c9dc5;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
    return new Random((this.nextUint32() ^ h) >>> 0);
  }
}

/**
 * Generates UUIDv7-shaped ids (RFC 9562 layout: 48-bit millisecond time, version 7, variant 10)
 * whose time part grows by one millisecond per id from `baseTime` and whose random part comes from
 * `random`. Deterministic, time-ordered in generation order, and valid for any UUID parser.
 */
export class SeededIdGenerator {
  private time: number;

  constructor(
    private readonly random: Random,
    baseTime: number,
  ) {
    this.time = baseTime;
  }

  /** The next id; when `at` is given, the time part is that moment (ids then sort by `at`). */
  next(at?: Date): string {
    const ms = at ? at.getTime() : this.time++;
    const timeHex = ms.toString(16).padStart(12, '0').slice(-12);
    const rand = this.random.hex(20);
    const variant = ((parseInt(rand[3]!, 16) & 0x3) | 0x8).toString(16);
    return (
      `${timeHex.slice(0, 8)}-${timeHex.slice(8, 12)}-7${rand.slice(0, 3)}-` +
      `${variant}${rand.slice(4, 7)}-${rand.slice(8, 20)}`
    );
  }
}
