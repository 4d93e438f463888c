/**
 * Test fixtures for the sync layer: a fresh local database on its own fake IndexedDB, and an
 * in-memory server that answers list, change-cursor and single reads the way product.md §3 says
 * (or, with `withCursor: false`, like a backend without change cursors), behind a real `ApiClient`.
 */
import qs from 'qs';
import { createApiClient, type ApiClient } from '../api/api-client';
import type { CollectionName } from '../db/collection-tables';
import type { SyncCollection } from './sync-collection';

export { freshDatabase } from '../db/db-test-fixtures';

export interface ServerRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

interface StoredServerRecord {
  record: ServerRecord;
  changeSeq: number;
  deletedAt: string | null;
}

export interface FakeServerOptions {
  withCursor?: boolean;
}

/** An in-memory backend for one or more collections, reached through a real ApiClient. */
export class FakeServer {
  readonly requests: string[] = [];
  private readonly tables = new Map<string, Map<string, StoredServerRecord>>();
  private seq = 0;
  private clock = Date.parse('2026-01-01T00:00:00Z');
  /** Makes the next n GETs fail with this status (0: a network failure). */
  failNext: { count: number; status: number } | null = null;
  readonly withCursor: boolean;

  constructor(options: FakeServerOptions = {}) {
    this.withCursor = options.withCursor ?? true;
  }

  private table(path: string): Map<string, StoredServerRecord> {
    let table = this.tables.get(path);
    if (!table) {
      table = new Map();
      this.tables.set(path, table);
    }
    return table;
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  /** Creates or replaces a record; returns it as stored. */
  put(path: string, id: string, fields: Record<string, unknown> = {}): ServerRecord {
    const table = this.table(path);
    const existing = table.get(id);
    const now = this.tick();
    const record: ServerRecord = {
      ...(existing?.record ?? {}),
      ...fields,
      id,
      createdAt: existing?.record.createdAt ?? now,
      updatedAt: now,
    };
    this.seq += 1;
    table.set(id, { record, changeSeq: this.seq, deletedAt: null });
    return record;
  }

  delete(path: string, id: string): void {
    const stored = this.table(path).get(id);
    if (!stored) return;
    this.seq += 1;
    stored.changeSeq = this.seq;
    stored.deletedAt = this.tick();
  }

  live(path: string): ServerRecord[] {
    return [...this.table(path).values()].filter((row) => !row.deletedAt).map((row) => row.record);
  }

  client(): ApiClient {
    return createApiClient({
      baseUrl: 'http://portal.test/api',
      getToken: () => 'token',
      getLocale: () => 'nl',
      fetch: (input, init) => Promise.resolve(this.answer(new Request(input, init))),
    });
  }

  private json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }

  answer(request: Request): Response {
    const url = new URL(request.url);
    this.requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (this.failNext && this.failNext.count > 0) {
      this.failNext.count -= 1;
      const { status } = this.failNext;
      if (status === 0) throw new TypeError('Failed to fetch');
      return this.json(status, { message: 'Server error' });
    }
    const parts = url.pathname.replace(/^\/api\//, '').split('/');
    const query = qs.parse(url.search.slice(1)) as Record<string, string>;
    const perPage = Number(query.perPage ?? 15);
    const page = Number(query.page ?? 1);
    const known = [...this.tables.keys()].find((path) => url.pathname === `/api/${path}`);
    if (known !== undefined) {
      const table = this.table(known);
      if (this.withCursor && query.updatedSince !== undefined) {
        const cursor = Number(query.updatedSince);
        const changes = [...table.values()]
          .filter((row) => row.changeSeq > cursor)
          .sort((a, b) => a.changeSeq - b.changeSeq);
        const slice = changes.slice(0, perPage);
        return this.json(200, {
          data: slice.map((row) =>
            row.deletedAt ? { id: row.record.id, deletedAt: row.deletedAt } : row.record,
          ),
          meta: {
            pagination: {
              page: 1,
              perPage,
              total: changes.length,
              totalPages: Math.ceil(changes.length / perPage),
            },
            sync: { cursor: String(slice.at(-1)?.changeSeq ?? cursor), hasMore: changes.length > perPage },
          },
        });
      }
      const live = this.live(known).sort((a, b) =>
        a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
      );
      return this.json(200, {
        data: live.slice((page - 1) * perPage, page * perPage),
        meta: {
          pagination: { page, perPage, total: live.length, totalPages: Math.ceil(live.length / perPage) },
        },
      });
    }
    const id = parts.pop() ?? '';
    const path = parts.join('/');
    const stored = this.tables.get(path)?.get(id);
    if (!stored || stored.deletedAt) return this.json(404, { message: 'Not found' });
    return this.json(200, { data: stored.record });
  }
}

export function testCollection(name: CollectionName, path: string, perPage = 10): SyncCollection {
  return { name, path, permissionGroup: null, perPage };
}
