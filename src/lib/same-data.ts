/**
 * Whether two values read from the local database hold the same data: primitives by `Object.is`,
 * arrays item by item, plain objects field by field (the same own keys), dates by their time, all the
 * way down. Anything else (a Blob, a Map) is the same only as the same instance, so a false "changed"
 * costs a render and never hides a change. A live query answers new objects for unchanged rows; a
 * hook that keeps the objects it showed when the answer holds the same data spares every render and
 * computation that depends on them.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!sameData(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, key) || !sameData(a[key], b[key])) return false;
  }
  return true;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** What a hook shows of a live read's answers: the last answer seen, and the objects it shows. */
export interface KeptAnswer<T> {
  answer: T;
  shown: T;
}

/**
 * The next `KeptAnswer` after `answer`: the objects shown stay while each new answer holds the same
 * data (`sameData`), and make way for the first one that differs. Unchanged when the answer is.
 */
export function keepSameData<T>(kept: KeptAnswer<T>, answer: T): KeptAnswer<T> {
  if (kept.answer === answer) return kept;
  const isSame = kept.shown !== undefined && answer !== undefined && sameData(kept.shown, answer);
  return { answer, shown: isSame ? kept.shown : answer };
}
