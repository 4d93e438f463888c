import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { totpGuardrails } from '../../auth/two-factor.repository';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users-roles';
import { databaseKinds, demoPassword, useTestApp } from '../../test/test-app';

const demoAccounts = [
  { email: 'admin@koelservice.example', type: 'employee', accessLevel: 'superadmin' },
  { email: 'planner@koelservice.example', type: 'employee' },
  { email: 'monteur@koelservice.example', type: 'employee' },
  { email: 'klant@bakkerij-dejong.example', type: 'customer' },
  { email: 'filiaal@bakkerij-dejong.example', type: 'customer' },
  { email: 'boekhouding@bakkerij-dejong.example', type: 'customer' },
] as const;

describe.each(databaseKinds())('auth on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function login(email: string, password = demoPassword, headers: Record<string, string> = {}) {
    return harness.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers });
  }

  it.each(demoAccounts)('logs in as $email and answers a session with the user', async (account) => {
    const response = await login(account.email);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
    expect(data.user).toMatchObject({ email: account.email, type: account.type });
    if ('accessLevel' in account) expect(data.user.accessLevel).toBe(account.accessLevel);
  });

  it('accepts the email in any letter case', async () => {
    const response = await login('Klant@Bakkerij-DeJong.example');
    expect(response.statusCode).toBe(200);
  });

  it('gives a customer its company and permissions', async () => {
    const { data } = (await login('boekhouding@bakkerij-dejong.example')).json();
    expect(data.user.company).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(data.user.permissions).toEqual([expect.objectContaining({ title: 'view', group: 'invoices' })]);
  });

  it('refuses a wrong password and an unknown account with the same 401 message', async () => {
    const wrongPassword = await login('klant@bakkerij-dejong.example', 'not-the-password');
    const unknownAccount = await login('nobody@bakkerij-dejong.example', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownAccount.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownAccount.json());
    expect(wrongPassword.json().message).toBe('Deze combinatie van e-mailadres en wachtwoord is onbekend.');
  });

  it('answers 429 with Retry-After after ten failed logins for one account, even with the right password', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login('filiaal@bakkerij-dejong.example', 'guess')).statusCode).toBe(401);
    }
    const blocked = await login('filiaal@bakkerij-dejong.example');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe('Te veel pogingen. Probeer het later opnieuw.');
  });

  it('answers the login message in English when asked', async () => {
    const response = await login('klant@bakkerij-dejong.example', 'wrong', { 'accept-language': 'en' });
    expect(response.json().message).toBe('This email and password combination is not known.');
  });

  it('refuses a login body with an unknown field with 422', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'klant@bakkerij-dejong.example', password: demoPassword, remember: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('remember');
  });

  it('answers GET /api/user with the token’s user', async () => {
    const token = await harness.login('filiaal@bakkerij-dejong.example');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'filiaal@bakkerij-dejong.example',
      type: 'customer',
    });
  });

  it('answers GET /api/user without a token with 401 Unauthenticated', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated' });
  });

  it('revokes the token on logout', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const headers = { authorization: `Bearer ${token}` };
    expect((await harness.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    const logout = await harness.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.statusCode).toBe(204);
    const after = await harness.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a token on the first request after another process revoked its session or deactivated its user', async () => {
    for (const revoke of [
      () => harness.database.db.update(sessions).set({ revokedAt: new Date() }),
      () =>
        harness.database.db
          .update(users)
          .set({ active: false })
          .where(eq(users.email, 'klant@bakkerij-dejong.example')),
    ]) {
      const token = await harness.login('klant@bakkerij-dejong.example');
      const headers = { authorization: `Bearer ${token}` };
      expect((await harness.app.inject({ method: 'GET', url: '/api/orders', headers })).statusCode).toBe(200);
      await revoke();
      expect((await harness.app.inject({ method: 'GET', url: '/api/orders', headers })).statusCode).toBe(401);
    }
  });

  it('refuses a cached session once it has expired, without any write', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const headers = { authorization: `Bearer ${token}` };
    expect((await harness.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 24 * 60 * 60 * 1000, toFake: ['Date'] });
    try {
      expect((await harness.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rotates the refresh token and revokes the family when an old one is reused', async () => {
    const first = (await login('klant@bakkerij-dejong.example')).json().data;
    const refresh = (refreshToken: string) =>
      harness.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });

    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json().data;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    const afterTheft = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${rotated.token}` },
    });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('asks the two-factor account for a code, then logs in with a valid one', async () => {
    const response = await login('tweestaps@bakkerij-dejong.example');
    expect(response.statusCode).toBe(200);
    const challenge = response.json().data.twoFactor;
    expect(challenge).toEqual({ id: expect.any(String), expiresAt: expect.any(String) });
    expect(response.json().data.token).toBeUndefined();

    const wrong = await harness.app.inject({
      method: 'POST',
      url: `/api/session-two-factor-auth/${challenge.id}`,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);

    const code = await generate({ secret: 'JBSWY3DPEHPK3PXP', guardrails: totpGuardrails });
    const valid = await harness.app.inject({
      method: 'POST',
      url: `/api/session-two-factor-auth/${challenge.id}`,
      payload: { code },
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data.user.email).toBe('tweestaps@bakkerij-dejong.example');

    const replay = await harness.app.inject({
      method: 'POST',
      url: `/api/session-two-factor-auth/${challenge.id}`,
      payload: { code },
    });
    expect(replay.statusCode).toBe(401);
  });
});
