/**
 * The activity log end to end (product.md §10): every action the log must record is performed here
 * through its real route, and must leave exactly its entries (action, actor, organisation, subject,
 * client address) and nothing more; every write route of the API is either one of them or named below
 * with the reason it leaves no entry, so a new write route cannot slip past the log unnoticed; a
 * refused or rolled-back action leaves nothing; the database refuses to change or delete an entry; and
 * reading the log stays inside the caller's organisations, with the filters the screen uses.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  max,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { activityActions, type ActivityAction } from '../../../src/api/contract/activity-logs';
import { uuidv7 } from '../../../src/lib/uuid';
import { totpGuardrails } from '../auth/two-factor.repository';
import { afterAnswerWork } from '../routes/auth/after-answer';
import { generateToken, hashToken } from '../auth/tokens';
import {
  activityLogs,
  folders,
  inboundMessages,
  invitations,
  offers,
  organisations,
  persons,
  photoTypes,
  roles,
  serviceObjects,
  users,
} from '../db/schema/index';
import { DEMO_TOTP_SECRET } from '../seed/demo-access';
import { databaseKinds, demoPassword, useTestApp, type TestAppHarness } from '../test/test-app';

const admin = 'admin@koelservice.example';
const planner = 'planner@koelservice.example';
const technician = 'monteur@koelservice.example';
const customerAdmin = 'klant@bakkerij-dejong.example';
const branchUser = 'filiaal@bakkerij-dejong.example';
const accountant = 'boekhouding@bakkerij-dejong.example';
const twoFactorUser = 'tweestaps@bakkerij-dejong.example';

/** Where every performed action comes from, so the entry's address is seen to be the request's. */
const clientAddress = '203.0.113.7';
const newPassword = 'ijskoude koelcel 42';
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/**
 * The write routes that leave no entry, and why: product.md §10 does not list what they do, or
 * another record already keeps the trace. Every other write route must be performed by a case below.
 */
const routesWithoutEntry: Record<string, string> = {
  'POST /api/refresh-token': 'renews a session that is already signed in',
  'POST /api/realtime/auth': 'signs a channel subscription; it changes nothing',
  'PATCH /api/user': 'one’s own name and language',
  'POST /api/reset-password/request': 'only mails a link; the reset itself is recorded',
  'POST /api/user/two-factor/setup': 'a pending secret; two-factor changes when it is enabled',
  'POST /api/folders': 'a folder holds no upload',
  'POST /api/task': 'tasks keep their history on the timeline',
  'PUT /api/task/{id}/assignee': 'tasks keep their history on the timeline',
  'POST /api/task/inboundmessage': 'messages keep their history on the timeline',
  'PUT /api/timeline/inboundmessage/{id}': 'messages keep their history on the timeline',
  'POST /api/timeline/refresh-today': 'rebuilds derived timeline items',
  'POST /api/timeline/{id}/inboundmessage/mail': 'mails a message to the caller',
  'POST /api/serviceobjects/{id}/logbook': 'the F-gas logbook is its own append-only record of who did what',
  'POST /api/synchronization/run': 'a back-office run keeps its own record in synchronization_runs',
  'POST /api/serviceobjects/{id}/memo/add': 'device notes are signed and dated in the memo itself',
  'PUT /api/serviceobjects/{id}/memo/update': 'device data, not listed',
  'PUT /api/serviceobjects/{id}/type/{typeId}': 'device data, not listed',
  'POST /api/profile/calendar-feed': 'one’s own calendar feed',
  'DELETE /api/profile/calendar-feed': 'one’s own calendar feed',
};

interface ExpectedEntry {
  action: ActivityAction;
  actorUserId: string | null;
  actorName: string;
  organisationId: string | null;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
}

interface Person {
  id: string;
  name: string;
  organisationId: string | null;
}

/** What a case's `act` answers: the response of the one request the case is about. */
type Acted = LightMyRequestResponse;

interface CaseTools {
  harness: TestAppHarness;
  /** A request that does not count: preparing the action. */
  call(method: InjectOptions['method'], url: string, token?: string, payload?: unknown): Promise<Acted>;
  /** THE action: every activity entry written from here on belongs to it. */
  act(options: InjectOptions): Promise<Acted>;
  user(email: string): Promise<Person>;
  login(email: string): Promise<string>;
}

interface ActionCase {
  name: string;
  /** `METHOD /api/path` as the OpenAPI document names the route. */
  route: string;
  status: number;
  /** The actions the case must record, in order. */
  records: ActivityAction[];
  run(tools: CaseTools): Promise<{ response: Acted; expected: ExpectedEntry[] }>;
}

function entryOf(
  action: ActivityAction,
  actor: Person | { id: null; name: string },
  organisationId: string | null,
  subject: { type: string; id: string | null; label: string | null },
): ExpectedEntry {
  return {
    action,
    actorUserId: actor.id,
    actorName: actor.name,
    organisationId,
    subjectType: subject.type,
    subjectId: subject.id,
    subjectLabel: subject.label,
  };
}

/** An action on one's own account: the user is actor and subject, in their own organisation. */
function ownEntry(action: ActivityAction, person: Person): ExpectedEntry {
  return entryOf(action, person, person.organisationId, { type: 'user', id: person.id, label: person.name });
}

