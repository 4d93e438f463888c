import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemEnvelope, listEnvelope, syncEnvelope } from '../../../src/api/contract/common';
import { collections } from '../db/collections';
import { databaseKinds, useTestApp } from '../test/test-app';
import { listCollection, syncCollection } from '../routes/collections/collection-reads';
import { compileWireSerializer } from './wire-serializer';

type Serializer = (data: unknown) => string;

function both(schema: z.ZodType): { viaZod: Serializer; compiled: Serializer } {
  const input = { schema, method: 'GET', url: '/api/test', httpStatus: '200' };
  return {
    viaZod: serializerCompiler(input) as Serializer,
    compiled: compileWireSerializer(input),
  };
}

function failure(serialize: Serializer, data: unknown): string {
  try {
    serialize(data);
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
  return 'no error';
}

describe('the compiled response serializer', () => {
  const Thing = z.object({
    id: z.string().uuid(),
    at: z.iso.datetime({ offset: true }),
    day: z.iso.date().nullable(),
    count: z.number().int().min(0),
    ratio: z.number(),
    kind: z.enum(['a', 'b']),
    flag: z.boolean(),
    note: z.string().optional(),
    tags: z.array(z.string()),
    trimmed: z.string().max(3),
    either: z.union([z.string(), z.number()]),
  });
  const thing = {
    id: '0193a1b2-0000-7000-8000-000000000001',
    at: '2026-11-27T09:06:37.123Z',
    day: null,
    count: 3,
    ratio: 0.5,
    kind: 'a',
    flag: false,
    tags: ['x', 'y"z'],
    trimmed: 'abc',
    either: 4,
  };
  const { viaZod, compiled } = both(z.object({ data: z.array(Thing) }));

  it('writes the schema’s keys in the schema’s order, as the zod serializer does', () => {
    const shuffled = Object.fromEntries(Object.entries(thing).reverse());
    const data = { data: [thing, shuffled, { ...thing, note: 'n', day: '2026-01-02' }] };
    expect(compiled(data)).toBe(viaZod(data));
    expect(compiled(data).indexOf('"id"')).toBeLessThan(compiled(data).indexOf('"at"'));
  });

  it('leaves out keys the schema does not name', () => {
    const data = { data: [{ ...thing, passwordHash: 'secret' }], extra: 1 };
    expect(compiled(data)).toBe(viaZod(data));
    expect(compiled(data)).not.toContain('secret');
  });

  it('answers a union with the first option that takes the value, as zod does', () => {
    const Gone = z.object({ id: z.string().uuid(), deletedAt: z.iso.datetime({ offset: true }) });
    const pair = both(z.object({ data: z.array(z.union([Thing, Gone])) }));
    const gone = { id: thing.id, deletedAt: thing.at };
    const data = {
      data: [
        thing,
        gone,
        // Both options take it: the first one answers (every key of Thing, none only Gone names).
        { ...thing, deletedAt: thing.at },
        // Only the second option takes it: Thing refuses the count.
        { ...gone, count: -1 },
      ],
    };
    expect(pair.compiled(data)).toBe(pair.viaZod(data));
    expect(pair.compiled(data)).toContain('"deletedAt"');
    for (const broken of [{ id: 'x', deletedAt: thing.at }, { ...thing, id: 'x' }, null, 'gone']) {
      expect(failure(pair.compiled, { data: [broken] })).toBe(failure(pair.viaZod, { data: [broken] }));
      expect(failure(pair.compiled, { data: [broken] })).not.toBe('no error');
    }
  });

  it('fails an invalid answer exactly as the zod serializer does', () => {
    for (const broken of [
      { ...thing, id: 'not-a-uuid' },
      { ...thing, at: '2026-11-27 09:06' },
      { ...thing, count: 1.5 },
      { ...thing, count: -1 },
      { ...thing, ratio: Number.NaN },
      { ...thing, kind: 'c' },
      { ...thing, flag: 'true' },
      { ...thing, trimmed: 'abcd' },
      { ...thing, either: true },
      { ...thing, day: undefined },
    ]) {
      expect(failure(compiled, { data: [broken] })).toBe(failure(viaZod, { data: [broken] }));
      expect(failure(compiled, { data: [broken] })).not.toBe('no error');
    }
  });
});

describe.each(databaseKinds())('the compiled serializer on every collection on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  it('answers every list page and record as the zod serializer does', async () => {
    for (const def of collections) {
      const page = await listCollection(
        harness.database.db,
        def,
        { kind: 'all' },
        { page: 1, perPage: 100, query: {} },
      );
      const list = both(listEnvelope(def.wire));
      expect(list.compiled(page), def.name).toBe(list.viaZod(page));
      const item = both(itemEnvelope(def.wire));
      for (const record of page.data.slice(0, 3))
        expect(item.compiled({ data: record }), def.name).toBe(item.viaZod({ data: record }));
    }
  });

  it('answers every change page, tombstones among its records, as the route’s own schema does', async () => {
    for (const def of collections) {
      const page = await syncCollection(
        harness.database.db,
        def,
        { kind: 'all' },
        { page: 1, perPage: 100, query: {} },
        '0',
      );
      const tombstone = { id: '0193a1b2-0000-7000-8000-00000000dead', deletedAt: '2026-11-28T10:00:00.000Z' };
      const mixed = { ...page, data: [tombstone, ...page.data.slice(0, 5), tombstone] };
      // The route's response schema: a list page or a change page.
      const route = both(z.union([listEnvelope(def.wire), syncEnvelope(def.wire)]));
      const sync = both(syncEnvelope(def.wire));
      for (const answer of [page, mixed]) {
        expect(sync.compiled(answer), def.name).toBe(route.viaZod(answer));
        expect(route.compiled(answer), def.name).toBe(route.viaZod(answer));
      }
    }
  });
});
