import { describe, expect, it } from 'vitest';
import { noAnswer, parseRetryAfter, sendOutboxRequest } from './send-outbox-request';

function recordingFetch(answer: () => Response) {
  const calls: Request[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return Promise.resolve(answer());
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

const options = {
  baseUrl: 'https://portal.test/api/',
  token: 'fresh-token',
  locale: 'en' as const,
  idempotencyKey: 'key-1',
};

describe('sendOutboxRequest', () => {
  it('sends the JSON body with the fresh token, the language and the idempotency key', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ data: { id: 't1' } }, { status: 201 }));

    const answer = await sendOutboxRequest(
      { method: 'post', path: '/task', json: { title: 'Filter' } },
      { ...options, fetch },
    );

    expect(answer).toEqual({ status: 201, body: { data: { id: 't1' } }, retryAfterMs: null });
    const [request] = calls;
    expect(request!.url).toBe('https://portal.test/api/task');
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await request!.json()).toEqual({ title: 'Filter' });
  });

  it('sends files kept as blobs as a multipart form', async () => {
    const { calls, fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    await sendOutboxRequest(
      {
        method: 'post',
        path: 'documents/message/m1',
        fields: { folder: 'f1' },
        files: [{ field: 'files[]', name: 'rapport.pdf', type: 'application/pdf', blob }],
      },
      { ...options, fetch },
    );

    const form = await calls[0]!.formData();
    expect(form.get('folder')).toBe('f1');
    expect((form.get('files[]') as File).name).toBe('rapport.pdf');
  });

  it('reports an error answer with its body and Retry-After instead of throwing', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '7' } }),
    );
    expect(await sendOutboxRequest({ method: 'post', path: 'task' }, { ...options, fetch })).toEqual({
      status: 429,
      body: { message: 'Slow down' },
      retryAfterMs: 7_000,
    });
  });

  it('reports no answer as status 0', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    expect(await sendOutboxRequest({ method: 'post', path: 'task' }, { ...options, fetch })).toEqual({
      status: 0,
      body: null,
      retryAfterMs: null,
    });
  });

  it('sends nothing while there is no network, and answers as when no answer arrived', async () => {
    const { calls, fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    let network = false;
    const hasNetwork = () => network;

    expect(
      await sendOutboxRequest({ method: 'post', path: 'task' }, { ...options, fetch, hasNetwork }),
    ).toEqual(noAnswer);
    expect(calls).toHaveLength(0);

    network = true;
    expect(
      await sendOutboxRequest({ method: 'post', path: 'task' }, { ...options, fetch, hasNetwork }),
    ).toMatchObject({
      status: 204,
    });
    expect(calls).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
