import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api-client';
import { register } from './register';

function clientAnswering(body: unknown) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    getToken: () => null,
    getLocale: () => 'nl',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { client, requests };
}

const body = {
  name: 'Jan de Jong',
  email: 'jan@bakkerij-dejong.example',
  password: 'een lange zin',
  invitationToken: 'a1B2c3D4e5F6g7H8i9J0',
};

describe('registering', () => {
  it('sends name, email, password and the invitation to POST /api/register', async () => {
    const { client, requests } = clientAnswering({ message: 'Controleer je e-mail.' });
    await register(client, body);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('http://portal.test/api/register');
    expect(await requests[0]!.json()).toEqual(body);
  });

  it('answers with the session when the invitation was valid', async () => {
    const session = {
      token: 'token-1',
      refreshToken: 'refresh-1',
      expiresAt: '2026-11-22T11:00:00.000Z',
      user: {
        id: '0190d6d4-0000-7000-8000-000000000001',
        type: 'customer',
        accessLevel: 'user',
        name: 'Jan de Jong',
        email: 'jan@bakkerij-dejong.example',
        locale: 'nl',
        roleId: null,
        active: true,
        twoFactorEnabled: false,
        company: null,
        permissions: [],
        fgas: { certificateNumber: 'STEK-P-000001', companyName: null, companyCertificateNumber: null },
      },
    };
    const { client } = clientAnswering({ data: session });
    expect(await register(client, body)).toEqual({ kind: 'session', session });
  });

  it('answers with the generic message otherwise', async () => {
    const { client } = clientAnswering({ message: 'Controleer je e-mail.' });
    expect(await register(client, { ...body, invitationToken: undefined })).toEqual({
      kind: 'check-mail',
      message: 'Controleer je e-mail.',
    });
  });
});
