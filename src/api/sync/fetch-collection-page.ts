/**
 * `GET /api/<collection path>`: one page of a synced collection, either the list (`page`) or, with
 * `updatedSince`, the changes after a cursor (product.md §3). Records are checked only for what the
 * sync engine relies on (an object with a string `id`; tombstones carry `deletedAt`): the engine
 * stores what the server sends, and parsing every field of 100,000 records would cost the first
 * sync seconds on a phone.
 */
import { z } from 'zod';
import type { ApiClient } from '../api-client';
import { Pagination, SyncMeta } from '../contract/common';
import type { SearchParams } from '../search-params';

/** A record as the sync engine stores it: any object with a non-empty string `id`. */
export type PulledRecord = { id: string; deletedAt?: string } & Record<string, unknown>;

function isPulledRecord(value: unknown): value is PulledRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, deletedAt } = value as { id?: unknown; deletedAt?: unknown };
  return typeof id === 'string' && id !== '' && (deletedAt === undefined || typeof deletedAt === 'string');
}

// A check that hands the record on as it is: an object schema copies every record it parses, which
// for the 140,000 records of a large first sync was garbage and main-thread time for nothing.
const PulledRecord = z.custom<PulledRecord>(isPulledRecord, { message: 'not a record with an id' });

const PulledPage = z.object({
  data: z.array(PulledRecord),
  meta: z.object({ pagination: Pagination, sync: SyncMeta.optional() }),
});
export type PulledPage = z.infer<typeof PulledPage>;

export interface CollectionPageRequest {
  path: string;
  page?: number;
  perPage: number;
  /** Ask for the changes after this cursor instead of a list page. */
  updatedSince?: string;
  /** The user context and any collection parameters (product.md §3: never trusted for authorization). */
  params?: SearchParams;
  signal?: AbortSignal;
}

export function fetchCollectionPage(client: ApiClient, request: CollectionPageRequest): Promise<PulledPage> {
  return client.request({
    method: 'get',
    path: request.path,
    searchParams: {
      ...request.params,
      page: request.page ?? 1,
      perPage: request.perPage,
      limit: request.perPage,
      ...(request.updatedSince === undefined ? {} : { updatedSince: request.updatedSince }),
    },
    schema: PulledPage,
    ...(request.signal ? { signal: request.signal } : {}),
  });
}

/** A tombstone `{ id, deletedAt }` of an incremental answer. */
export function isTombstone(record: PulledRecord): boolean {
  return typeof record.deletedAt === 'string';
}
