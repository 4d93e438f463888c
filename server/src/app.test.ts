import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app';

describe('the composed app', () => {
  const harness = useTestApp('pglite');

  it('serves /api/docs/json as OpenAPI 3 with the login path, without a token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/login'].post.security).toEqual([]);
    expect(document.paths['/api/orders'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'perPage', in: 'query' })]),
    );
  });

  it('reports a healthy database at /api/health, without a token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { ok: true, kind: 'pglite' } });
  });

  it('answers every registered collection list with 401 Unauthenticated without a token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/invoices' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated' });
  });
});
