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

const PulledRecord = z.looseObject({ id: z.string().min(1), deletedAt: z.string().optional() });
export type PulledRecord = z.infer<typeof PulledRecord>;

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