async function multipartBody(
  files: { name: string; bytes: Uint8Array; type: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files[]', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

function totp(secret: string): Promise<string> {
  return generate({ secret, guardrails: totpGuardrails });
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

// Finders of demo records an action needs, through the database.

async function sentOfferOf(tools: CaseTools, organisationIds: string[]) {
  const farEnough = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const [offer] = await tools.harness.database.db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.status, 'sent'),
        inArray(offers.organisationId, organisationIds),
        sql`(${offers.validUntil} is null or ${offers.validUntil} >= ${farEnough})`,
      ),
    )
    .orderBy(asc(offers.id))
    .limit(1);
  if (!offer) throw new Error('the demo data has no open offer');
  return offer;
}

async function treeOf(tools: CaseTools, organisationId: string): Promise<string[]> {
  const children = await tools.harness.database.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.parentId, organisationId));
  return [organisationId, ...children.map((child) => child.id)];
}

async function folderOf(tools: CaseTools, organisationId: string) {
  const [folder] = await tools.harness.database.db
    .select()
    .from(folders)
    .where(
      and(
        eq(folders.organisationId, organisationId),
        isNull(folders.serviceObjectId),
        isNull(folders.deletedAt),
      ),
    )
    .orderBy(asc(folders.id))
    .limit(1);
  return folder!;
}

async function deviceOf(tools: CaseTools, organisationId: string) {
  const [device] = await tools.harness.database.db
    .select()
    .from(serviceObjects)
    .where(and(eq(serviceObjects.organisationId, organisationId), isNull(serviceObjects.deletedAt)))
    .orderBy(asc(serviceObjects.id))
    .limit(1);
  return device!;
}

async function contactWithoutAccount(tools: CaseTools, organisationId: string) {
  const [person] = await tools.harness.database.db
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
    .orderBy(asc(persons.id))
    .limit(1);
  if (!person) throw new Error('the demo data has no contact without an account');
  return person;
}

async function contactOfAccount(tools: CaseTools, userId: string) {
  const [person] = await tools.harness.database.db
    .select()
    .from(persons)
    .where(eq(persons.portalUserId, userId))
    .limit(1);
  return person!;
}

async function roleTitled(tools: CaseTools, titleEn: string) {
  const [role] = await tools.harness.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.titleEn, titleEn), isNull(roles.deletedAt)));
  return role!;
}

