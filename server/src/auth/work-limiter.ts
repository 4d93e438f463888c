/**
 * A bounded admission gate for expensive work: at most `concurrency` tasks run at once, at most
 * `maxQueued` more wait in FIFO order, and anything beyond that is refused at once with the error
 * `overloaded()` builds. The wait is therefore bounded (queue length x task time / concurrency), and
 * a flood costs memory for `maxQueued` promises, never an unbounded pile.
 */
export interface WorkLimiterOptions {
  concurrency: number;
  maxQueued: number;
  /** The error thrown when the queue is full. */
  overloaded: () => Error;
}

export interface WorkLimiter {
  readonly concurrency: number;
  readonly maxQueued: number;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly queued: number;
  /** Runs `task` in a slot; refuses with `overloaded()` when every slot is taken and the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createWorkLimiter({ concurrency, maxQueued, overloaded }: WorkLimiterOptions): WorkLimiter {
  const waiting: (() => void)[] = [];
  let active = 0;

  // A finishing task hands its slot straight to the first waiter, so `active` never drops below the
  // number of tasks that could run and no later caller can overtake the queue.
  function release() {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    concurrency,
    maxQueued,
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active += 1;
      else if (waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw overloaded();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
