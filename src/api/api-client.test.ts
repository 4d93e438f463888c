import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '../i18n/locales/nl/messages.po';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError } from './api-error';

const Item = z.object({ data: z.object({ id: z.string() }) });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(
  respond: (request: Request) => Response | Promise<Response>,
  overrides: Partial<ApiClientOptions> = {},
) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return respond(request);
  });
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    getToken: () => 'secret-token',
    getLocale: () => 'en',
    onError,
    fetch: fetch as typeof globalThis.fetch,
    ...overrides,
  });
  return { client, requests, onError };
}

describe('the API client', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

  it('sends the bearer token and the language of the user', async () => {
    const { client, requests } = setup(() => json({ data: { id: '1' } }));
    await client.request({ method: 'get', path: 'orders/1', schema: Item });
    expect(requests[0]!.url).toBe('http://portal.test/api/orders/1');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(requests[0]!.headers.get('Accept-Language')).toBe('en');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, requests } = setup(() => json({ data: { id: '1' } }), { getToken: () => null });
    await client.request({ method: 'get', path: 'user', schema: Item });
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('serializes filters in the bracket format', async () => {
    const { client, requests } = setup(() => json({ data: { id: '1' } }));
    await client.request({
      method: 'get',
      path: 'tasks',
      searchParams: { status: ['open', 'overdue'] },
      schema: Item,
    });
    expect(new URL(requests[0]!.url).search).toBe('?status[]=open&status[]=overdue');
  });

  it('adds the user context to every read, never to a write', async () => {
    const { client, requests } = setup(() => json({ data: { id: '1' } }), {
      getUserContext: () => ({ authUserId: 'u1', userType: 'customer', companyId: 'c1' }),
    });
    await client.request({ method: 'get', path: 'orders', searchParams: { page: 2 }, schema: Item });
    await client.request({ method: 'post', path: 'task', json: { title: 'x' }, schema: Item });
    expect(requests[0]?.url).toBe(
      'http://portal.test/api/orders?page=2&authUserId=u1&userType=customer&companyId=c1',
    );
    expect(requests[1]?.url).toBe('http://portal.test/api/task');
  });

  it('addresses a file download by its path alone, without the user context', async () => {
    const { client, requests } = setup(() => new Response('%PDF-1.7', { status: 200 }), {
      getUserContext: () => ({ authUserId: 'u1', userType: 'customer' }),
    });
    await client.request({ method: 'get', path: 'invoices/1/pdf', responseType: 'blob' });
    expect(requests[0]?.url).toBe('http://portal.test/api/invoices/1/pdf');
  });

  it('runs only one of two identical GETs at a time, and both get the answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, requests } = setup(async () => {
      await gate;
      return json({ data: { id: '7' } });
    });
    const first = client.request({ method: 'get', path: 'orders/7', schema: Item });
    const second = client.request({ method: 'get', path: 'orders/7', schema: Item });
    release();
    expect(await Promise.all([first, second])).toEqual([{ data: { id: '7' } }, { data: { id: '7' } }]);
    expect(requests).toHaveLength(1);
  });

  it('runs the same GET again once the first one has finished', async () => {
    const { client, requests } = setup(() => json({ data: { id: '7' } }));
    await client.request({ method: 'get', path: 'orders/7', schema: Item });
    await client.request({ method: 'get', path: 'orders/7', schema: Item });
    expect(requests).toHaveLength(2);
  });

  it('throws an ApiError with status, message, field errors and data for an error answer', async () => {
    const body = { message: 'De gegevens zijn ongeldig', errors: { email: ['Verplicht'] } };
    const { client, onError } = setup(() => json(body, 422));
    const error = await client
      .request({ method: 'post', path: 'login', json: {}, schema: Item })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      message: body.message,
      errors: body.errors,
      data: body,
    });
    expect(onError).toHaveBeenCalledWith(error, { method: 'post', path: 'login' });
  });

  it('reports a network failure as status 0', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request({ method: 'get', path: 'user', schema: Item })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });
  });

  it('sends nothing but file downloads while the device has no network: the rest fails at once as a network failure', async () => {
    let hasNetwork = false;
    const { client, requests, onError } = setup(() => json({ data: { id: '1' } }), {
      hasNetwork: () => hasNetwork,
    });
    const offline = { kind: 'network', status: 0 };
    await expect(client.request({ method: 'get', path: 'user', schema: Item })).rejects.toMatchObject(
      offline,
    );
    await expect(client.request({ method: 'post', path: 'logout' })).rejects.toMatchObject(offline);
    expect(requests).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
    // The service worker may answer a file download from the user's document cache.
    await client.request({ method: 'get', path: 'invoices/1/pdf', responseType: 'blob' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/invoices/1/pdf']);

    hasNetwork = true;
    await expect(client.request({ method: 'get', path: 'user', schema: Item })).resolves.toEqual({
      data: { id: '1' },
    });
    expect(requests).toHaveLength(2);
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = setup(() => json({ data: { id: 42 } }));
    await expect(client.request({ method: 'get', path: 'user', schema: Item })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('accepts an empty 204 answer when no schema is expected', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.request({ method: 'post', path: 'logout' })).resolves.toBeUndefined();
  });

  it('asks for JSON unless it downloads a file', async () => {
    const { client, requests } = setup(() => json({ data: { id: '1' } }));
    await client.request({ method: 'get', path: 'orders/1', schema: Item });
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
  });

  it('hands a file download over as a Blob with its bytes and type untouched', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const { client, requests } = setup(
      () => new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await client.request({
      method: 'get',
      path: 'invoices/7/pdf',
      responseType: 'blob',
      headers: { 'X-Extra': 'yes' },
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(requests[0]!.headers.get('Accept')).toBe('*/*');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(requests[0]!.headers.get('X-Extra')).toBe('yes');
  });

  it('does not share a pending JSON read of the same path with a file download', async () => {
    const { client, requests } = setup((request) =>
      request.headers.get('Accept') === '*/*' ? new Response('bytes') : json({ data: { id: '7' } }),
    );
    const [read, file] = await Promise.all([
      client.request({ method: 'get', path: 'documents/7', schema: Item }),
      client.request({ method: 'get', path: 'documents/7', responseType: 'blob' }),
    ]);
    expect(read).toEqual({ data: { id: '7' } });
    expect(await file.text()).toBe('bytes');
    expect(requests).toHaveLength(2);
  });

  it('throws an ApiError with the server message when a file download fails', async () => {
    const { client, onError } = setup(() => json({ message: 'Niet gevonden' }, 404));
    const error = await client
      .request({ method: 'get', path: 'invoices/7/pdf', responseType: 'blob' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Niet gevonden' });
    expect(onError).toHaveBeenCalledWith(error, { method: 'get', path: 'invoices/7/pdf' });
  });
});
