import { describe, expect, it } from 'vitest';
import { Person, RequestUserBody, RequestUserQuery } from '../../api/contract/contacts';
import { UserRecord } from '../../api/contract/users-roles';
import { acknowledgeEntry } from '../../sync/outbox-sender';
import { discardEntry } from '../../sync/outbox-actions';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { inviteContact, removeContactAccess, requestedUserOf, requestPortalUser } from './contacts.commands';
import { loadWaitingUserRequests } from './contacts.queries';

const userId = '0190a000-0000-7000-8000-0000000000a1';
const organisationId = '0190a000-0000-7000-8000-0000000000b1';
const accountId = '0190a000-0000-7000-8000-0000000000d1';

function contact(rest: Partial<Person> = {}): Person {
  return Person.parse({
    id: '0190a000-0000-7000-8000-0000000000c1',
    organisationId,
    name: 'Kees Visser',
    jobTitle: 'Chef-kok',
    email: 'kees@bakkerij-dejong.example',
    phone: null,
    mobile: '06 12345678',
    isMainContact: false,
    portalUserId: null,
    invitedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...rest,
  });
}

function account(active: boolean): UserRecord {
  return UserRecord.parse({
    id: accountId,
    type: 'customer',
    accessLevel: 'user',
    name: 'Kees Visser',
    email: 'kees@bakkerij-dejong.example',
    locale: 'nl',
    roleId: null,
    organisationId,
    active,
    twoFactorEnabled: false,
    confirmedAt: '2026-01-02T10:00:00.000Z',
    lastLoginAt: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  });
}

describe('inviteContact', () => {
  it('shows the contact as invited at once, pending, and queues the invite without a body', async () => {
    const db = freshDatabase();
    const person = contact();
    await db.records('persons').put(person);
    const entry = await inviteContact(
      db,
      userId,
      person,
      undefined,
      'Kees Visser uitnodigen',
      () => new Date('2026-11-22T08:00:00.000Z'),
    );

    expect(await db.records('persons').get(person.id)).toMatchObject({
      invitedAt: '2026-11-22T08:00:00.000Z',
      portalUserId: null,
      syncPending: 1,
    });
    expect(entry).toMatchObject({
      command: 'inviteContact',
      state: 'pending',
      summary: 'Kees Visser uitnodigen',
      request: { method: 'post', path: `contacts/${person.id}/invite` },
      refs: [`persons:${person.id}`],
    });
    expect(entry.request.json).toBeUndefined();
  });

  it('switches a removed contact’s account on again when this device holds it', async () => {
    const db = freshDatabase();
    const person = contact({ portalUserId: accountId, invitedAt: null });
    await db.records('persons').put(person);
    await db.records('users').put(account(false));
    const entry = await inviteContact(
      db,
      userId,
      person,
      { id: accountId, active: false },
      'Toegang herstellen',
    );

    expect(await db.records('users').get(accountId)).toMatchObject({ active: true, syncPending: 1 });
    expect(entry.refs).toEqual([`persons:${person.id}`, `users:${accountId}`]);
  });

  it('takes the contact as the server answers it once acknowledged', async () => {
    const db = freshDatabase();
    const person = contact();
    await db.records('persons').put(person);
    const entry = await inviteContact(db, userId, person, undefined, 'Kees Visser uitnodigen');
    const answered = {
      ...person,
      invitedAt: '2026-11-22T08:00:01.000Z',
      updatedAt: '2026-11-22T08:00:01.000Z',
    };
    await acknowledgeEntry(db, entry, { message: 'De uitnodiging is verstuurd.', data: answered });

    expect(await db.records('persons').get(person.id)).toEqual(answered);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('removeContactAccess', () => {
  it('shows the access removed at once, switches the stored account off, and queues the remove', async () => {
    const db = freshDatabase();
    const person = contact({ portalUserId: accountId, invitedAt: '2026-01-02T10:00:00.000Z' });
    await db.records('persons').put(person);
    await db.records('users').put(account(true));
    const entry = await removeContactAccess(
      db,
      userId,
      person,
      { id: accountId, active: true },
      'Toegang intrekken',
    );

    expect(await db.records('persons').get(person.id)).toMatchObject({ invitedAt: null, syncPending: 1 });
    expect(await db.records('users').get(accountId)).toMatchObject({ active: false, syncPending: 1 });
    expect(entry).toMatchObject({
      command: 'removeContactAccess',
      request: { method: 'post', path: `contacts/${person.id}/remove` },
    });
  });

  it('restores the contact and the account when the user discards a refused removal', async () => {
    const db = freshDatabase();
    const person = contact({ portalUserId: accountId, invitedAt: '2026-01-02T10:00:00.000Z' });
    await db.records('persons').put(person);
    await db.records('users').put(account(true));
    const entry = await removeContactAccess(
      db,
      userId,
      person,
      { id: accountId, active: true },
      'Toegang intrekken',
    );
    await db.outbox.update(entry.seq!, { state: 'rejected' });
    await discardEntry(db, entry.seq!);

    expect(await db.records('persons').get(person.id)).toEqual(person);
    expect(await db.records('users').get(accountId)).toEqual(account(true));
  });

  it('leaves an account this device does not hold alone', async () => {
    const db = freshDatabase();
    const person = contact({ portalUserId: accountId, invitedAt: '2026-01-02T10:00:00.000Z' });
    await db.records('persons').put(person);
    const entry = await removeContactAccess(db, userId, person, undefined, 'Toegang intrekken');
    expect(entry.refs).toEqual([`persons:${person.id}`]);
    expect(await db.records('users').count()).toBe(0);
  });
});

describe('requestPortalUser', () => {
  it('queues a request the server contract accepts, for the chosen organisation, and lists it as waiting', async () => {
    const db = freshDatabase();
    const entry = await requestPortalUser(
      db,
      userId,
      {
        organisationId,
        name: ' Kees Visser ',
        email: ' kees@bakkerij-dejong.example ',
        phone: '',
        jobTitle: ' Chef-kok ',
        remark: 'Moet de facturen kunnen zien',
      },
      'Nieuwe gebruiker aanvragen: Kees Visser',
    );

    const [path, query] = entry.request.path.split('?');
    expect(path).toBe('contacts/request-user');
    expect(RequestUserQuery.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      organizationId: organisationId,
    });
    expect(RequestUserBody.parse(entry.request.json)).toEqual({
      name: 'Kees Visser',
      email: 'kees@bakkerij-dejong.example',
      jobTitle: 'Chef-kok',
      remark: 'Moet de facturen kunnen zien',
    });
    expect(entry.effects).toEqual([]);
    const waiting = await loadWaitingUserRequests(db);
    expect(waiting.map((request) => request.id)).toEqual([entry.id]);
    expect(requestedUserOf(waiting[0]!)).toEqual({
      name: 'Kees Visser',
      email: 'kees@bakkerij-dejong.example',
    });
  });

  it('stops listing the request once the server has acknowledged it', async () => {
    const db = freshDatabase();
    const entry = await requestPortalUser(
      db,
      userId,
      {
        organisationId,
        name: 'Kees',
        email: 'kees@bakkerij-dejong.example',
        phone: '06 12345678',
        jobTitle: '',
        remark: 'x',
      },
      'Nieuwe gebruiker aanvragen: Kees',
    );
    expect((entry.request.json as RequestUserBody).phone).toBe('06 12345678');
    await acknowledgeEntry(db, entry, {
      message: 'Je aanvraag is verstuurd. We nemen snel contact met je op.',
    });
    expect(await loadWaitingUserRequests(db)).toEqual([]);
  });
});
