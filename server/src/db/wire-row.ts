/**
 * Row → wire conversion shared by every collection: timestamps become ISO strings, the sync
 * bookkeeping (`deletedAt`, `changeSeq`) is dropped. Dates (`date` columns) are already
 * `YYYY-MM-DD` strings and numerics already numbers (see schema/columns.ts), so they pass unchanged.
 */

type WireValue<V> = V extends Date ? string : V;

/** The wire shape of a row: same keys minus sync bookkeeping, `Date` → `string`. */
export type WireRow<R> = { [K in Exclude<keyof R, 'deletedAt' | 'changeSeq'>]: WireValue<R[K]> };

export function wireRow<R extends object>(row: R): WireRow<R> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'deletedAt' || key === 'changeSeq') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as WireRow<R>;
}

/** A copy of `row` without `keys`: how secrets and storage internals are kept off the wire. */
export function omit<R extends object, K extends keyof R>(row: R, keys: readonly K[]): Omit<R, K> {
  const out = { ...row };
  for (const key of keys) delete out[key];
  return out;
}
