import { beforeEach, describe, expect, it } from 'vitest';
import { currentTotpCode, totpCodeSequence } from '../auth/totp-code-sequence';
import { databaseKinds, demoPassword, useTestApp } from '../../test/test-app';

const customer = 'filiaal@bakkerij-dejong.example';
const twoFactorCustomer = 'tweestaps@bakkerij-dejong.example';
const demoSecret = 'JBSWY3DPEHPK3PXP';

describe.each(databaseKinds())('the profile routes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  // The server accepts each TOTP time step once per user: every code a test sends comes from one
  // sequence of increasing steps, started afresh with each test's fresh database.
  let totp = totpCodeSequence();
  beforeEach(() => {
    totp = totpCodeSequence();
  });

  function call(
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    token?: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  }

  function login(email: string, password = demoPassword) {
    return call('POST', '/api/login', undefined, { email, password });
  }

  /** Logs in through the two-factor step with a code of `secret`; answers the bearer token. */
  async function loginWithCode(email: string, secret: string): Promise<string> {
    const challenge = (await login(email)).json().data.twoFactor;
    expect(challenge).toBeDefined();
    const session = await call('POST', `/api/session-two-factor-auth/${challenge.id}`, undefined, {
      code: await totp(secret),
    });
    expect(session.statusCode).toBe(200);
    return session.json().data.token as string;
  }

  describe('PATCH /api/user', () => {
    it('changes the name and language and answers the updated user', async () => {
      const token = await harness.login(customer);
      const response = await call('PATCH', '/api/user', token, { name: '  Filiaal Utrecht ', locale: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ email: customer, name: 'Filiaal Utrecht', locale: 'en' });
      const current = await call('GET', '/api/user', token);
      expect(current.json().data).toMatchObject({ name: 'Filiaal Utrecht', locale: 'en' });
    });

    it('changes only the fields sent', async () => {
      const token = await harness.login(customer);
      const before = (await call('GET', '/api/user', token)).json().data;
      const response = await call('PATCH', '/api/user', token, { locale: 'en' });
      expect(response.json().data).toMatchObject({ name: before.name, locale: 'en' });
    });

    it('refuses an empty name, an unknown language and an unknown field with 422', async () => {
      const token = await harness.login(customer);
      const emptyName = await call('PATCH', '/api/user', token, { name: '   ' });
      const unknownLanguage = await call('PATCH', '/api/user', token, { locale: 'de' });
      const unknownField = await call('PATCH', '/api/user', token, { email: 'other@example.com' });
      expect(emptyName.statusCode).toBe(422);
      expect(emptyName.json().errors).toHaveProperty('name');
      expect(unknownLanguage.statusCode).toBe(422);
      expect(unknownLanguage.json().errors).toHaveProperty('locale');
      expect(unknownField.statusCode).toBe(422);
      expect(unknownField.json().errors).toHaveProperty('email');
    });

    it('answers an anonymous caller 401 Unauthenticated', async () => {
      const response = await call('PATCH', '/api/user', undefined, { name: 'Nobody' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthenticated');
    });
  });

  describe('POST /api/user/password', () => {
    const newPassword = 'koude-winkel-vitrine-42';

    it('changes the password, keeps this session and logs out the other sessions', async () => {
      const otherDevice = await harness.login(customer);
      const token = await harness.login(customer);
      const response = await call('POST', '/api/user/password', token, {
        currentPassword: demoPassword,
        newPassword,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        'Je wachtwoord is gewijzigd. Je bent op je andere apparaten uitgelogd.',
      );

      expect((await call('GET', '/api/user', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/user', otherDevice)).statusCode).toBe(401);
      expect((await login(customer)).statusCode).toBe(401);
      expect((await login(customer, newPassword)).statusCode).toBe(200);
    });

    it('refuses a wrong current password with 422 on currentPassword, in the asked language', async () => {
      const token = await harness.login(customer);
      const response = await call(
        'POST',
        '/api/user/password',
        token,
        { currentPassword: 'not-my-password', newPassword },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Your current password is incorrect.',
        errors: { currentPassword: ['Your current password is incorrect.'] },
      });
      expect((await login(customer)).statusCode).toBe(200);
    });

    it('counts wrong current passwords like failed logins and answers 429 with Retry-After', async () => {
      const token = await harness.login(customer);
      for (let attempt = 0; attempt < 10; attempt++) {
        const wrong = await call('POST', '/api/user/password', token, {
          currentPassword: `guess-${attempt}`,
          newPassword,
        });
        expect(wrong.statusCode).toBe(422);
      }
      const blocked = await call('POST', '/api/user/password', token, {
        currentPassword: demoPassword,
        newPassword,
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(customer)).statusCode).toBe(429);
    });

    it('refuses a new password the policy forbids with 422 on newPassword', async () => {
      const token = await harness.login(customer);
      const tooShort = await call('POST', '/api/user/password', token, {
        currentPassword: demoPassword,
        newPassword: 'kort',
      });
      const tooCommon = await call('POST', '/api/user/password', token, {
        currentPassword: demoPassword,
        newPassword: 'password123',
      });
      expect(tooShort.statusCode).toBe(422);
      expect(tooShort.json().errors.newPassword).toEqual(['Kies een wachtwoord van minstens 8 tekens.']);
      expect(tooCommon.statusCode).toBe(422);
      expect(tooCommon.json().errors).toHaveProperty('newPassword');
      expect((await login(customer)).statusCode).toBe(200);
    });

    it('refuses an unknown field with 422 and an anonymous caller with 401', async () => {
      const token = await harness.login(customer);
      const unknownField = await call('POST', '/api/user/password', token, {
        currentPassword: demoPassword,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(unknownField.statusCode).toBe(422);
      expect(unknownField.json().errors).toHaveProperty('confirmPassword');
      const anonymous = await call('POST', '/api/user/password', undefined, {
        currentPassword: demoPassword,
        newPassword,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('two-factor on and off', () => {
    it('sets up a 20-byte secret with an otpauth URL for the authenticator app, still pending', async () => {
      const token = await harness.login(customer);
      const response = await call('POST', '/api/user/two-factor/setup', token);
      expect(response.statusCode).toBe(200);
      const { secret, otpauthUrl } = response.json().data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe('otpauth:');
      expect(url.host).toBe('totp');
      expect(decodeURIComponent(url.pathname)).toBe(`/Koelservice Portaal:${customer}`);
      expect(url.searchParams.get('secret')).toBe(secret);
      expect(url.searchParams.get('issuer')).toBe('Koelservice Portaal');

      const current = await call('GET', '/api/user', token);
      expect(current.json().data.twoFactorEnabled).toBe(false);
      expect((await login(customer)).json().data.token).toEqual(expect.any(String));
    });

    it('enables two-factor with a valid code, after which login asks for the code', async () => {
      const token = await harness.login(customer);
      const { secret } = (await call('POST', '/api/user/two-factor/setup', token)).json().data;
      const response = await call('POST', '/api/user/two-factor/enable', token, { code: await totp(secret) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ email: customer, twoFactorEnabled: true });

      const nextLogin = (await login(customer)).json().data;
      expect(nextLogin.token).toBeUndefined();
      expect(nextLogin.twoFactor).toEqual({ id: expect.any(String), expiresAt: expect.any(String) });
      const newToken = await loginWithCode(customer, secret);
      expect((await call('GET', '/api/user', newToken)).json().data.twoFactorEnabled).toBe(true);
    });

    it('enables only the secret shown last when setup runs twice', async () => {
      const token = await harness.login(customer);
      const first = (await call('POST', '/api/user/two-factor/setup', token)).json().data.secret;
      const second = (await call('POST', '/api/user/two-factor/setup', token)).json().data.secret;
      expect(second).not.toBe(first);
      const stale = await call('POST', '/api/user/two-factor/enable', token, { code: await totp(first) });
      expect(stale.statusCode).toBe(422);
      const fresh = await call('POST', '/api/user/two-factor/enable', token, { code: await totp(second) });
      expect(fresh.statusCode).toBe(200);
    });

    it('refuses a wrong code with 422 on code and leaves two-factor off', async () => {
      const token = await harness.login(customer);
      const { secret } = (await call('POST', '/api/user/two-factor/setup', token)).json().data;
      const wrongCode = (await totp(secret)) === '000000' ? '111111' : '000000';
      const response = await call('POST', '/api/user/two-factor/enable', token, { code: wrongCode });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toEqual(['De code is onjuist of verlopen.']);
      expect((await call('GET', '/api/user', token)).json().data.twoFactorEnabled).toBe(false);
    });

    it('refuses to enable without a pending setup with 409', async () => {
      const token = await harness.login(customer);
      const response = await call('POST', '/api/user/two-factor/enable', token, { code: '123456' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Er wordt geen tweestapsverificatie ingesteld. Begin opnieuw met het instellen.',
      );
    });

    it('refuses a new setup while two-factor is on, keeping the demo secret working', async () => {
      const token = await loginWithCode(twoFactorCustomer, demoSecret);
      const setup = await call('POST', '/api/user/two-factor/setup', token);
      expect(setup.statusCode).toBe(409);
      const enable = await call('POST', '/api/user/two-factor/enable', token, {
        code: await currentTotpCode(demoSecret),
      });
      expect(enable.statusCode).toBe(409);
      await loginWithCode(twoFactorCustomer, demoSecret);
    });

    it('disables the demo account’s two-factor with the password, after which login needs no code', async () => {
      const token = await loginWithCode(twoFactorCustomer, demoSecret);
      const response = await call('POST', '/api/user/two-factor/disable', token, { password: demoPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ email: twoFactorCustomer, twoFactorEnabled: false });
      expect((await login(twoFactorCustomer)).json().data.token).toEqual(expect.any(String));
    });

    it('refuses to disable with a wrong password with 422 on password and keeps two-factor on', async () => {
      const token = await loginWithCode(twoFactorCustomer, demoSecret);
      const response = await call('POST', '/api/user/two-factor/disable', token, {
        password: 'wrong-password',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.password).toEqual(['Je huidige wachtwoord is onjuist.']);
      expect((await login(twoFactorCustomer)).json().data.twoFactor).toBeDefined();
    });

    it('refuses unknown fields and malformed codes with 422', async () => {
      const token = await harness.login(customer);
      const extraField = await call('POST', '/api/user/two-factor/disable', token, {
        password: demoPassword,
        code: '123456',
      });
      const malformedCode = await call('POST', '/api/user/two-factor/enable', token, { code: '12ab56' });
      expect(extraField.statusCode).toBe(422);
      expect(extraField.json().errors).toHaveProperty('code');
      expect(malformedCode.statusCode).toBe(422);
      expect(malformedCode.json().errors).toHaveProperty('code');
    });

    it.each(['setup', 'enable', 'disable'])('answers an anonymous %s with 401', async (step) => {
      const response = await call('POST', `/api/user/two-factor/${step}`, undefined, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthenticated');
    });
  });
});
