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

export const Pagination = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1).max(100),
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
 * Common list query parameters (product.md §3). The user context is informative only. Strict: an
 * undeclared parameter answers 422 naming it, so a filter a route does not know is never ignored.
 */
export const ListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  updatedSince: z.string().regex(/^\d+$/).optional(),
  authUserId: z.string().optional(),
  userType: z.string().optional(),
  companyId: z.string().optional(),
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