async function newestMail(tools: CaseTools, to: string, path: string): Promise<string> {
  const response = await tools.call('GET', `/api/dev/mail?to=${encodeURIComponent(to)}`);
  const [mail] = (response.json().data as { text: string }[]) ?? [];
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link in the newest mail to ${to}`);
  return token;
}

async function uploadDocument(tools: CaseTools, token: string, person: Person, serviceObjectId?: string) {
  const id = uuidv7();
  const body = await multipartBody([{ name: 'keuring.pdf', bytes: pdf, type: 'application/pdf' }], {
    organisationId: person.organisationId!,
    documentIds: JSON.stringify([id]),
    ...(serviceObjectId ? { serviceObjectId } : {}),
  });
  const response = await tools.harness.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return id;
}

async function createRole(tools: CaseTools, token: string, titleNl = 'Storingsdienst') {
  const response = await tools.call('POST', '/api/roles', token, {
    title_nl: titleNl,
    title_en: 'Emergency service',
    permissions: [{ title: 'view', group: 'tasks' }],
  });
  expect(response.statusCode).toBe(201);
  return (response.json().data as { id: string }).id;
}

const cases: ActionCase[] = [
  {
    name: 'a sign-in with a password',
    route: 'POST /api/login',
    status: 200,
    records: ['signed_in'],
    async run(t) {
      const response = await t.act({
        method: 'POST',
        url: '/api/login',
        payload: { email: customerAdmin, password: demoPassword },
      });
      return { response, expected: [ownEntry('signed_in', await t.user(customerAdmin))] };
    },
  },
  {
    name: 'a failed sign-in of a known account',
    route: 'POST /api/login',
    status: 401,
    records: ['sign_in_failed'],
    async run(t) {
      const response = await t.act({
        method: 'POST',
        url: '/api/login',
        payload: { email: customerAdmin, password: 'niet het wachtwoord' },
      });
      return { response, expected: [ownEntry('sign_in_failed', await t.user(customerAdmin))] };
    },
  },
  {
    name: 'a failed sign-in of an unknown address',
    route: 'POST /api/login',
    status: 401,
    records: ['sign_in_failed'],
    async run(t) {
      const email = 'onbekend@example.test';
      const response = await t.act({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'niet het wachtwoord' },
      });
      const expected = entryOf('sign_in_failed', { id: null, name: email }, null, {
        type: 'user',
        id: null,
        label: email,
      });
      return { response, expected: [expected] };
    },
  },
  {
    name: 'a sign-in with a two-factor code',
    route: 'POST /api/session-two-factor-auth/{id}',
    status: 200,
    records: ['signed_in'],
    async run(t) {
      const challenge = await t.call('POST', '/api/login', undefined, {
        email: twoFactorUser,
        password: demoPassword,
      });
      const { id } = (challenge.json().data as { twoFactor: { id: string } }).twoFactor;
      const response = await t.act({
        method: 'POST',
        url: `/api/session-two-factor-auth/${id}`,
        payload: { code: await totp(DEMO_TOTP_SECRET) },
      });
      return { response, expected: [ownEntry('signed_in', await t.user(twoFactorUser))] };
    },
  },
  {
    name: 'a wrong two-factor code',
    route: 'POST /api/session-two-factor-auth/{id}',
    status: 401,
    records: ['sign_in_failed'],
    async run(t) {
      const challenge = await t.call('POST', '/api/login', undefined, {
        email: twoFactorUser,
        password: demoPassword,
      });
      const { id } = (challenge.json().data as { twoFactor: { id: string } }).twoFactor;
      const wrong = (await totp(DEMO_TOTP_SECRET)) === '000000' ? '111111' : '000000';
      const response = await t.act({
        method: 'POST',
        url: `/api/session-two-factor-auth/${id}`,
        payload: { code: wrong },
      });
      return { response, expected: [ownEntry('sign_in_failed', await t.user(twoFactorUser))] };
    },
  },
  {
    name: 'a sign-out',
    route: 'POST /api/logout',
    status: 204,
    records: ['signed_out'],
    async run(t) {
      const token = await t.login(branchUser);
      const response = await t.act({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      return { response, expected: [ownEntry('signed_out', await t.user(branchUser))] };
    },
  },
  {
    name: 'a password change',
    route: 'POST /api/user/password',
    status: 200,
    records: ['password_changed'],
    async run(t) {
      const token = await t.login(branchUser);
      const response = await t.act({
        method: 'POST',
        url: '/api/user/password',
        headers: bearer(token),
        payload: { currentPassword: demoPassword, newPassword },
      });
      return { response, expected: [ownEntry('password_changed', await t.user(branchUser))] };
    },
  },
  {
    name: 'turning two-factor on',
    route: 'POST /api/user/two-factor/enable',
    status: 200,
    records: ['two_factor_enabled'],
    async run(t) {
      const token = await t.login(branchUser);
      const setup = await t.call('POST', '/api/user/two-factor/setup', token);
      const { secret } = setup.json().data as { secret: string };
      const response = await t.act({
        method: 'POST',
        url: '/api/user/two-factor/enable',
        headers: bearer(token),
        payload: { code: await totp(secret) },
      });
      return { response, expected: [ownEntry('two_factor_enabled', await t.user(branchUser))] };
    },
  },
  {
    name: 'turning two-factor off',
    route: 'POST /api/user/two-factor/disable',
    status: 200,
    records: ['two_factor_disabled'],
    async run(t) {
      const challenge = await t.call('POST', '/api/login', undefined, {
        email: twoFactorUser,
        password: demoPassword,
      });
      const { id } = (challenge.json().data as { twoFactor: { id: string } }).twoFactor;
      const session = await t.call('POST', `/api/session-two-factor-auth/${id}`, undefined, {
        code: await totp(DEMO_TOTP_SECRET),
      });
      const { token } = session.json().data as { token: string };
      const response = await t.act({
        method: 'POST',
        url: '/api/user/two-factor/disable',
        headers: bearer(token),
        payload: { password: demoPassword },
      });
      return { response, expected: [ownEntry('two_factor_disabled', await t.user(twoFactorUser))] };
    },
  },
  {
    name: 'a password reset with a mailed link',
    route: 'POST /api/reset-password',
    status: 200,
    records: ['password_reset'],
    async run(t) {
      await t.call('POST', '/api/reset-password/request', undefined, { email: branchUser });
      const token = await newestMail(t, branchUser, '/reset-password');
      const response = await t.act({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: newPassword },
      });
      return { response, expected: [ownEntry('password_reset', await t.user(branchUser))] };
    },
  },
  {
    name: 'registering with an invitation, which signs in',
    route: 'POST /api/register',
    status: 200,
    records: ['user_registered', 'signed_in'],
    async run(t) {
      const email = 'nieuw@bakkerij-dejong.example';
      const organisationId = (await t.user(branchUser)).organisationId!;
      const invitationToken = generateToken();
      await t.harness.database.db.insert(invitations).values({
        email,
        organisationId,
        tokenHash: hashToken(invitationToken),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const response = await t.act({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Nieuwe Collega', email, password: newPassword, invitationToken },
      });
      const registered = await t.user(email);
      return {
        response,
        expected: [ownEntry('user_registered', registered), ownEntry('signed_in', registered)],
      };
    },
  },
  {
    name: 'registering as a known contact, to be confirmed',
    route: 'POST /api/register',
    status: 200,
    records: ['user_registered'],
    async run(t) {
      const contact = await contactWithoutAccount(t, (await t.user(customerAdmin)).organisationId!);
      const response = await t.act({
        method: 'POST',
        url: '/api/register',
        payload: { name: contact.name, email: contact.email, password: newPassword },
      });
      return { response, expected: [ownEntry('user_registered', await t.user(contact.email!))] };
    },
  },
  {
    name: 'confirming an account, which signs in',
    route: 'POST /api/confirm-account',
    status: 200,
    records: ['account_confirmed', 'signed_in'],
    async run(t) {
      const contact = await contactWithoutAccount(t, (await t.user(customerAdmin)).organisationId!);
      await t.call('POST', '/api/register', undefined, {
        name: contact.name,
        email: contact.email,
        password: newPassword,
      });
      const token = await newestMail(t, contact.email!, '/confirm-account');
      const response = await t.act({ method: 'POST', url: '/api/confirm-account', payload: { token } });
      const confirmed = await t.user(contact.email!);
      return {
        response,
        expected: [ownEntry('account_confirmed', confirmed), ownEntry('signed_in', confirmed)],
      };
    },
  },
  ...(['accept', 'decline'] as const).map((decision): ActionCase => ({
    name: `${decision === 'accept' ? 'accepting' : 'declining'} an offer`,
    route: 'POST /api/offers/{id}/respond',
    status: 200,
    records: [decision === 'accept' ? 'offer_accepted' : 'offer_declined'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const offer = await sentOfferOf(t, await treeOf(t, actor.organisationId!));
      const response = await t.act({
        method: 'POST',
        url: `/api/offers/${offer.id}/respond`,
        headers: bearer(token),
        payload: { decision, name: 'Anne de Jong', version: offer.version },
      });
      const action = decision === 'accept' ? 'offer_accepted' : 'offer_declined';
      const subject = { type: 'offer', id: offer.id, label: offer.number };
      return { response, expected: [entryOf(action, actor, offer.organisationId, subject)] };
    },
  })),
  {
    name: 'uploading a document',
    route: 'POST /api/documents',
    status: 201,
    records: ['document_uploaded'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const folder = await folderOf(t, actor.organisationId!);
      const id = uuidv7();
      const body = await multipartBody([{ name: 'keuring.pdf', bytes: pdf, type: 'application/pdf' }], {
        organisationId: actor.organisationId!,
        folderId: folder.id,
        documentIds: JSON.stringify([id]),
      });
      const response = await t.act({
        method: 'POST',
        url: '/api/documents',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      const subject = { type: 'document', id, label: 'keuring.pdf' };
      return { response, expected: [entryOf('document_uploaded', actor, actor.organisationId, subject)] };
    },
  },
  {
    name: 'deleting a document',
    route: 'DELETE /api/documents/{id}',
    status: 200,
    records: ['document_deleted'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const id = await uploadDocument(t, token, actor);
      const response = await t.act({ method: 'DELETE', url: `/api/documents/${id}`, headers: bearer(token) });
      const subject = { type: 'document', id, label: 'keuring.pdf' };
      return { response, expected: [entryOf('document_deleted', actor, actor.organisationId, subject)] };
    },
  },
  {
    name: 'restoring a document from the bin',
    route: 'POST /api/documents/restore',
    status: 200,
    records: ['document_restored'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const id = await uploadDocument(t, token, actor);
      await t.call('DELETE', `/api/documents/${id}`, token);
      const response = await t.act({
        method: 'POST',
        url: '/api/documents/restore',
        headers: bearer(token),
        payload: { ids: [id] },
      });
      const subject = { type: 'document', id, label: 'keuring.pdf' };
      return { response, expected: [entryOf('document_restored', actor, actor.organisationId, subject)] };
    },
  },
  {
    name: 'restoring a device’s document from the bin',
    route: 'POST /api/serviceobjects/{id}/documents/restore',
    status: 200,
    records: ['document_restored'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const device = await deviceOf(t, actor.organisationId!);
      const id = await uploadDocument(t, token, actor, device.id);
      await t.call('DELETE', `/api/documents/${id}`, token);
      const response = await t.act({
        method: 'POST',
        url: `/api/serviceobjects/${device.id}/documents/restore`,
        headers: bearer(token),
        payload: { ids: [id] },
      });
      const subject = { type: 'document', id, label: 'keuring.pdf' };
      return { response, expected: [entryOf('document_restored', actor, actor.organisationId, subject)] };
    },
  },
  {
    name: 'attaching a file to a message',
    route: 'POST /api/documents/message/{id}',
    status: 201,
    records: ['document_uploaded'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const [message] = await t.harness.database.db
        .select()
        .from(inboundMessages)
        .where(eq(inboundMessages.organisationId, actor.organisationId!))
        .orderBy(asc(inboundMessages.id))
        .limit(1);
      const id = uuidv7();
      const body = await multipartBody([{ name: 'foto-lek.pdf', bytes: pdf, type: 'application/pdf' }], {
        documentIds: JSON.stringify([id]),
      });
      const response = await t.act({
        method: 'POST',
        url: `/api/documents/message/${message!.id}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      const subject = { type: 'document', id, label: 'foto-lek.pdf' };
      return { response, expected: [entryOf('document_uploaded', actor, actor.organisationId, subject)] };
    },
  },
  {
    name: 'adding a photo to a device',
    route: 'POST /api/serviceobjects/{id}/photos',
    status: 201,
    records: ['photo_uploaded'],
    async run(t) {
      const token = await t.login(technician);
      const actor = await t.user(technician);
      const device = await deviceOf(t, (await t.user(customerAdmin)).organisationId!);
      const [type] = await t.harness.database.db.select().from(photoTypes).limit(1);
      const id = uuidv7();
      const body = await multipartBody([{ name: 'typeplaat.png', bytes: png, type: 'image/png' }], {
        photos: JSON.stringify([{ id, photoTypeId: type!.id }]),
      });
      const response = await t.act({
        method: 'POST',
        url: `/api/serviceobjects/${device.id}/photos`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      const subject = { type: 'photo', id, label: 'typeplaat.png' };
      return { response, expected: [entryOf('photo_uploaded', actor, device.organisationId, subject)] };
    },
  },
  {
    name: 'giving a user a role',
    route: 'POST /api/users/edit-role',
    status: 200,
    records: ['user_role_changed'],
    async run(t) {
      const token = await t.login(planner);
      const target = await t.user(accountant);
      const role = await roleTitled(t, 'Customer user');
      const response = await t.act({
        method: 'POST',
        url: '/api/users/edit-role',
        headers: bearer(token),
        payload: { userId: target.id, roleId: role.id },
      });
      const subject = { type: 'user', id: target.id, label: target.name };
      const expected = entryOf('user_role_changed', await t.user(planner), target.organisationId, subject);
      return { response, expected: [expected] };
    },
  },
  ...([false, true] as const).map((isBackOn): ActionCase => ({
    name: isBackOn ? 'switching a user back on' : 'switching a user off',
    route: 'POST /api/users/{id}/toggle',
    status: 200,
    records: [isBackOn ? 'user_activated' : 'user_deactivated'],
    async run(t) {
      const token = await t.login(planner);
      const target = await t.user(accountant);
      if (isBackOn) await t.call('POST', `/api/users/${target.id}/toggle`, token);
      const response = await t.act({
        method: 'POST',
        url: `/api/users/${target.id}/toggle`,
        headers: bearer(token),
      });
      const subject = { type: 'user', id: target.id, label: target.name };
      const action = isBackOn ? 'user_activated' : 'user_deactivated';
      return {
        response,
        expected: [entryOf(action, await t.user(planner), target.organisationId, subject)],
      };
    },
  })),
  {
    name: 'editing a user’s permissions',
    route: 'PUT /api/users/{id}/edit-permission',
    status: 200,
    records: ['permissions_updated'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const target = await t.user(accountant);
      const response = await t.act({
        method: 'PUT',
        url: `/api/users/${target.id}/edit-permission`,
        headers: bearer(token),
        payload: { permissions: [{ title: 'view', group: 'orders' }] },
      });
      const subject = { type: 'user', id: target.id, label: target.name };
      const expected = entryOf(
        'permissions_updated',
        await t.user(customerAdmin),
        target.organisationId,
        subject,
      );
      return { response, expected: [expected] };
    },
  },
  {
    name: 'creating a role',
    route: 'POST /api/roles',
    status: 201,
    records: ['role_created'],
    async run(t) {
      const token = await t.login(planner);
      const id = uuidv7();
      const response = await t.act({
        method: 'POST',
        url: '/api/roles',
        headers: bearer(token),
        payload: { id, title_nl: 'Storingsdienst', title_en: 'Emergency service' },
      });
      const subject = { type: 'role', id, label: 'Storingsdienst' };
      return { response, expected: [entryOf('role_created', await t.user(planner), null, subject)] };
    },
  },
  {
    name: 'renaming a role',
    route: 'PUT /api/roles/{id}',
    status: 200,
    records: ['role_updated'],
    async run(t) {
      const token = await t.login(planner);
      const id = await createRole(t, token);
      const response = await t.act({
        method: 'PUT',
        url: `/api/roles/${id}`,
        headers: bearer(token),
        payload: { title_nl: 'Storingsdienst 24/7' },
      });
      const subject = { type: 'role', id, label: 'Storingsdienst 24/7' };
      return { response, expected: [entryOf('role_updated', await t.user(planner), null, subject)] };
    },
  },
  {
    name: 'changing a role’s permissions',
    route: 'PUT /api/roles/{id}',
    status: 200,
    records: ['permissions_updated'],
    async run(t) {
      const token = await t.login(planner);
      const id = await createRole(t, token);
      const response = await t.act({
        method: 'PUT',
        url: `/api/roles/${id}`,
        headers: bearer(token),
        payload: { permissions: [{ title: 'view', group: 'orders' }] },
      });
      const subject = { type: 'role', id, label: 'Storingsdienst' };
      return { response, expected: [entryOf('permissions_updated', await t.user(planner), null, subject)] };
    },
  },
  ...([false, true] as const).map((isBackOn): ActionCase => ({
    name: isBackOn ? 'switching a role back on' : 'switching a role off',
    route: 'POST /api/roles/{id}/toggle',
    status: 200,
    records: [isBackOn ? 'role_activated' : 'role_deactivated'],
    async run(t) {
      const token = await t.login(planner);
      const id = await createRole(t, token);
      if (isBackOn) await t.call('POST', `/api/roles/${id}/toggle`, token);
      const response = await t.act({
        method: 'POST',
        url: `/api/roles/${id}/toggle`,
        headers: bearer(token),
      });
      const subject = { type: 'role', id, label: 'Storingsdienst' };
      const action = isBackOn ? 'role_activated' : 'role_deactivated';
      return { response, expected: [entryOf(action, await t.user(planner), null, subject)] };
    },
  })),
  {
    name: 'deleting a role',
    route: 'DELETE /api/roles/{id}',
    status: 200,
    records: ['role_deleted'],
    async run(t) {
      const token = await t.login(planner);
      const id = await createRole(t, token);
      const response = await t.act({ method: 'DELETE', url: `/api/roles/${id}`, headers: bearer(token) });
      const subject = { type: 'role', id, label: 'Storingsdienst' };
      return { response, expected: [entryOf('role_deleted', await t.user(planner), null, subject)] };
    },
  },
  {
    name: 'inviting a contact',
    route: 'POST /api/contacts/{personId}/invite',
    status: 200,
    records: ['invitation_sent'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const contact = await contactWithoutAccount(t, actor.organisationId!);
      const response = await t.act({
        method: 'POST',
        url: `/api/contacts/${contact.id}/invite`,
        headers: bearer(token),
      });
      const subject = { type: 'contact', id: contact.id, label: contact.name };
      return { response, expected: [entryOf('invitation_sent', actor, contact.organisationId, subject)] };
    },
  },
  {
    name: 'removing a contact’s access',
    route: 'POST /api/contacts/{personId}/remove',
    status: 200,
    records: ['access_removed'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const contact = await contactOfAccount(t, (await t.user(branchUser)).id);
      const response = await t.act({
        method: 'POST',
        url: `/api/contacts/${contact.id}/remove`,
        headers: bearer(token),
      });
      const subject = { type: 'contact', id: contact.id, label: contact.name };
      return { response, expected: [entryOf('access_removed', actor, contact.organisationId, subject)] };
    },
  },
  {
    name: 'restoring a contact’s access',
    route: 'POST /api/contacts/{personId}/invite',
    status: 200,
    records: ['access_restored'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const contact = await contactOfAccount(t, (await t.user(branchUser)).id);
      await t.call('POST', `/api/contacts/${contact.id}/remove`, token);
      const response = await t.act({
        method: 'POST',
        url: `/api/contacts/${contact.id}/invite`,
        headers: bearer(token),
      });
      const subject = { type: 'contact', id: contact.id, label: contact.name };
      return { response, expected: [entryOf('access_restored', actor, contact.organisationId, subject)] };
    },
  },
  {
    name: 'asking for a new user',
    route: 'POST /api/contacts/request-user',
    status: 200,
    records: ['user_requested'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const response = await t.act({
        method: 'POST',
        url: '/api/contacts/request-user',
        headers: bearer(token),
        payload: { name: 'Sanne Bakker', email: 'sanne@bakkerij-dejong.example' },
      });
      const [message] = await t.harness.database.db
        .select({ id: inboundMessages.id })
        .from(inboundMessages)
        .where(eq(inboundMessages.organisationId, actor.organisationId!))
        .orderBy(desc(inboundMessages.id))
        .limit(1);
      const subject = { type: 'message', id: message!.id, label: 'Sanne Bakker' };
      return { response, expected: [entryOf('user_requested', actor, actor.organisationId, subject)] };
    },
  },
  ...(['csv', 'pdf'] as const).map((format): ActionCase => ({
    name: `exporting the refrigerant report as ${format.toUpperCase()}`,
    route: 'GET /api/reports/refrigerant-use',
    status: 200,
    records: ['report_exported'],
    async run(t) {
      const token = await t.login(customerAdmin);
      const actor = await t.user(customerAdmin);
      const response = await t.act({
        method: 'GET',
        url: `/api/reports/refrigerant-use?format=${format}&from=2025-01-01&to=2025-12-31`,
        headers: bearer(token),
      });
      const [organisation] = await t.harness.database.db
        .select()
        .from(organisations)
        .where(eq(organisations.id, actor.organisationId!));
      const label = `Koudemiddelrapportage ${organisation!.code} 2025-01-01 2025-12-31.${format}`;
      const subject = { type: 'report', id: actor.organisationId, label };
      return { response, expected: [entryOf('report_exported', actor, actor.organisationId, subject)] };
    },
  })),
];

/** The refusal of migration 0007's trigger, as the driver reports it (drizzle wraps it in `cause`). */
function isAppendOnlyRefusal(error: unknown): boolean {
  const cause = (error as { cause?: { message?: string } }).cause;
  return /append-only/.test(cause?.message ?? (error as Error).message);
}

describe.each(databaseKinds())('the activity log on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function lastChange(): Promise<number> {
    const [row] = await harness.database.db.select({ seq: max(activityLogs.changeSeq) }).from(activityLogs);
    return Number(row?.seq ?? 0);
  }

  async function entriesAfter(seq: number) {
    return harness.database.db
      .select()
      .from(activityLogs)
      .where(gt(activityLogs.changeSeq, seq))
      .orderBy(asc(activityLogs.changeSeq));
  }

  async function entryCount(): Promise<number> {
    const [row] = await harness.database.db.select({ n: count() }).from(activityLogs);
    return row?.n ?? 0;
  }

  /**
   * Account flows do what depends on the address (a mail, a new account) after their answer
   * (routes/auth/after-answer.ts); that work belongs to the request, so every request waits for it.
   */
  async function settled(response: Promise<Acted>): Promise<Acted> {
    const answer = await response;
    await afterAnswerWork(harness.app).settle();
    return answer;
  }

  function call(method: InjectOptions['method'], url: string, token?: string, payload?: unknown) {
    return settled(
      harness.app.inject({
        method,
        url,
        headers: { 'accept-language': 'nl', ...(token ? bearer(token) : {}) },
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      }),
    );
  }

  function toolsFor(marks: { seq: number | undefined }): CaseTools {
    return {
      harness,
      call,
      async act(options) {
        if (marks.seq !== undefined) throw new Error('a case performs exactly one action');
        marks.seq = await lastChange();
        return settled(harness.app.inject({ ...options, remoteAddress: clientAddress }));
      },
      async user(email) {
        const [row] = await harness.database.db
          .select({ id: users.id, name: users.name, organisationId: users.organisationId })
          .from(users)
          .where(eq(users.email, email));
        if (!row) throw new Error(`no user ${email}`);
        return row;
      },
      login: (email) => harness.login(email),
    };
  }

  describe('recording', () => {
    it.each(cases.map((actionCase) => [actionCase.name, actionCase] as const))(
      'records %s with its actor, organisation, subject and address',
      async (_name, actionCase) => {
        const marks: { seq: number | undefined } = { seq: undefined };
        const { response, expected } = await actionCase.run(toolsFor(marks));
        expect(response.statusCode, response.body.slice(0, 500)).toBe(actionCase.status);
        expect(expected.map((entry) => entry.action)).toEqual(actionCase.records);
        const written = await entriesAfter(marks.seq!);
        expect(written.map((entry) => entry.action)).toEqual(actionCase.records);
        written.forEach((entry, index) => {
          expect(entry).toMatchObject({ ...expected[index], clientAddress, deletedAt: null });
          expect(entry.description.length).toBeGreaterThan(0);
        });
      },
    );

    it('has a case for every action the log knows', () => {
      const covered = new Set(cases.flatMap((actionCase) => actionCase.records));
      expect(activityActions.filter((action) => !covered.has(action))).toEqual([]);
    });

    it('performs every write route of the API or says why it leaves no entry', async () => {
      const document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const writeRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
      // Routes of the embedded realtime service and test-only routes are not part of the portal API.
      const portalRoutes = writeRoutes.filter(
        (route) => route.includes(' /api/') && !route.includes('/api/dev/'),
      );
      const performed = new Set(cases.map((actionCase) => actionCase.route));
      const undecided = portalRoutes.filter(
        (route) => !performed.has(route) && !(route in routesWithoutEntry),
      );
      expect(undecided).toEqual([]);
    });
  });

  /** The tools outside a case, for finding demo records. */
  const lookup = toolsFor({ seq: undefined });

  describe('what leaves no entry', () => {
    it('records nothing for an action refused with 403', async () => {
      const token = await harness.login(accountant);
      const holding = (await lookup.user(customerAdmin)).organisationId!;
      const offer = await sentOfferOf(lookup, await treeOf(lookup, holding));
      const before = await entryCount();
      const response = await call('POST', `/api/offers/${offer.id}/respond`, token, {
        decision: 'accept',
        name: 'Petra Visser',
        version: offer.version,
      });
      expect(response.statusCode).toBe(403);
      expect(await entryCount()).toBe(before);
    });

    it('records nothing for actions refused with 409 inside their transaction', async () => {
      const token = await harness.login(customerAdmin);
      const holding = (await lookup.user(customerAdmin)).organisationId!;
      const offer = await sentOfferOf(lookup, await treeOf(lookup, holding));
      const before = await entryCount();
      const stale = await call('POST', `/api/offers/${offer.id}/respond`, token, {
        decision: 'accept',
        name: 'Anne de Jong',
        version: offer.version + 5,
      });
      expect(stale.statusCode).toBe(409);
      const roleToken = await harness.login(planner);
      const afterLogin = await entryCount();
      // A role with users is deleted only when moving them is confirmed.
      const withUsers = await roleTitled(lookup, 'Customer admin');
      const refusedDelete = await call('DELETE', `/api/roles/${withUsers.id}`, roleToken);
      expect(refusedDelete.statusCode).toBe(409);
      expect(await entryCount()).toBe(afterLogin);
      expect(afterLogin).toBe(before + 1);
    });

    it('rolls back the entry of a file whose upload failed after it was recorded', async () => {
      const token = await harness.login(customerAdmin);
      const actor = await lookup.user(customerAdmin);
      const taken = await uploadDocument(lookup, token, actor);
      const before = await entryCount();
      // The first file is inserted and recorded, the second id is taken: the command rolls back both.
      const body = await multipartBody(
        [
          { name: 'eerste.pdf', bytes: pdf, type: 'application/pdf' },
          { name: 'tweede.pdf', bytes: pdf, type: 'application/pdf' },
        ],
        { organisationId: actor.organisationId!, documentIds: JSON.stringify([uuidv7(), taken]) },
      );
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(409);
      expect(await entryCount()).toBe(before);
    });

    it('records nothing for a throttled sign-in', async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        await call('POST', '/api/login', undefined, { email: branchUser, password: 'fout' });
      }
      const before = await entryCount();
      const throttled = await call('POST', '/api/login', undefined, { email: branchUser, password: 'fout' });
      expect(throttled.statusCode).toBe(429);
      expect(await entryCount()).toBe(before);
    });

    it('answers a failed sign-in the same whether the account exists or not', async () => {
      const known = await call('POST', '/api/login', undefined, { email: branchUser, password: 'fout' });
      const unknown = await call('POST', '/api/login', undefined, {
        email: 'niemand@example.test',
        password: 'fout',
      });
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(known.body).toBe(unknown.body);
    });
  });

  describe('append-only', () => {
    it('refuses to change an entry', async () => {
      const [entry] = await harness.database.db.select().from(activityLogs).limit(1);
      await expect(
        harness.database.db
          .update(activityLogs)
          .set({ description: 'weggepoetst' })
          .where(eq(activityLogs.id, entry!.id)),
      ).rejects.toSatisfy(isAppendOnlyRefusal);
    });

    it('refuses to delete an entry, also as a tombstone', async () => {
      const [entry] = await harness.database.db.select().from(activityLogs).limit(1);
      await expect(
        harness.database.db.delete(activityLogs).where(eq(activityLogs.id, entry!.id)),
      ).rejects.toSatisfy(isAppendOnlyRefusal);
      await expect(
        harness.database.db
          .update(activityLogs)
          .set({ deletedAt: new Date() })
          .where(eq(activityLogs.id, entry!.id)),
      ).rejects.toSatisfy(isAppendOnlyRefusal);
      const [still] = await harness.database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.id, entry!.id));
      expect(still).toEqual(entry);
    });
  });

  describe('reading', () => {
    interface WireEntry {
      id: string;
      organisationId: string | null;
      actorUserId: string | null;
      action: string;
      createdAt: string;
    }

    async function readAll(token: string, query = ''): Promise<{ data: WireEntry[]; total: number }> {
      const response = await call('GET', `/api/activity-logs?perPage=100${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: WireEntry[]; meta: { pagination: { total: number } } };
      return { data: body.data, total: body.meta.pagination.total };
    }

    async function visibleOrganisations(token: string): Promise<string[]> {
      const response = await call('GET', '/api/organizations?perPage=100', token);
      return (response.json().data as { id: string }[]).map((organisation) => organisation.id);
    }

    it('shows staff every entry, also those of no organisation', async () => {
      await harness.login(planner);
      const token = await harness.login(admin);
      const { total } = await readAll(token);
      expect(total).toBe(await entryCount());
      const { data } = await readAll(token, '&action[]=signed_in');
      expect(data.some((entry) => entry.organisationId === null)).toBe(true);
    });

    it('shows a customer only the entries of its own organisations, never staff-only ones', async () => {
      // Entries of staff (no organisation) and of another customer exist besides the customer's own.
      await harness.login(planner);
      await call('POST', '/api/login', undefined, { email: 'onbekend@example.test', password: 'fout' });
      const token = await harness.login(customerAdmin);
      const visible = await visibleOrganisations(token);
      const outside = or(
        isNull(activityLogs.organisationId),
        notInArray(activityLogs.organisationId, visible),
      );
      const [others] = await harness.database.db.select({ n: count() }).from(activityLogs).where(outside);
      const [staffOnly] = await harness.database.db
        .select({ n: count() })
        .from(activityLogs)
        .where(isNull(activityLogs.organisationId));
      expect(others!.n).toBeGreaterThan(staffOnly!.n);
      expect(staffOnly!.n).toBeGreaterThan(0);

      const { data, total } = await readAll(token);
      const [own] = await harness.database.db
        .select({ n: count() })
        .from(activityLogs)
        .where(inArray(activityLogs.organisationId, visible));
      expect(total).toBe(own!.n);
      expect(
        data.every((entry) => entry.organisationId !== null && visible.includes(entry.organisationId)),
      ).toBe(true);

      // The sync read (what the PWA stores) is scoped the same way.
      const synced = await call('GET', '/api/activity-logs?perPage=100&updatedSince=0', token);
      expect(synced.statusCode, synced.body).toBe(200);
      expect(synced.json().meta.sync.hasMore).toBe(false);
      const changes = synced.json().data as WireEntry[];
      expect(changes.length).toBe(own!.n);
      expect(changes.every((entry) => visible.includes(entry.organisationId!))).toBe(true);

      // Another customer's entry is not there, not even by its id.
      const [foreign] = await harness.database.db
        .select({ id: activityLogs.id, organisationId: activityLogs.organisationId })
        .from(activityLogs)
        .where(notInArray(activityLogs.organisationId, visible))
        .limit(1);
      expect((await call('GET', `/api/activity-logs/${foreign!.id}`, token)).statusCode).toBe(404);
      const [staffEntry] = await harness.database.db
        .select({ id: activityLogs.id })
        .from(activityLogs)
        .where(isNull(activityLogs.organisationId))
        .limit(1);
      expect((await call('GET', `/api/activity-logs/${staffEntry!.id}`, token)).statusCode).toBe(404);
      const filtered = await call(
        'GET',
        `/api/activity-logs?organizationId=${foreign!.organisationId}`,
        token,
      );
      expect(filtered.statusCode).toBe(403);
    });

    it('refuses a user without `view activity_logs` with 403', async () => {
      const response = await call('GET', '/api/activity-logs', await harness.login(branchUser));
      expect(response.statusCode).toBe(403);
    });

    it('filters by user, by actions and by period, and refuses an undeclared filter with 422', async () => {
      const token = await harness.login(customerAdmin);
      const me = await lookup.user(customerAdmin);
      await harness.login(customerAdmin);
      await call('POST', '/api/login', undefined, { email: customerAdmin, password: 'fout' });

      const mine = await readAll(token, `&actorUserId=${me.id}`);
      expect(mine.data.length).toBeGreaterThanOrEqual(3);
      expect(mine.data.every((entry) => entry.actorUserId === me.id)).toBe(true);

      const actions = await readAll(token, '&action[]=signed_in&action[]=sign_in_failed');
      expect(new Set(actions.data.map((entry) => entry.action))).toEqual(
        new Set(['signed_in', 'sign_in_failed']),
      );
      const single = await readAll(token, '&action=sign_in_failed');
      expect(single.data.every((entry) => entry.action === 'sign_in_failed')).toBe(true);
      expect(single.total).toBeLessThan(actions.total);

      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
      const todays = await readAll(token, `&from=${today}&to=${today}`);
      expect(todays.data.map((entry) => entry.actorUserId)).toContain(me.id);
      const all = await readAll(token);
      expect(todays.total).toBeLessThan(all.total);
      const before = await readAll(token, `&to=2000-01-01`);
      expect(before.total).toBe(0);

      const undeclared = await call('GET', `/api/activity-logs?actor=${me.id}`, token);
      expect(undeclared.statusCode).toBe(422);
      expect(Object.keys(undeclared.json().errors as object)).toEqual(['actor']);
      const unknownAction = await call('GET', '/api/activity-logs?action[]=logged_out', token);
      expect(unknownAction.statusCode).toBe(422);
      const reversed = await call('GET', `/api/activity-logs?from=2026-02-01&to=2026-01-01`, token);
      expect(reversed.statusCode).toBe(422);
    });
  });
});
