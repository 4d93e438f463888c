import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../api-client';
import type { Organisation } from '../contract/organisations';
import { listVisibleOrganisations } from './list-organisations';

function organisation(index: number): Organisation {
  const id = `0190d6d4-0000-7000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    parentId: null,
    code: `R${index}`,
    name: `Klant ${index}`,
    address: null,
    postalCode: null,
    city: null,
    country: 'NL',
    phone: null,
    email: null,
    chamberOfCommerceNumber: null,
    vatNumber: null,
    active: true,
  };
}

/** A client serving `total` organisations, 100 per page, through the contract's schema. */
function clientWith(total: number) {
  const all = Array.from({ length: total }, (_, index) => organisation(index + 1));
  const request = vi.fn(async (call: ApiRequest<unknown>) => {
    const { page, perPage } = call.searchParams as { page: number; perPage: number };
    return call.schema?.parse({
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: { pagination: { page, perPage, total, totalPages: Math.ceil(total / perPage) } },
    });
  });
  return { client: { request } as unknown as ApiClient, request };
}

describe('listVisibleOrganisations', () => {
  it('follows the pages until it has every visible organisation', async () => {
    const { client, request } = clientWith(230);
    const organisations = await listVisibleOrganisations(client);
    expect(organisations).toHaveLength(230);
    expect(request.mock.calls.map(([call]) => [call.path, call.searchParams])).toEqual([
      ['organizations', { page: 1, perPage: 100 }],
      ['organizations', { page: 2, perPage: 100 }],
      ['organizations', { page: 3, perPage: 100 }],
    ]);
  });

  it('asks once when the tree fits on a page, and copes with none at all', async () => {
    const small = clientWith(4);
    expect(await listVisibleOrganisations(small.client)).toHaveLength(4);
    expect(small.request).toHaveBeenCalledOnce();
    expect(await listVisibleOrganisations(clientWith(0).client)).toEqual([]);
  });
});
