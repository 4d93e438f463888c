/**
 * Query strings in the bracket array format of product.md §3 (`status[]=open&status[]=overdue`),
 * written exactly as `qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true,
 * skipNulls: true })` writes them (a property test holds the two equal), without bundling qs and its
 * helpers (about 15 KB gzip) into the JavaScript the login screen waits for; the server parses them
 * with qs. `undefined` and `null` values are left out, so optional filters can be passed as they are.
 */

export type SearchParams = Record<string, unknown>;

/** RFC 3986 encoding, as qs does it: only letters, digits and `-._~` stay as they are. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function appendPairs(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendPairs(pairs, `${key}[]`, item);
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [name, inner] of Object.entries(value)) appendPairs(pairs, `${key}[${name}]`, inner);
    return;
  }
  pairs.push(`${key}=${encodeValue(scalar(value))}`);
}

export function toQueryString(params: SearchParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, key, value);
  return pairs.join('&');
}

/** Appends the query string to a path; returns the path unchanged when there is nothing to add. */
export function withSearchParams(path: string, params: SearchParams | undefined): string {
  const query = toQueryString(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
