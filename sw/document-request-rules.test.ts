import { describe, expect, it } from 'vitest';
import {
  documentCacheNameOf,
  isCacheableDocumentRequest,
  isCompleteAnswer,
  withoutCacheHeader,
} from './document-request-rules';

const userCache = `documents-${'ab'.repeat(32)}`;

function documentRequest(url: string, headers: Record<string, string> = { 'X-Portal-Cache': userCache }) {
  return new Request(url, { headers: { Authorization: 'Bearer token', ...headers } });
}

function isCacheable(request: Request): boolean {
  return isCacheableDocumentRequest(request, new URL(request.url));
}

describe('the requests the document cache of the service worker takes', () => {
  it('takes invoice PDFs and document downloads that name a user cache', () => {
    expect(isCacheable(documentRequest('https://portal.test/api/invoices/0195-a/pdf'))).toBe(true);
    expect(isCacheable(documentRequest('https://portal.test/api/serviceobjects/photos/0195-b'))).toBe(true);
    expect(isCacheable(documentRequest('https://portal.test/api/documents/0195-b/download'))).toBe(true);
    expect(isCacheable(documentRequest('https://api.example/v1/documents/0195-b/download'))).toBe(true);
  });

  it('leaves requests without the header, other paths and other methods to the network', () => {
    expect(isCacheable(documentRequest('https://portal.test/api/invoices/1/pdf', {}))).toBe(false);
    expect(isCacheable(documentRequest('https://portal.test/api/invoices/1'))).toBe(false);
    expect(isCacheable(documentRequest('https://portal.test/api/invoices/1/pdf?x=1'))).toBe(false);
    expect(isCacheable(documentRequest('https://portal.test/api/user'))).toBe(false);
    const post = new Request('https://portal.test/api/documents/1/download', {
      method: 'POST',
      headers: { 'X-Portal-Cache': userCache },
    });
    expect(isCacheable(post)).toBe(false);
  });

  it('accepts only a document cache name in the header, never the precache or another cache', () => {
    expect(documentCacheNameOf(documentRequest('https://portal.test/x'))).toBe(userCache);
    for (const name of ['workbox-precache-v2-https://portal.test/', 'documents-', 'documents-xyz', '']) {
      expect(
        documentCacheNameOf(documentRequest('https://portal.test/x', { 'X-Portal-Cache': name })),
      ).toBeNull();
    }
  });

  it('keeps only complete 200 answers, never a part, an error or an opaque answer', () => {
    const part = { 'content-range': 'bytes 0-1/4' };
    expect(isCompleteAnswer(new Response('%PDF', { status: 200 }))).toBe(true);
    expect(isCompleteAnswer(new Response('%P', { status: 206, headers: part }))).toBe(false);
    expect(isCompleteAnswer(new Response('%P', { status: 200, headers: part }))).toBe(false);
    expect(isCompleteAnswer(new Response('{"message":"x"}', { status: 404 }))).toBe(false);
    expect(isCompleteAnswer(new Response('{"message":"x"}', { status: 500 }))).toBe(false);
    expect(isCompleteAnswer(Response.error())).toBe(false);
  });

  it('sends the request to the server without the cache header, and with everything else', () => {
    const sent = withoutCacheHeader(
      documentRequest('https://portal.test/api/invoices/1/pdf', {
        'X-Portal-Cache': userCache,
        Range: 'bytes=0-9',
      }),
    );
    expect(sent.headers.has('X-Portal-Cache')).toBe(false);
    expect(sent.headers.get('Authorization')).toBe('Bearer token');
    expect(sent.headers.get('Range')).toBe('bytes=0-9');
    expect(sent.url).toBe('https://portal.test/api/invoices/1/pdf');
  });
});
