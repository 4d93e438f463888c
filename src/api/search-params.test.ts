import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import qs from 'qs';
import { toQueryString, withSearchParams } from './search-params';

describe('query strings', () => {
  it('writes arrays in the bracket format', () => {
    expect(toQueryString({ status: ['open', 'overdue'], page: 2 })).toBe(
      'status[]=open&status[]=overdue&page=2',
    );
  });

  it('leaves out empty filters', () => {
    expect(toQueryString({ organizationId: undefined, code: null, top: true })).toBe('top=true');
  });

  it('encodes values, not the brackets', () => {
    expect(toQueryString({ search: 'koel & vries' })).toBe('search=koel%20%26%20vries');
  });

  it('appends to a path that already has a query', () => {
    expect(withSearchParams('orders?page=1', { perPage: 20 })).toBe('orders?page=1&perPage=20');
    expect(withSearchParams('orders', {})).toBe('orders');
  });
});

describe('query strings against qs', () => {
  const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/);
  const leaf = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
  );
  const value = fc.oneof(
    leaf,
    fc.array(leaf, { maxLength: 4 }),
    fc.dictionary(key, fc.oneof(leaf, fc.array(leaf, { maxLength: 3 })), { maxKeys: 3 }),
  );

  it('writes every parameter set exactly as qs with brackets, values encoded and nulls skipped', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), (params) => {
        expect(toQueryString(params)).toBe(
          qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true }),
        );
      }),
      { numRuns: 500 },
    );
  });
});
