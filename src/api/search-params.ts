/**
 * Query strings in the bracket array format of product.md §3 (`status[]=open&status[]=overdue`).
 * `undefined` and `null` values are left out, so optional filters can be passed as they are.
 */
import qs from 'qs';

export type SearchParams = Record<string, unknown>;

export function toQueryString(params: SearchParams | undefined): string {
  if (!params) return '';
  return qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });
}

/** Appends the query string to a path; returns the path unchanged when there is nothing to add. */
export function withSearchParams(path: string, params: SearchParams | undefined): string {
  const query = toQueryString(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
