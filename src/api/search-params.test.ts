import { describe, expect, it } from 'vitest';
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
