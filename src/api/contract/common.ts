/**
 * Wire shapes shared by every endpoint (product.md §3). This folder imports only zod: the PWA parses
 * responses with these schemas and the server declares its routes with them, so the two cannot drift.
 */
import { z } from 'zod';

/** Ids are UUIDv7 strings so the PWA can create records offline with their final id. */
export const Id = z.string().uuid();
/** ISO 8601 timestamp in UTC. */
export const Timestamp = z.iso.datetime({ offset: true });
/** A calendar date (YYYY-MM-DD), for due dates and periods. */
export const DateOnly = z.iso.date();
/** Money is integer cents, currency EUR. */
export const Cents = z.number().int();

export const Locale = z.enum(['nl', 'en']);
export type Locale = z.infer<typeof Locale>;

/** The most records one list page holds (product.md §3). */
export const maxPerPage = 100;
/**
 * The most records one change read (`updatedSince`) holds (product.md §3): a first sync asks for
 * thousands of records, and each request costs the browser more than the records in it.
 */
export const maxChangesPerPage = 1_000;

export const Pagination = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1).max(maxChangesPerPage),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof Pagination>;

/** Incremental sync metadata: the cursor is a monotonic change sequence, never a wall-clock time. */
export const SyncMeta = z.object({
  cursor: z.string(),
  hasMore: z.boolean(),
});
export type SyncMeta = z.infer<typeof SyncMeta>;

/** A deleted record as it appears in an incremental sync answer. */
export const Tombstone = z.object({ id: Id, deletedAt: Timestamp });
export type Tombstone = z.infer<typeof Tombstone>;

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ pagination: Pagination, sync: SyncMeta.optional() }),
  });
}

export function syncEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(z.union([item, Tombstone])),
    meta: z.object({ pagination: Pagination, sync: SyncMeta }),
  });
}

export function itemEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ message, errors? }`: 401 says `Unauthenticated`, 403 a localized message, 422 field errors. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * A whole number in a query string: decimal digits only, sent as one plain value. Never a coercion:
 * an array (`perPage[]=1`, `perPage[0]=1`) or an object (`perPage[a]=1`) where the number belongs
 * answers 422 naming the parameter (product.md §3), as do signs, spaces, exponents and hex.
 */
export function queryInt(bounds: { min?: number; max?: number } = {}) {
  let number = z.number().int();
  if (bounds.min !== undefined) number = number.min(bounds.min);
  if (bounds.max !== undefined) number = number.max(bounds.max);
  return z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .pipe(number);
}

/**
 * The largest sync cursor. The server reads change sequences as JavaScript numbers, which are exact
 * up to 2^53 - 1, so no cursor it hands out is larger, and a larger one could not be compared exactly.
 */
export const maxCursor = Number.MAX_SAFE_INTEGER;

/**
 * A sync cursor (`updatedSince`): the change sequence of the last change a client has, as decimal
 * digits, at most `maxCursor`. The one bound every cursor parameter uses: beyond it answers 422,
 * never a database error.
 */
export const Cursor = z
  .string()
  .regex(/^\d{1,16}$/)
  // zod runs a refinement even after the regex failed: only digits reach BigInt, never a throw.
  .refine((value) => /^\d{1,16}$/.test(value) && BigInt(value) <= BigInt(maxCursor), {
    message: 'Cursor out of range',
  });

/**
 * Common list query parameters of a read without change cursor (product.md §3): `perPage` (and the
 * seed's `limit`) at most `maxPerPage`. The user context is informative only. Strict: an undeclared
 * parameter answers 422 naming it, so a filter a route does not know is never ignored.
 */
export const PlainListQuery = z.strictObject({
  page: queryInt({ min: 1 }).default(1),
  perPage: queryInt({ min: 1, max: maxPerPage }).optional(),
  limit: queryInt({ min: 1, max: maxPerPage }).optional(),
  authUserId: z.string().optional(),
  userType: z.string().optional(),
  companyId: z.string().optional(),
});
export type PlainListQuery = z.infer<typeof PlainListQuery>;

const pageSizeDescription = `At most ${maxPerPage}; at most ${maxChangesPerPage} with updatedSince.`;

/**
 * The list query parameters of a route that also answers change reads (`updatedSince`): a change read
 * takes up to `maxChangesPerPage` records a page, any other read up to `maxPerPage`. Above that
 * the parameter answers 422 naming it, with the message of any number over its maximum.
 * Routes extend this schema (`.extend` keeps the rule); one without change reads starts from
 * `PlainListQuery` instead.
 */
export const ListQuery = PlainListQuery.extend({
  perPage: queryInt({ min: 1, max: maxChangesPerPage }).describe(pageSizeDescription).optional(),
  limit: queryInt({ min: 1, max: maxChangesPerPage }).describe(pageSizeDescription).optional(),
  updatedSince: Cursor.optional(),
}).superRefine((query, ctx) => {
  if (query.updatedSince !== undefined) return;
  for (const field of ['perPage', 'limit'] as const) {
    const size = query[field];
    if (typeof size === 'number' && size > maxPerPage)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: maxPerPage,
        inclusive: true,
        input: size,
        path: [field],
        message: `At most ${maxPerPage} without updatedSince`,
      });
  }
});
export type ListQuery = z.infer<typeof ListQuery>;

/** Fields every synced record carries on the wire (`deletedAt` only appears in tombstones). */
export const RecordBase = z.object({
  id: Id,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type RecordBase = z.infer<typeof RecordBase>;

/** A record that belongs to one customer organisation. */
export const OrganisationRecord = RecordBase.extend({ organisationId: Id });
export type OrganisationRecord = z.infer<typeof OrganisationRecord>;

/** A quantity of refrigerant (or other material) in kg, three decimals. */
export const Kg = z.number().nonnegative();

/** A boolean query parameter: `true`/`1` or `false`/`0` (never JavaScript truthiness). */
export const QueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * A repeatable query parameter. With the bracket format (`status[]=open&status[]=overdue`, parsed by
 * `qs`) it arrives as an array; a single plain value is accepted too and becomes a one-item array.
 */
export function queryArray<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), item])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);
}
