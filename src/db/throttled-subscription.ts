/**
 * Answers that change many times a second while a sync runs, and that a person reads rather than acts
 * on (progress, the header's sync state): the first is shown at once, later ones at most once per
 * interval, and always the latest in the end. A large first sync changes `syncState` about a thousand
 * times; rendering each change cost the page about as much CPU as storing a twentieth of the records
 * (Chromium per-thread CPU).
 */

export type LiveAnswer<T> = { value: T } | { error: unknown };

interface Observer<T> {
  next(value: T): void;
  error(error: unknown): void;
}

/**
 * Subscribes with `subscribe` and passes its answers to `show`: the first at once, each later one no
 * sooner than `intervalMs` after the one shown before it (only the latest of those that came
 * meanwhile), an error at once. Returns the unsubscribe, which also drops an answer still waiting.
 */
export function subscribeThrottled<T>(
  subscribe: (observer: Observer<T>) => { unsubscribe(): void },
  intervalMs: number,
  show: (answer: LiveAnswer<T>) => void,
): () => void {
  let shownAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: LiveAnswer<T> | undefined;
  const showLatest = () => {
    timer = undefined;
    if (!latest) return;
    shownAt = Date.now();
    const answer = latest;
    latest = undefined;
    show(answer);
  };
  const receive = (answer: LiveAnswer<T>) => {
    latest = answer;
    if (timer !== undefined) {
      if (!('error' in answer)) return;
      clearTimeout(timer);
    }
    const wait = shownAt + intervalMs - Date.now();
    if (wait <= 0 || 'error' in answer) showLatest();
    else timer = setTimeout(showLatest, wait);
  };
  const subscription = subscribe({
    next: (value) => receive({ value }),
    error: (error) => receive({ error }),
  });
  return () => {
    subscription.unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
