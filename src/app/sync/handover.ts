/**
 * Work begun ahead of the part of the app that will own it, held until that part takes it over: at
 * most one piece at a time, keyed by what it was begun for. The owner takes it only for the same key
 * (a piece for anything else is released, and the owner begins its own); a piece nobody takes within
 * `limitMs`, or that a later piece replaces, is released too, so nothing begun ahead runs ownerless.
 */
export interface HandoverOptions<K, T> {
  sameKey: (a: K, b: K) => boolean;
  /** Ends a piece nobody took: stops what it started, once it has started. */
  release: (piece: Promise<T>) => void;
  limitMs: number;
}

export class Handover<K, T> {
  private held: { key: K; piece: Promise<T>; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(private readonly options: HandoverOptions<K, T>) {}

  /** Begins the piece for `key`, unless the one held is for it already. */
  hold(key: K, begin: () => Promise<T>): void {
    if (this.held && this.options.sameKey(this.held.key, key)) return;
    this.releaseHeld();
    const piece = begin();
    // A failure belongs to the owner that takes the piece; a piece nobody takes fails unseen.
    piece.catch(() => undefined);
    this.held = { key, piece, timer: setTimeout(() => this.releaseHeld(), this.options.limitMs) };
  }

  /** The piece held for `key`, now the caller's to end; null when none is. */
  take(key: K): Promise<T> | null {
    const held = this.held;
    if (!held) return null;
    if (!this.options.sameKey(held.key, key)) {
      this.releaseHeld();
      return null;
    }
    clearTimeout(held.timer);
    this.held = null;
    return held.piece;
  }

  /** Releases the piece held, if its key no longer holds (`isStale`). */
  releaseIf(isStale: (key: K) => boolean): void {
    if (this.held && isStale(this.held.key)) this.releaseHeld();
  }

  private releaseHeld(): void {
    const held = this.held;
    if (!held) return;
    clearTimeout(held.timer);
    this.held = null;
    this.options.release(held.piece);
  }
}
