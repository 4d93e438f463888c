import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../i18n/locales/nl/messages.po';
import { createApiClient } from '../api-client';
import { ApiError } from '../api-error';
import { fetchCollectionPage } from './fetch-collection-page';

function clientAnswering(body: unknown) {
  return createApiClient({
    baseUrl: 'http://portal.test/api',
    getToken: () => 'token',
    getLocale: () => 'nl',
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch,
  });
}

const meta = {
  pagination: { page: 1, perPage: 100, total: 2, totalPages: 1 },
  sync: { cursor: '12', hasMore: false },
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'nl', messages });
});

describe('fetchCollectionPage', () => {
  it('hands on every record with all its fields, and tombstones as they came', async () => {
    const device = { id: 'd1', name: 'Koelcel', chargeKg: 8.9, extra: { nested: [1, 2] } };
    const tombstone = { id: 'd2', deletedAt: '2026-11-25T10:00:00.000Z' };
    const page = await fetchCollectionPage(clientAnswering({ data: [device, tombstone], meta }), {
      path: 'serviceobjects',
      perPage: 100,
      updatedSince: '0',
    });
    expect(page.data).toEqual([device, tombstone]);
    expect(page.meta.sync).toEqual({ cursor: '12', hasMore: false });
  });

  it.each([
    ['a record without an id', { name: 'Koelcel' }],
    ['an empty id', { id: '' }],
    ['a numeric id', { id: 42 }],
    ['a deletedAt that is not a string', { id: 'd1', deletedAt: 1 }],
    ['a record that is not an object', 'd1'],
    ['an array', ['d1']],
  ])('refuses a page holding %s', async (_case, record) => {
    const answer = fetchCollectionPage(clientAnswering({ data: [{ id: 'ok' }, record], meta }), {
      path: 'serviceobjects',
      perPage: 100,
      updatedSince: '0',
    });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
  });
});
