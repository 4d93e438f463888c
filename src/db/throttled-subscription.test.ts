import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeThrottled, type LiveAnswer } from './throttled-subscription';

/** A hand-driven source of answers, like a live query's observable. */
function source<T>() {
  let observer: { next(value: T): void; error(error: unknown): void } | undefined;
  let unsubscribed = false;
  return {
    subscribe: (next: NonNullable<typeof observer>) => {
      observer = next;
      return { unsubscribe: () => (unsubscribed = true) };
    },
    next: (value: T) => observer?.next(value),
    error: (error: unknown) => observer?.error(error),
    isUnsubscribed: () => unsubscribed,
  };
}

describe('subscribeThrottled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first answer at once, then the latest at most once per interval', () => {
    const answers = source<number>();
    const shown: LiveAnswer<number>[] = [];
    subscribeThrottled(answers.subscribe, 250, (answer) => shown.push(answer));

    answers.next(1);
    expect(shown).toEqual([{ value: 1 }]);
    answers.next(2);
    answers.next(3);
    vi.advanceTimersByTime(249);
    expect(shown).toEqual([{ value: 1 }]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([{ value: 1 }, { value: 3 }]);
  });

  it('shows an answer that comes after a quiet interval at once', () => {
    const answers = source<number>();
    const shown: LiveAnswer<number>[] = [];
    subscribeThrottled(answers.subscribe, 250, (answer) => shown.push(answer));
    answers.next(1);
    vi.advanceTimersByTime(1_000);
    answers.next(2);
    expect(shown).toEqual([{ value: 1 }, { value: 2 }]);
  });

  it('shows an error at once, in place of an answer still waiting', () => {
    const answers = source<number>();
    const shown: LiveAnswer<number>[] = [];
    subscribeThrottled(answers.subscribe, 250, (answer) => shown.push(answer));
    answers.next(1);
    answers.next(2);
    const failure = new Error('storage gone');
    answers.error(failure);
    expect(shown).toEqual([{ value: 1 }, { error: failure }]);
    vi.advanceTimersByTime(1_000);
    expect(shown).toHaveLength(2);
  });

  it('unsubscribes and drops the answer still waiting', () => {
    const answers = source<number>();
    const shown: LiveAnswer<number>[] = [];
    const unsubscribe = subscribeThrottled(answers.subscribe, 250, (answer) => shown.push(answer));
    answers.next(1);
    answers.next(2);
    unsubscribe();
    vi.advanceTimersByTime(1_000);
    expect(shown).toEqual([{ value: 1 }]);
    expect(answers.isUnsubscribed()).toBe(true);
  });
});
