import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateToken, hashToken } from '../../auth/tokens';
import { invitations, passwordResetTokens } from '../../db/schema/auth';
import { persons } from '../../db/schema/contacts';
import { roles, users } from '../../db/schema/users-roles';
import { databaseKinds, demoPassword, useTestApp } from '../../test/test-app';
import { afterAnswerWork } from './after-answer';

const publicUrl = 'https://portaal.koelservice.example';
const newPassword = 'ijskoude koelcel 42';

interface MailRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

describe.each(databaseKinds())('account flows on $label', ({ kind }) => {
  const harness = useTestApp(kind, { PUBLIC_URL: publicUrl });

  /**
   * Posts and waits for the work the answer scheduled after itself (after-answer.ts: the lookup, a
   * token, a new account, the mail), so what the request did can be read back at once.
   */
  async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    const response = await harness.app.inject({ method: 'POST', url, payload: payload as object, headers });
    await afterAnswerWork(harness.app).settle();
    return response;
  }

  async function mailsTo(to: string): Promise<MailRow[]> {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/dev/mail?to=${encodeURIComponent(to)}`,
    });
    return response.json().data as MailRow[];
  }

  /** The token of the first link in the newest mail to `to` that points at `path`. */
  async function tokenFromMail(to: string, path: string): Promise<string> {
    const [mail] = await mailsTo(to);
    const match = new RegExp(`${publicUrl}${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}: ${mail?.text}`);
    return match[1];
  }

  function login(email: string, password: string) {
    return post('/api/login', { email, password });
  }

  async function organisationOf(email: string): Promise<string> {
    const [row] = await harness.database.db
      .select({ organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, email));
    return row!.organisationId!;
  }

  it('documents the account paths in OpenAPI as public', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/register',
      '/api/confirm-account',
      '/api/reset-password/request',
      '/api/reset-password',
    ]) {
      expect(document.paths[path]?.post.security, path).toEqual([]);
    }
  });

  describe('password reset', () => {
    it('answers the same generic message for a known and an unknown address, and mails only the known one', async () => {
      const known = await post('/api/reset-password/request', { email: 'Filiaal@Bakkerij-DeJong.example' });
      const unknown = await post('/api/reset-password/request', { email: 'niemand@bakkerij-dejong.example' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toMatch(/^Als dit e-mailadres bij ons bekend is/);
      expect(await mailsTo('niemand@bakkerij-dejong.example')).toEqual([]);
      const [mail] = await mailsTo('filiaal@bakkerij-dejong.example');
      expect(mail?.subject).toBe('Stel je wachtwoord opnieuw in');
      expect(mail?.html).toContain(`${publicUrl}/reset-password?token=`);
    });

    it('answers the generic message in English when asked', async () => {
      const response = await post(
        '/api/reset-password/request',
        { email: 'niemand@bakkerij-dejong.example' },
        { 'accept-language': 'en' },
      );
      expect(response.json().message).toMatch(/^If this email address is known to us/);
    });

    it('builds the link from PUBLIC_URL and never from a forged Host header', async () => {
      await post(
        '/api/reset-password/request',
        { email: 'filiaal@bakkerij-dejong.example' },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      );
      const [mail] = await mailsTo('filiaal@bakkerij-dejong.example');
      expect(mail?.text).toContain(`${publicUrl}/reset-password?token=`);
      expect(mail?.text).not.toContain('evil.example');
    });

    it('sets the new password with the mailed token, once, without logging in, and ends the old sessions', async () => {
      const oldToken = await harness.login('filiaal@bakkerij-dejong.example');
      await post('/api/reset-password/request', { email: 'filiaal@bakkerij-dejong.example' });
      const token = await tokenFromMail('filiaal@bakkerij-dejong.example', '/reset-password');

      const reset = await post('/api/reset-password', { token, password: newPassword });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: 'Je wachtwoord is opnieuw ingesteld. Je kunt nu inloggen.' });

      const oldSession = await harness.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(oldSession.statusCode).toBe(401);
      expect((await login('filiaal@bakkerij-dejong.example', demoPassword)).statusCode).toBe(401);
      expect((await login('filiaal@bakkerij-dejong.example', newPassword)).statusCode).toBe(200);

      const reused = await post('/api/reset-password', { token, password: 'nog een ander wachtwoord' });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe(
        'Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe aan.',
      );
      expect(reused.json().errors).toHaveProperty('token');
    });

    it('refuses an expired token with the same 422 as a used one', async () => {
      await post('/api/reset-password/request', { email: 'filiaal@bakkerij-dejong.example' });
      const token = await tokenFromMail('filiaal@bakkerij-dejong.example', '/reset-password');
      await harness.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
      const response = await post(
        '/api/reset-password',
        { token, password: newPassword },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'This password reset link has expired or has already been used. Please request a new one.',
      );
    });

    it('keeps two-factor on: the next login still asks for the code', async () => {
      await post('/api/reset-password/request', { email: 'tweestaps@bakkerij-dejong.example' });
      const token = await tokenFromMail('tweestaps@bakkerij-dejong.example', '/reset-password');
      expect((await post('/api/reset-password', { token, password: newPassword })).statusCode).toBe(200);
      const next = await login('tweestaps@bakkerij-dejong.example', newPassword);
      expect(next.statusCode).toBe(200);
      expect(next.json().data.twoFactor).toBeDefined();
      expect(next.json().data.token).toBeUndefined();
    });

    it('refuses a common, a short and a too long password with a localized 422 on the field', async () => {
      await post('/api/reset-password/request', { email: 'filiaal@bakkerij-dejong.example' });
      const token = await tokenFromMail('filiaal@bakkerij-dejong.example', '/reset-password');
      const common = await post('/api/reset-password', { token, password: 'Welkom01' });
      expect(common.statusCode).toBe(422);
      expect(common.json().errors.password).toEqual([
        'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
      ]);
      const short = await post(
        '/api/reset-password',
        { token, password: 'kort' },
        { 'accept-language': 'en' },
      );
      expect(short.json().errors.password).toEqual(['Choose a password of at least 8 characters.']);
      const long = await post('/api/reset-password', { token, password: 'x'.repeat(129) });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toHaveProperty('password');
      // The refusals did not use up the token.
      expect((await post('/api/reset-password', { token, password: newPassword })).statusCode).toBe(200);
    });

    it('refuses a malformed email, a too long email and a malformed token with 422', async () => {
      const malformed = await post('/api/reset-password/request', { email: 'geen-adres' });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors).toHaveProperty('email');
      const long = await post('/api/reset-password/request', { email: `${'a'.repeat(250)}@b.example` });
      expect(long.statusCode).toBe(422);
      const badToken = await post('/api/reset-password', { token: 'kort', password: newPassword });
      expect(badToken.statusCode).toBe(422);
      expect(badToken.json().errors).toHaveProperty('token');
    });

    it('answers 429 with Retry-After after five requests for one address, known or not', async () => {
      for (const email of ['filiaal@bakkerij-dejong.example', 'niemand@bakkerij-dejong.example']) {
        for (let attempt = 0; attempt < 5; attempt++) {
          expect((await post('/api/reset-password/request', { email })).statusCode).toBe(200);
        }
        const blocked = await post('/api/reset-password/request', { email });
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      }
    });
  });

  describe('register with an invitation', () => {
    async function invite(email: string, expiresAt = new Date(Date.now() + 86_400_000)) {
      const token = generateToken();
      await harness.database.db.insert(invitations).values({
        email,
        organisationId: await organisationOf('filiaal@bakkerij-dejong.example'),
        tokenHash: hashToken(token),
        expiresAt,
      });
      return token;
    }

    it('creates a customer of the invitation’s organisation with the default role and answers the session', async () => {
      const invitationToken = await invite('nieuw@bakkerij-dejong.example');
      const response = await post('/api/register', {
        name: 'Nieuwe Collega',
        email: 'nieuw@bakkerij-dejong.example',
        password: newPassword,
        invitationToken,
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.user).toMatchObject({
        email: 'nieuw@bakkerij-dejong.example',
        type: 'customer',
        active: true,
      });
      expect(data.user.company.id).toBe(await organisationOf('filiaal@bakkerij-dejong.example'));
      const [defaultRole] = await harness.database.db.select().from(roles).where(eq(roles.isDefault, true));
      expect(data.user.roleId).toBe(defaultRole!.id);
      expect(data.user.permissions.length).toBeGreaterThan(0);
    });

    it('refuses to use an invitation twice', async () => {
      const invitationToken = await invite('nieuw@bakkerij-dejong.example');
      const body = {
        name: 'Nieuw',
        email: 'nieuw@bakkerij-dejong.example',
        password: newPassword,
        invitationToken,
      };
      expect((await post('/api/register', body)).statusCode).toBe(200);
      const again = await post('/api/register', { ...body, email: 'nieuw@bakkerij-dejong.example' });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toHaveProperty('invitationToken');
    });

    it('refuses an expired invitation and an unknown one with the same 422', async () => {
      const expired = await invite('laat@bakkerij-dejong.example', new Date(Date.now() - 1000));
      const body = { name: 'Laat', email: 'laat@bakkerij-dejong.example', password: newPassword };
      const expiredAnswer = await post('/api/register', { ...body, invitationToken: expired });
      const unknownAnswer = await post('/api/register', { ...body, invitationToken: generateToken() });
      expect(expiredAnswer.statusCode).toBe(422);
      expect(expiredAnswer.json()).toEqual(unknownAnswer.json());
      expect(expiredAnswer.json().message).toBe('Deze uitnodiging is verlopen, ingetrokken of al gebruikt.');
    });

    it('refuses another address than the invited one', async () => {
      const invitationToken = await invite('nieuw@bakkerij-dejong.example');
      const response = await post('/api/register', {
        name: 'Iemand',
        email: 'iemand-anders@example.com',
        password: newPassword,
        invitationToken,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('email');
    });
  });

  describe('register without an invitation', () => {
    async function addContactPerson(email: string) {
      await harness.database.db.insert(persons).values({
        organisationId: await organisationOf('filiaal@bakkerij-dejong.example'),
        name: 'Contact Persoon',
        email,
      });
    }

    it('answers the same for a known, an unknown and a contact person’s address, and says what happened by mail', async () => {
      await addContactPerson('Contact@Bakkerij-DeJong.example');
      const register = (email: string) =>
        post('/api/register', { name: 'Iemand', email, password: newPassword });
      const known = await register('klant@bakkerij-dejong.example');
      const unknown = await register('onbekend@example.com');
      const contact = await register('contact@bakkerij-dejong.example');
      for (const response of [known, unknown, contact]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          message: 'Bedankt voor je registratie. Controleer je e-mail om verder te gaan.',
        });
      }
      expect((await mailsTo('klant@bakkerij-dejong.example'))[0]?.subject).toBe('Je hebt al een account');
      expect((await mailsTo('onbekend@example.com'))[0]?.subject).toBe(
        'Je registratie bij het Koelservice-portaal',
      );
      expect((await mailsTo('contact@bakkerij-dejong.example'))[0]?.subject).toBe('Bevestig je account');
      // The known account is unchanged.
      expect((await login('klant@bakkerij-dejong.example', demoPassword)).statusCode).toBe(200);
      expect((await login('klant@bakkerij-dejong.example', newPassword)).statusCode).toBe(401);
    });

    it('mails in the language of the request for a new address', async () => {
      await post(
        '/api/register',
        { name: 'Someone', email: 'onbekend@example.com', password: newPassword },
        { 'accept-language': 'en' },
      );
      expect((await mailsTo('onbekend@example.com'))[0]?.subject).toBe(
        'Your registration with the Koelservice portal',
      );
    });

    it('creates an unconfirmed account that cannot log in until the confirmation link answers the session', async () => {
      await addContactPerson('contact@bakkerij-dejong.example');
      await post('/api/register', {
        name: 'Contact',
        email: 'contact@bakkerij-dejong.example',
        password: newPassword,
      });
      expect((await login('contact@bakkerij-dejong.example', newPassword)).statusCode).toBe(401);

      const token = await tokenFromMail('contact@bakkerij-dejong.example', '/confirm-account');
      const confirmed = await post('/api/confirm-account', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.user).toMatchObject({
        email: 'contact@bakkerij-dejong.example',
        type: 'customer',
        company: { id: await organisationOf('filiaal@bakkerij-dejong.example') },
      });
      expect((await login('contact@bakkerij-dejong.example', newPassword)).statusCode).toBe(200);

      const again = await post('/api/confirm-account', { token });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('Deze bevestigingslink is verlopen of al gebruikt.');
    });

    it('mails a new confirmation link when an unconfirmed account registers again', async () => {
      await addContactPerson('contact@bakkerij-dejong.example');
      const body = { name: 'Contact', email: 'contact@bakkerij-dejong.example', password: newPassword };
      await post('/api/register', body);
      await post('/api/register', body);
      const mails = await mailsTo('contact@bakkerij-dejong.example');
      expect(mails.map((mail) => mail.subject)).toEqual(['Bevestig je account', 'Bevestig je account']);
      const newest = await tokenFromMail('contact@bakkerij-dejong.example', '/confirm-account');
      expect((await post('/api/confirm-account', { token: newest })).statusCode).toBe(200);
    });

    it('answers both of two simultaneous registrations of one new address with the generic message', async () => {
      await addContactPerson('contact@bakkerij-dejong.example');
      const body = { name: 'Contact', email: 'contact@bakkerij-dejong.example', password: newPassword };
      const answers = await Promise.all([post('/api/register', body), post('/api/register', body)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
    });

    it('refuses a malformed email, a too long name, an unknown field and a common password with 422', async () => {
      const base = { name: 'Iemand', email: 'iemand@example.com', password: newPassword };
      const cases = [
        { ...base, email: 'geen-adres' },
        { ...base, name: 'n'.repeat(201) },
        { ...base, name: '   ' },
        { ...base, admin: true },
        { ...base, password: 'password1' },
      ];
      for (const body of cases) {
        const response = await post('/api/register', body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
        expect(Object.keys(response.json().errors ?? {})).not.toEqual([]);
      }
      expect(await mailsTo('iemand@example.com')).toEqual([]);
    });

    it('refuses an unknown confirmation token with 422', async () => {
      const response = await post('/api/confirm-account', { token: generateToken() });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('token');
    });
  });

  describe('login throttling per client address', () => {
    it('answers 429 with Retry-After once one address failed 100 logins across accounts', async () => {
      const from = { remoteAddress: '203.0.113.7' };
      for (let attempt = 0; attempt < 100; attempt++) {
        const response = await harness.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `gok${attempt}@example.com`, password: 'geraden' },
          ...from,
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await harness.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'klant@bakkerij-dejong.example', password: demoPassword },
        ...from,
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      const otherAddress = await harness.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'klant@bakkerij-dejong.example', password: demoPassword },
        remoteAddress: '198.51.100.1',
      });
      expect(otherAddress.statusCode).toBe(200);
    }, 60_000);

    it('counts wrong two-factor codes against the address', async () => {
      const from = { remoteAddress: '203.0.113.8' };
      await harness.database.db.execute(
        sql`insert into rate_limit_counters (key, count, reset_at) values ('login:ip:203.0.113.8', 99, now() + interval '10 minutes')`,
      );
      const challenge = (await login('tweestaps@bakkerij-dejong.example', demoPassword)).json().data
        .twoFactor;
      const wrong = await harness.app.inject({
        method: 'POST',
        url: `/api/session-two-factor-auth/${challenge.id}`,
        payload: { code: '000000' },
        ...from,
      });
      expect(wrong.statusCode).toBe(401);
      const blocked = await harness.app.inject({
        method: 'POST',
        url: `/api/session-two-factor-auth/${challenge.id}`,
        payload: { code: '000000' },
        ...from,
      });
      expect(blocked.statusCode).toBe(429);
    });
  });
});
