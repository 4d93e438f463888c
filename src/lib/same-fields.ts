/**
 * Whether two records hold the same value in every own field (compared with `Object.is`, one level
 * deep: a nested array or object must be the same instance). A live query answers new objects for
 * unchanged rows at every change of its table, so a list row memoized on its record compares with
 * this rather than by reference; a false "changed" only costs a render, never a stale row.
 */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is(a[key], b[key]));
}
