import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/auth';
import { persons } from '../../db/schema/contacts';
import { organisations } from '../../db/schema/organisations';
import { devMail } from '../../db/schema/platform';
import { inboundMessages } from '../../db/schema/tasks';
import { users } from '../../db/schema/users-roles';
import { databaseKinds, useTestApp } from '../../test/test-app';

const planner = 'planner@koelservice.example';
const technician = 'monteur@koelservice.example';
const customerAdmin = 'klant@bakkerij-dejong.example';
const branchUser = 'filiaal@bakkerij-dejong.example';

const newPassword = 'koelcel-vriescel-2026';

describe.each(databaseKinds())('the portal access routes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  }

  async function organisationOf(email: string): Promise<string> {
    const [row] = await harness.database.db.select().from(users).where(eq(users.email, email));
    return row!.organisationId!;
  }

  /** A contact of the organisation with an email address and no portal account. */
  async function contactWithoutAccount(organisationId: string) {
    const [row] = await harness.database.db
      .select()
      .from(persons)
      .where(
        and(
          eq(persons.organisationId, organisationId),
          isNotNull(persons.email),
          isNull(persons.portalUserId),
          isNull(persons.deletedAt),
        ),
      )
      .orderBy(persons.id)
      .limit(1);
    return row!;
  }

  /** A contact of an organisation outside the Bakkerij de Jong tree. */
  async function foreignContact() {
    const tree = [await organisationOf(customerAdmin), await organisationOf(branchUser)];
    const [holding] = await harness.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, tree[0]!));
    const children = await harness.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.parentId, holding!.id));
    const own = new Set([holding!.id, ...children.map((c) => c.id)]);
    const all = await harness.database.db.select().from(persons).where(isNotNull(persons.email));
    return all.find((person) => !own.has(person.organisationId))!;
  }

  async function mailsTo(address: string) {
    return harness.database.db.select().from(devMail).where(eq(devMail.to, address));
  }

  function invitationTokenIn(text: string): string {
    const token = /\/register\?invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  describe('POST /api/contacts/{personId}/invite', () => {
    it('mails the contact an invitation to register, which creates their linked account', async () => {
      const token = await harness.login(customerAdmin);
      const contact = await contactWithoutAccount(await organisationOf(customerAdmin));
      const response = await call('POST', `/api/contacts/${contact.id}/invite`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('De uitnodiging is verstuurd.');
      expect(response.json().data).toMatchObject({ id: contact.id, portalUserId: null });
      expect(response.json().data.invitedAt).toEqual(expect.any(String));

      const [mail] = await mailsTo(contact.email!);
      expect(mail!.subject).toBe('Uitnodiging voor het Koelservice-portaal');
      expect(mail!.text).toContain('Anne de Jong');
      const link = /https?:\/\/\S+/.exec(mail!.text)![0];
      expect(link.startsWith(harness.app.env.PUBLIC_URL)).toBe(true);

      const registered = await call('POST', '/api/register', undefined, {
        name: contact.name,
        email: contact.email,
        password: newPassword,
        invitationToken: invitationTokenIn(mail!.text),
      });
      expect(registered.statusCode).toBe(200);
      const [linked] = await harness.database.db.select().from(persons).where(eq(persons.id, contact.id));
      expect(linked!.portalUserId).toBe(registered.json().data.user.id);
      expect(registered.json().data.user.company.id).toBe(contact.organisationId);
    });

    it('writes the mail in the language asked for, and only the newest invitation works', async () => {
      const token = await harness.login(customerAdmin);
      const contact = await contactWithoutAccount(await organisationOf(branchUser));
      await call('POST', `/api/contacts/${contact.id}/invite`, token);
      const second = await call('POST', `/api/contacts/${contact.id}/invite`, token, { locale: 'en' });
      expect(second.statusCode).toBe(200);
      const open = await harness.database.db
        .select()
        .from(invitations)
        .where(and(eq(invitations.personId, contact.id), isNull(invitations.revokedAt)));
      expect(open).toHaveLength(1);
      const subjects = (await mailsTo(contact.email!)).map((mail) => mail.subject).sort();
      expect(subjects).toEqual([
        'Invitation to the Koelservice portal',
        'Uitnodiging voor het Koelservice-portaal',
      ]);
    });

    it('refuses a contact who already has access (409) and one without an email address (422)', async () => {
      const token = await harness.login(customerAdmin);
      const [self] = await harness.database.db.select().from(persons).where(eq(persons.email, branchUser));
      const hasAccess = await call('POST', `/api/contacts/${self!.id}/invite`, token, undefined, {
        'accept-language': 'en',
      });
      expect(hasAccess.statusCode).toBe(409);
      expect(hasAccess.json().message).toBe('This contact already has access to the portal.');

      const contact = await contactWithoutAccount(await organisationOf(customerAdmin));
      await harness.database.db.update(persons).set({ email: null }).where(eq(persons.id, contact.id));
      const noEmail = await call('POST', `/api/contacts/${contact.id}/invite`, token);
      expect(noEmail.statusCode).toBe(422);
      expect(noEmail.json().errors.email).toEqual(['Deze contactpersoon heeft geen e-mailadres.']);
    });

    it('refuses a contact whose address already has an account elsewhere (409), sending nothing', async () => {
      const token = await harness.login(planner);
      const contact = await contactWithoutAccount(await organisationOf(customerAdmin));
      await harness.database.db.update(persons).set({ email: technician }).where(eq(persons.id, contact.id));
      const response = await call('POST', `/api/contacts/${contact.id}/invite`, token);
      expect(response.statusCode).toBe(409);
      expect(await mailsTo(technician)).toEqual([]);
    });

    it('answers 404 for a contact of another organisation, 403 without `invite contacts`, 401 anonymous', async () => {
      const foreign = await foreignContact();
      const outside = await call(
        'POST',
        `/api/contacts/${foreign.id}/invite`,
        await harness.login(customerAdmin),
      );
      expect(outside.statusCode).toBe(404);
      expect(await mailsTo(foreign.email!)).toEqual([]);
      const contact = await contactWithoutAccount(await organisationOf(branchUser));
      const refused = await call(
        'POST',
        `/api/contacts/${contact.id}/invite`,
        await harness.login(branchUser),
      );
      expect(refused.statusCode).toBe(403);
      expect((await call('POST', `/api/contacts/${contact.id}/invite`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/contacts/{personId}/remove', () => {
    it('switches the contact’s account off at once, and inviting again restores it', async () => {
      const token = await harness.login(customerAdmin);
      const branchToken = await harness.login(branchUser);
      const [contact] = await harness.database.db.select().from(persons).where(eq(persons.email, branchUser));

      const removed = await call('POST', `/api/contacts/${contact!.id}/remove`, token, undefined, {
        'accept-language': 'en',
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('Access to the portal has been removed.');
      expect(removed.json().data).toMatchObject({ id: contact!.id, invitedAt: null });
      expect((await call('GET', '/api/user', branchToken)).statusCode).toBe(401);
      await expect(harness.login(branchUser)).rejects.toThrow(/401/);

      const restored = await call('POST', `/api/contacts/${contact!.id}/invite`, token);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().message).toBe('De toegang tot het portaal is hersteld.');
      expect((await mailsTo(branchUser)).map((mail) => mail.subject)).toContain(
        'Je hebt weer toegang tot het Koelservice-portaal',
      );
      await expect(harness.login(branchUser)).resolves.toBeTypeOf('string');
    });

    it('revokes the open invitations of a contact without an account', async () => {
      const token = await harness.login(customerAdmin);
      const contact = await contactWithoutAccount(await organisationOf(customerAdmin));
      await call('POST', `/api/contacts/${contact.id}/invite`, token);
      const [mail] = await mailsTo(contact.email!);
      expect((await call('POST', `/api/contacts/${contact.id}/remove`, token)).statusCode).toBe(200);
      const registered = await call('POST', '/api/register', undefined, {
        name: contact.name,
        email: contact.email,
        password: newPassword,
        invitationToken: invitationTokenIn(mail!.text),
      });
      expect(registered.statusCode).toBe(422);
      expect(registered.json().errors).toHaveProperty('invitationToken');
    });

    it('refuses to remove the caller’s own access', async () => {
      const token = await harness.login(customerAdmin);
      const [self] = await harness.database.db.select().from(persons).where(eq(persons.email, customerAdmin));
      const response = await call('POST', `/api/contacts/${self!.id}/remove`, token);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Je kunt je eigen toegang tot het portaal niet intrekken.');
      await expect(harness.login(customerAdmin)).resolves.toBeTypeOf('string');
    });

    it('answers 404 for a contact of another organisation, 403 without `invite contacts`, 401 anonymous', async () => {
      const foreign = await foreignContact();
      expect(
        (await call('POST', `/api/contacts/${foreign.id}/remove`, await harness.login(customerAdmin)))
          .statusCode,
      ).toBe(404);
      const [contact] = await harness.database.db
        .select()
        .from(persons)
        .where(eq(persons.email, customerAdmin));
      expect(
        (await call('POST', `/api/contacts/${contact!.id}/remove`, await harness.login(technician)))
          .statusCode,
      ).toBe(403);
      expect((await call('POST', `/api/contacts/${contact!.id}/remove`)).statusCode).toBe(401);
      await expect(harness.login(customerAdmin)).resolves.toBeTypeOf('string');
    });
  });

  describe('POST /api/contacts/request-user', () => {
    const request = {
      name: 'Kees Visser',
      email: 'kees@bakkerij-dejong.example',
      phone: '06 12345678',
      remark: 'Nieuwe bedrijfsleider',
    };

    it('records the request for the staff in the caller’s organisation and answers the seed’s message', async () => {
      const response = await call(
        'POST',
        '/api/contacts/request-user',
        await harness.login(customerAdmin),
        request,
        {
          'accept-language': 'en',
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your request has been sent. We will contact you shortly.',
      });
      const [message] = await harness.database.db
        .select()
        .from(inboundMessages)
        .where(eq(inboundMessages.senderEmail, customerAdmin));
      expect(message!.organisationId).toBe(await organisationOf(customerAdmin));
      expect(message!.body).toContain('kees@bakkerij-dejong.example');
      expect(message!.body).toContain('Nieuwe bedrijfsleider');
      expect(message!.body).toContain('Telefoon: 06 12345678');
    });

    it('records it for a child company when named, and refuses an organisation outside the tree', async () => {
      const token = await harness.login(customerAdmin);
      const branch = await organisationOf(branchUser);
      const child = await call('POST', `/api/contacts/request-user?organizationId=${branch}`, token, request);
      expect(child.statusCode).toBe(200);
      expect(child.json().message).toBe('Je aanvraag is verstuurd. We nemen snel contact met je op.');
      const recorded = await harness.database.db
        .select({ organisationId: inboundMessages.organisationId })
        .from(inboundMessages)
        .where(eq(inboundMessages.senderEmail, customerAdmin));
      expect(recorded).toEqual([{ organisationId: branch }]);

      const foreign = await foreignContact();
      const outside = await call(
        'POST',
        `/api/contacts/request-user?organizationId=${foreign.organisationId}`,
        token,
        request,
      );
      expect(outside.statusCode).toBe(403);
    });

    it('asks staff, who belong to no organisation, to name one', async () => {
      const response = await call(
        'POST',
        '/api/contacts/request-user',
        await harness.login(planner),
        request,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('organizationId');
    });

    it('refuses a malformed email with 422, 403 without `invite contacts`, 401 anonymous', async () => {
      const token = await harness.login(customerAdmin);
      const malformed = await call('POST', '/api/contacts/request-user', token, {
        ...request,
        email: 'kees',
      });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors).toHaveProperty('email');
      expect(
        (await call('POST', '/api/contacts/request-user', await harness.login(branchUser), request))
          .statusCode,
      ).toBe(403);
      expect((await call('POST', '/api/contacts/request-user', undefined, request)).statusCode).toBe(401);
      const none = await harness.database.db
        .select()
        .from(inboundMessages)
        .where(inArray(inboundMessages.senderEmail, [customerAdmin, branchUser]));
      expect(none).toEqual([]);
    });
  });
});
