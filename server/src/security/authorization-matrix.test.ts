/**
 * The authorization suite: every private operation of the OpenAPI document, called by the demo
 * accounts (and anonymously) on records of organisations in every relation to the account's own
 * organisation (own, child, parent, sibling, foreign), compared with what the data says the account
 * may do:
 * - allowed exactly when the route's permission (its `config.permission` / `staffOnly`, read from
 *   `app.routeAccess`) is one the account's role grants (the same rule builder the server uses) AND
 *   the record's organisation lies in the account's visible organisations
 *   (db/visible-organisations.ts: a customer its organisation and descendants, staff everything);
 * - an allowed call answers 2xx (or the business refusal its rule names), with no organisation
 *   outside the scope anywhere in its body;
 * - a denied call answers 403 or 404 (a list filtered by, or nested under a record of, another
 *   organisation may instead answer 200 with none of its rows), and a denied write leaves the rows
 *   it aimed at unchanged (their count and highest change sequence, which every insert and update
 *   bumps);
 * - every private route answers 401 to an anonymous call;
 * - `POST /api/realtime/auth` signs `private-webportal-channel-<organisation>` only for visible
 *   organisations and `private-webportal-channel-staff` only for staff who see every customer.
 * Public routes need no authorization (the fuzz suite calls them); a few session routes are left
 * out, each with its reason (`excluded`).
 * Accounts: the superadmin, the technician, the holding's customer admin and accounting user, and
 * the branch's customer user (the planner and the two-factor account repeat roles already here).
 * Customers take all five relations; staff, whose scope does not depend on it, own and foreign.
 * The demo tree has no parent or sibling for the holding and no child for the branch, so beforeAll
 * hangs three unrelated seeded customers (with all their records) into the tree, and adds what the
 * seed has none of in some organisations (a device photo, a loose document, an inspection, a
 * synchronization run, a managed user; photos and documents through the upload routes).
 * Reads run first, then writes (on records chosen per account, so one account's allowed write does
 * not decide another's), then the channel checks. A request the app sheds under load (503 with
 * Retry-After) is repeated: that refusal says nothing about authorization.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, isNotNull, isNull, like, max, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAbilitiesFor, type AppAbility } from '../../../src/permissions/app-ability';
import { uuidv7 } from '../../../src/lib/uuid';
import type { AuthUser } from '../auth/auth-context';
import { effectivePermissions } from '../auth/user-profile.repository';
import { collections, type CollectionDef, type SyncedTable } from '../db/collections';
import * as s from '../db/schema/index';
import { visibleOrganisationIds } from '../db/visible-organisations';
import type { RouteAccess } from '../plugins/auth.plugin';
import { scopeIncludes, type OrganisationScope } from '../plugins/scoping.plugin';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '../seed/demo-access';
import { createTestApp, demoPassword, type TestApp } from '../test/test-app';
import {
  fillPath,
  injectThroughOverload,
  loadOperations,
  multipartBody,
  sampleFiles,
  type Operation,
} from './openapi-operations';

const relations = ['own', 'child', 'parent', 'sibling', 'foreign'] as const;
type Relation = (typeof relations)[number];

/** Routes the matrix does not call as a signed-in user, each with the reason. */
const excluded: Record<string, string> = {
  'POST /api/logout': 'ends the session every later cell of the account uses',
  'POST /api/user/password': "changes the account's password (the auth suite covers it)",
  'POST /api/user/two-factor/setup': 'two-factor set-up of the account itself (the auth suite covers it)',
  'POST /api/user/two-factor/enable': 'two-factor set-up of the account itself (the auth suite covers it)',
  'POST /api/user/two-factor/disable': 'two-factor set-up of the account itself (the auth suite covers it)',
  'POST /api/realtime/auth': 'covered by the channel cells below, per organisation relation',
};

interface Account {
  index: number;
  email: string;
  label: string;
  user: AuthUser;
  token: string;
  scope: OrganisationScope;
  abilities: AppAbility;
  /** The organisations standing in each relation to the account's organisation, nearest first. */
  relationOrganisations: Record<Relation, string[]>;
  /** The relations its cells cover: all five for a customer; own and foreign for staff, who see all. */
  relations: readonly Relation[];
}

/** A collection of records a path id can name: a table, its organisation column and a condition. */
interface RecordKind {
  table: SyncedTable;
  organisationColumn: AnyPgColumn | null;
  where?: SQL;
}

interface PickedRecord {
  id: string;
  organisationId: string | null;
}

/** Rows a denied write must leave alone: their count and highest change sequence. */
interface Probe {
  table: SyncedTable;
  where: SQL;
}

type Payload =
  { kind: 'json'; value: unknown } | { kind: 'multipart'; value: { payload: Buffer; contentType: string } };

interface CellContext {
  account: Account;
  /** The organisation the cell targets (the record's, or the relation's for bodies and lists). */
  organisationId: string;
  record: PickedRecord | undefined;
}

/** How the matrix calls a write: its body, what a denial must leave unchanged, what "allowed" answers. */
interface WriteRule {
  /** The organisation comes from the body or the query (no record id in the path). */
  organisationInBody?: boolean;
  /** No organisation at all: the write concerns the caller or global records. */
  global?: boolean;
  body?: (context: CellContext) => Promise<Payload | undefined> | Payload | undefined;
  /** Further rows to watch besides the record itself. */
  watch?: (context: CellContext) => Probe[];
  /** Non-2xx answers an allowed write may give for a business reason (named in a comment). */
  alsoAllowed?: number[];
  /** The query string, e.g. the organisation a write is for. */
  query?: (context: CellContext) => Record<string, string>;
  /** Extra path parameters besides the record's id. */
  pathParams?: (context: CellContext) => Record<string, string>;
  /** Runs after the call: waits for the background work an allowed write started. */
  after?: () => Promise<void>;
}

interface Cell {
  operation: Operation;
  account: Account | null;
  relation: Relation | 'none';
  variant: string;
  /** The organisation whose visibility decides the expectation; null: only the permission does. */
  organisationId: string | null;
  /** A denial must be 403/404 (single records and writes); a list may also answer 200 without foreign rows. */
  strictDenial: boolean;
  request: InjectOptions;
  probes: Probe[];
  alsoAllowed: number[];
  after?: () => Promise<void>;
}

describe('authorization matrix', () => {
  const started = performance.now();
  let harness: TestApp;
  let importDir: string;
  let operations: Operation[];
  const accounts: Account[] = [];
  const organisationNames = new Map<string, string>();
  const organisationCodes = new Map<string, string>();
  const kinds = new Map<string, RecordKind>();
  /** Per record kind, per organisation id ('global' for global kinds), up to eight ids in id order. */
  const picked = new Map<string, Map<string, string[]>>();
  let photoTypeId = '';
  let serviceObjectTypeId = '';
  let customerUserRoleId = '';
  const counts = { cells: 0, writes: 0, channels: 0, routes: new Set<string>() };
  const allMismatches: string[] = [];

  const db = () => harness.database.db;

  const overloadRetries = { count: 0 };
  function send(request: InjectOptions) {
    return injectThroughOverload(harness.app, request, overloadRetries);
  }

  beforeAll(async () => {
    importDir = await mkdtemp(join(tmpdir(), 'matrix-import-'));
    harness = await createTestApp('pglite', { BACKOFFICE_IMPORT_DIR: importDir });
    operations = await loadOperations(harness.app, overloadRetries);
    await arrangeOrganisationTree();
    await addMissingRecords();
    defineKinds();
    await pickRecords();
    await signInAccounts();
  }, 240_000);

  afterAll(async () => {
    await harness?.app.synchronization.idle();
    await harness?.close();
    if (importDir) await rm(importDir, { recursive: true, force: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[suite] authorization: ${counts.routes.size} routes x ${accounts.length} accounts x ${relations.length} relations = ${counts.cells.toLocaleString('en-US')} cells (${counts.writes} writes, ${counts.channels} channel checks), mismatches ${allMismatches.length}, ${seconds} s`,
    );
    if (overloadRetries.count > 0)
      console.log(
        `[suite] authorization: ${overloadRetries.count} requests repeated after a 503 overload refusal`,
      );
  });

  // ---------------------------------------------------------------- the data set

  /**
   * Makes every relation exist for the holding's accounts and the branch's: the first unrelated
   * customer becomes the holding's parent, the second the holding's sibling under it, the third a
   * child of the first branch. The other unrelated customers stay foreign.
   */
  async function arrangeOrganisationTree() {
    const holdingId = await demoOrganisationOf('holding');
    const branchId = await demoOrganisationOf('first_branch');
    const roots = await db()
      .select({ id: s.organisations.id })
      .from(s.organisations)
      .where(and(isNull(s.organisations.parentId), isNull(s.organisations.deletedAt)))
      .orderBy(asc(s.organisations.id));
    const unrelated = roots.map((row) => row.id).filter((id) => id !== holdingId);
    if (unrelated.length < 5) throw new Error('the demo data set needs five unrelated customers');
    const [parent, sibling, grandchild] = unrelated as [string, string, string];
    const hang = (id: string, parentId: string) =>
      db().update(s.organisations).set({ parentId, updatedAt: new Date() }).where(eq(s.organisations.id, id));
    await hang(holdingId, parent);
    await hang(sibling, parent);
    await hang(grandchild, branchId);
    const all = await db()
      .select({ id: s.organisations.id, name: s.organisations.name, code: s.organisations.code })
      .from(s.organisations);
    for (const row of all) {
      organisationNames.set(row.id, row.name);
      if (row.code) organisationCodes.set(row.id, row.code);
    }
  }

  async function demoOrganisationOf(ref: 'holding' | 'first_branch'): Promise<string> {
    const email = DEMO_ACCOUNTS.find((account) => account.organisation === ref)!.email;
    const [row] = await db()
      .select({ organisationId: s.users.organisationId })
      .from(s.users)
      .where(eq(s.users.email, email));
    if (!row?.organisationId) throw new Error(`demo account ${email} has no organisation`);
    return row.organisationId;
  }

  /**
   * The seed has no device photos, no synchronization runs, no document outside an order, offer or
   * message, inspections in some organisations only and customer users in the demo organisations
   * only: give every organisation one of each (photos and documents through the upload routes, as
   * staff would), plus six roles the role writes may change and delete.
   */
  async function addMissingRecords() {
    const [photoType] = await db().select({ id: s.photoTypes.id }).from(s.photoTypes).limit(1);
    const [deviceType] = await db()
      .select({ id: s.serviceObjectTypes.id })
      .from(s.serviceObjectTypes)
      .limit(1);
    const [customerRole] = await db()
      .select({ id: s.roles.id })
      .from(s.roles)
      .where(eq(s.roles.titleEn, DEMO_ROLES.find((role) => role.key === 'customer_user')!.titleEn));
    if (!photoType || !deviceType || !customerRole) throw new Error('the seed lacks photo or device types');
    photoTypeId = photoType.id;
    serviceObjectTypeId = deviceType.id;
    customerUserRoleId = customerRole.id;

    const [template] = await db()
      .select({ regime: s.inspections.regime, intervalMonths: s.inspections.intervalMonths })
      .from(s.inspections)
      .limit(1);
    const superadmin = DEMO_ACCOUNTS.find((account) => account.accessLevel === 'superadmin')!;
    const token = await login(superadmin.email);
    const organisationIds = [...organisationNames.keys()].sort();
    for (const [index, organisationId] of organisationIds.entries()) {
      const [device] = await db()
        .select({ id: s.serviceObjects.id })
        .from(s.serviceObjects)
        .where(and(eq(s.serviceObjects.organisationId, organisationId), isNull(s.serviceObjects.deletedAt)))
        .limit(1);
      if (device) {
        const upload = await multipartBody(
          [{ name: 'typeplaat.png', bytes: sampleFiles.png, type: 'image/png' }],
          {
            photos: JSON.stringify([{ id: uuidv7(), photoTypeId }]),
          },
        );
        const response = await send({
          method: 'POST',
          url: `/api/serviceobjects/${device.id}/photos`,
          headers: { authorization: `Bearer ${token}`, 'content-type': upload.contentType },
          payload: upload.payload,
        });
        if (response.statusCode !== 201)
          throw new Error(`photo upload answered ${response.statusCode} ${response.body}`);
      }
      const folderId = await firstId(s.folders, eq(s.folders.organisationId, organisationId));
      const document = await multipartBody(
        [{ name: 'losse-notitie.pdf', bytes: sampleFiles.pdf, type: 'application/pdf' }],
        { organisationId, folderId },
      );
      const stored = await send({
        method: 'POST',
        url: '/api/documents',
        headers: { authorization: `Bearer ${token}`, 'content-type': document.contentType },
        payload: document.payload,
      });
      if (stored.statusCode !== 201)
        throw new Error(`document upload answered ${stored.statusCode} ${stored.body}`);
      const [inspection] = await db()
        .select({ id: s.inspections.id })
        .from(s.inspections)
        .where(eq(s.inspections.organisationId, organisationId))
        .limit(1);
      if (!inspection && device && template)
        await db().insert(s.inspections).values({
          organisationId,
          serviceObjectId: device.id,
          regime: template.regime,
          intervalMonths: template.intervalMonths,
        });
      await db().insert(s.synchronizationRuns).values({ organisationId, status: 'succeeded' });
      await db()
        .insert(s.users)
        .values({
          type: 'customer',
          accessLevel: 'user',
          name: `Matrix gebruiker ${index + 1}`,
          email: `matrix-${index + 1}@matrix.example`,
          roleId: customerUserRoleId,
          organisationId,
        });
    }
    for (let index = 0; index < 6; index += 1)
      await db()
        .insert(s.roles)
        .values({ titleNl: `Matrixrol ${index + 1}`, titleEn: `Matrix role ${index + 1}` });
  }

  function defineKinds() {
    for (const collection of collections)
      kinds.set(collection.name, {
        table: collection.table,
        organisationColumn: collection.organisationColumn,
      });
    kinds.set('messageItems', {
      table: s.timelineItems,
      organisationColumn: s.timelineItems.organisationId,
      where: and(eq(s.timelineItems.type, 1), isNotNull(s.timelineItems.refId)),
    });
    kinds.set('sentOffers', {
      table: s.offers,
      organisationColumn: s.offers.organisationId,
      where: eq(s.offers.status, 'sent'),
    });
    // Documents no order, offer or message owns: the ones a user may bin.
    kinds.set('looseDocuments', {
      table: s.documents,
      organisationColumn: s.documents.organisationId,
      where: and(
        isNull(s.documents.orderId),
        isNull(s.documents.offerId),
        isNull(s.documents.inboundMessageId),
      ),
    });
    // Contacts without portal access whose address no account has: inviting and removing them never
    // touches a demo account.
    kinds.set('unlinkedContacts', {
      table: s.persons,
      organisationColumn: s.persons.organisationId,
      where: and(
        isNull(s.persons.portalUserId),
        sql`not exists (select 1 from users u where lower(u.email) = lower(${s.persons.email}))`,
      )!,
    });
    kinds.set('devicesWithRefrigerant', {
      table: s.serviceObjects,
      organisationColumn: s.serviceObjects.organisationId,
      where: isNotNull(s.serviceObjects.refrigerant),
    });
    kinds.set('devicesWithDocuments', {
      table: s.serviceObjects,
      organisationColumn: s.serviceObjects.organisationId,
      where: sql`exists (select 1 from documents d where d.service_object_id = ${s.serviceObjects.id} and d.deleted_at is null)`,
    });
    // Users the matrix created: never a demo account, whose token later cells still need.
    kinds.set('managedUsers', {
      table: s.users,
      organisationColumn: s.users.organisationId,
      where: like(s.users.email, 'matrix-%'),
    });
    kinds.set('matrixRoles', {
      table: s.roles,
      organisationColumn: null,
      where: like(s.roles.titleEn, 'Matrix role%'),
    });
  }

  async function pickRecords() {
    for (const [name, kind] of kinds) {
      const conditions = [isNull(kind.table.deletedAt), kind.where].filter((c): c is SQL => c !== undefined);
      const rows = await db()
        .select({
          id: kind.table.id,
          organisationId: kind.organisationColumn ?? sql<null>`null`,
        })
        .from(kind.table)
        .where(and(...conditions))
        .orderBy(asc(kind.table.id));
      const byOrganisation = new Map<string, string[]>();
      for (const row of rows as { id: string; organisationId: string | null }[]) {
        const key = row.organisationId ?? 'global';
        const list = byOrganisation.get(key) ?? [];
        if (list.length < 8) list.push(row.id);
        byOrganisation.set(key, list);
      }
      picked.set(name, byOrganisation);
    }
  }

  async function login(email: string): Promise<string> {
    const response = await send({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: demoPassword },
    });
    const token = (response.json() as { data?: { token?: string } }).data?.token;
    if (response.statusCode !== 200 || !token)
      throw new Error(`login as ${email}: ${response.statusCode} ${response.body}`);
    return token;
  }

  async function signInAccounts() {
    const parents = new Map<string, string | null>();
    for (const row of await db()
      .select({ id: s.organisations.id, parentId: s.organisations.parentId })
      .from(s.organisations)
      .where(isNull(s.organisations.deletedAt)))
      parents.set(row.id, row.parentId);
    const branchId = await demoOrganisationOf('first_branch');
    // The two-factor account needs a TOTP step; its role is the branch user's.
    // The two-factor account needs a TOTP step and has the branch user's role; the planner has the
    // superadmin's permissions through a role, which the technician's role path covers too.
    const demo = DEMO_ACCOUNTS.filter(
      (account) => account.twoFactorSecret === null && account.role !== 'planner',
    );
    for (const [index, account] of demo.entries()) {
      const [user] = await db()
        .select({
          id: s.users.id,
          type: s.users.type,
          accessLevel: s.users.accessLevel,
          organisationId: s.users.organisationId,
          roleId: s.users.roleId,
        })
        .from(s.users)
        .where(eq(s.users.email, account.email));
      if (!user) throw new Error(`demo account ${account.email} is not seeded`);
      const visible = await visibleOrganisationIds(db(), user);
      const permissions =
        user.accessLevel === 'superadmin' ? [] : await effectivePermissions(db(), user.id, user.roleId);
      // Staff have no organisation: their relations are counted from the branch (they see all anyway).
      const anchor = user.organisationId ?? branchId;
      accounts.push({
        index,
        email: account.email,
        label: `${account.email} (${account.type === 'employee' ? 'staff' : 'customer'} ${account.accessLevel}, ${account.role})`,
        user,
        token: await login(account.email),
        scope: visible === 'all' ? { kind: 'all' } : { kind: 'some', ids: new Set(visible) },
        abilities: defineAbilitiesFor({ accessLevel: user.accessLevel, permissions }),
        relationOrganisations: relationsOf(anchor, parents),
        relations: visible === 'all' ? ['own', 'foreign'] : relations,
      });
    }
  }

  function relationsOf(
    anchor: string,
    parents: ReadonlyMap<string, string | null>,
  ): Record<Relation, string[]> {
    const ancestors: string[] = [];
    for (let at = parents.get(anchor); at; at = parents.get(at)) ancestors.push(at);
    const rootOf = (id: string) => {
      let root = id;
      for (let at = parents.get(id); at; at = parents.get(at)) root = at;
      return root;
    };
    const descendants: string[] = [];
    const queue = [anchor];
    while (queue.length > 0) {
      const current = queue.shift()!;
      for (const [id, parentId] of parents)
        if (parentId === current) {
          descendants.push(id);
          queue.push(id);
        }
    }
    const parentId = parents.get(anchor) ?? null;
    const ids = [...parents.keys()].sort();
    const result: Record<Relation, string[]> = {
      own: [anchor],
      child: descendants,
      parent: ancestors,
      sibling: parentId ? ids.filter((id) => id !== anchor && parents.get(id) === parentId) : [],
      foreign: ids.filter((id) => rootOf(id) !== rootOf(anchor)),
    };
    for (const relation of relations)
      if (result[relation].length === 0) throw new Error(`no ${relation} organisation for ${anchor}`);
    return result;
  }

  // ---------------------------------------------------------------- what a route's ids name

  /** Path ids the collection registry does not describe: the record kind each names. */
  const pathKinds: Record<string, string> = {
    '/api/serviceobjects/{id}/logbook': 'devicesWithRefrigerant',
    '/api/serviceobjects/{id}/photos': 'serviceObjects',
    '/api/serviceobjects/{id}/memo/add': 'serviceObjects',
    '/api/serviceobjects/{id}/memo/update': 'serviceObjects',
    '/api/serviceobjects/{id}/type/{typeId}': 'serviceObjects',
    '/api/serviceobjects/{id}/documents/restore': 'devicesWithDocuments',
    '/api/serviceobjects/{id}/qr-sticker': 'serviceObjects',
    '/api/serviceobjects/photos/{id}': 'serviceObjectPhotos',
    '/api/invoices/{id}/pdf': 'invoices',
    '/api/documents/{id}': 'looseDocuments',
    '/api/documents/{id}/download': 'documents',
    '/api/documents/message/{id}': 'inboundMessages',
    '/api/task/{id}/assignee': 'tasks',
    '/api/timeline/inboundmessage/{id}': 'inboundMessages',
    '/api/timeline/{id}/inboundmessage/mail': 'messageItems',
    '/api/orders/{id}/serviceobjects': 'orders',
    '/api/offers/{id}/respond': 'sentOffers',
    '/api/users/{id}': 'managedUsers',
    '/api/users/{id}/permissions': 'managedUsers',
    '/api/users/{id}/toggle': 'managedUsers',
    '/api/users/{id}/edit-permission': 'managedUsers',
    '/api/roles/{id}': 'matrixRoles',
    '/api/roles/{id}/permissions': 'matrixRoles',
    '/api/roles/{id}/toggle': 'matrixRoles',
    '/api/contacts/{personId}/invite': 'unlinkedContacts',
    '/api/contacts/{personId}/remove': 'unlinkedContacts',
    '/api/appointments/{id}/ics': 'appointments',
    '/api/statistics/{id}/aggregated': 'organisations',
    '/api/statistics/{id}/open-numbers': 'organisations',
  };

  /** The kind the first path parameter of `path` names: the table above, else the registry. */
  function kindOfPath(path: string): string {
    const explicit = pathKinds[path];
    if (explicit) return explicit;
    for (const collection of collections) {
      if (path === `/api/${collection.path}/{id}`) return collection.name;
      for (const nested of collection.nested) {
        if (path !== `/api/${nested.route.replace(':id', '{id}')}`) continue;
        return collectionReferencedBy(collection, nested.column);
      }
    }
    throw new Error(`${path}: which record does its id name? Add it to pathKinds`);
  }

  /** The collection a foreign-key column of `collection` points at. */
  function collectionReferencedBy(collection: CollectionDef, column: AnyPgColumn): string {
    for (const foreignKey of getTableConfig(collection.table).foreignKeys) {
      const reference = foreignKey.reference();
      if (!reference.columns.includes(column)) continue;
      const target = collections.find((candidate) => candidate.table === reference.foreignTable);
      if (target) return target.name;
    }
    throw new Error(`${collection.name}: no collection behind ${column.name}`);
  }

  /** The record of `kind` an account uses in `relation`: reads the first, writes the account's own. */
  function pickRecord(
    kind: string,
    account: Account,
    relation: Relation,
    forWrite: boolean,
  ): PickedRecord | undefined {
    const byOrganisation = picked.get(kind)!;
    const index = (list: string[]) => list[forWrite ? account.index % list.length : 0]!;
    if (kinds.get(kind)!.organisationColumn === null) {
      const list = byOrganisation.get('global') ?? [];
      return list.length > 0 ? { id: index(list), organisationId: null } : undefined;
    }
    for (const organisationId of account.relationOrganisations[relation]) {
      const list = byOrganisation.get(organisationId) ?? [];
      if (list.length > 0) return { id: index(list), organisationId };
    }
    return undefined;
  }

  async function firstId(table: SyncedTable, where: SQL): Promise<string> {
    const [row] = await db()
      .select({ id: table.id })
      .from(table)
      .where(and(where, isNull(table.deletedAt)))
      .orderBy(asc(table.id))
      .limit(1);
    if (!row) throw new Error(`no row in ${getTableConfig(table).name} for the matrix`);
    return String(row.id);
  }

  // ---------------------------------------------------------------- writes

  const json = (value: unknown): Payload => ({ kind: 'json', value });
  const inOrganisation = (table: SyncedTable & { organisationId: AnyPgColumn }) => (context: CellContext) => [
    { table, where: eq(table.organisationId, context.organisationId) },
  ];

  const writeRules: Record<string, WriteRule> = {
    'PATCH /api/user': { global: true, body: () => json({}) },
    'POST /api/serviceobjects/{id}/photos': {
      body: async () => ({
        kind: 'multipart',
        value: await multipartBody([{ name: 'foto.png', bytes: sampleFiles.png, type: 'image/png' }], {
          photos: JSON.stringify([{ id: uuidv7(), photoTypeId }]),
        }),
      }),
      watch: inOrganisation(s.serviceObjectPhotos),
    },
    'POST /api/folders': {
      organisationInBody: true,
      body: (context) =>
        json({ id: uuidv7(), organisationId: context.organisationId, name: `Matrix ${uuidv7()}` }),
      watch: inOrganisation(s.folders),
    },
    'POST /api/documents': {
      organisationInBody: true,
      body: async (context) => ({
        kind: 'multipart',
        value: await multipartBody(
          [{ name: 'keuring.pdf', bytes: sampleFiles.pdf, type: 'application/pdf' }],
          {
            organisationId: context.organisationId,
            folderId: await firstId(s.folders, eq(s.folders.organisationId, context.organisationId)),
            documentIds: JSON.stringify([uuidv7()]),
          },
        ),
      }),
      watch: inOrganisation(s.documents),
    },
    'DELETE /api/documents/{id}': {},
    'POST /api/task': {
      organisationInBody: true,
      body: (context) => json({ id: uuidv7(), organisationId: context.organisationId, title: 'Matrix-taak' }),
      watch: inOrganisation(s.tasks),
    },
    'POST /api/serviceobjects/{id}/logbook': {
      body: () =>
        json({
          id: uuidv7(),
          kind: 'leak_check',
          leakCheckResult: 'no_leak',
          performedAt: new Date().toISOString(),
          technicianName: 'Matrix Monteur',
          technicianCertificateNumber: 'STEK-P-000001',
          companyName: 'Koelservice',
          companyCertificateNumber: 'STEK-B-000001',
        }),
      watch: inOrganisation(s.refrigerantLogbookEntries),
    },
    'POST /api/roles': {
      global: true,
      body: () =>
        json({
          id: uuidv7(),
          title_nl: `Matrix ${uuidv7()}`,
          title_en: `Matrix ${uuidv7()}`,
          permissions: [{ title: 'view', group: 'dashboard' }],
        }),
      watch: () => [{ table: s.roles, where: sql`true` }],
    },
    'PUT /api/roles/{id}': { body: () => json({ title_en: `Matrix role ${uuidv7()}` }) },
    'DELETE /api/roles/{id}': {},
    'POST /api/roles/{id}/toggle': {},
    'PUT /api/task/{id}/assignee': { body: () => json({ assigneeUserId: null }) },
    'POST /api/task/inboundmessage': {
      organisationInBody: true,
      body: (context) =>
        json({
          id: uuidv7(),
          organisationId: context.organisationId,
          subject: 'Matrixbericht',
          body: 'Graag contact.',
        }),
      watch: inOrganisation(s.inboundMessages),
    },
    'PUT /api/timeline/inboundmessage/{id}': {
      body: () => json({ subject: 'Gecorrigeerd', body: 'Gecorrigeerde tekst.' }),
      // Only its sender or staff may correct a message; the seeded messages have no customer sender.
      alsoAllowed: [403],
    },
    'POST /api/timeline/refresh-today': { global: true },
    'POST /api/timeline/{id}/inboundmessage/mail': {
      watch: (context) => [
        { table: s.timelineLogs, where: eq(s.timelineLogs.timelineItemId, context.record!.id) },
      ],
    },
    'POST /api/synchronization/run': {
      organisationInBody: true,
      body: (context) => json({ organizationId: context.organisationId }),
      watch: inOrganisation(s.synchronizationRuns),
      // One run at a time per organisation: a second start while one runs is refused.
      alsoAllowed: [409],
      after: () => harness.app.synchronization.idle(),
    },
    'POST /api/offers/{id}/respond': {
      body: async (context) => {
        const [offer] = await db()
          .select({ version: s.offers.version })
          .from(s.offers)
          .where(eq(s.offers.id, context.record!.id));
        return json({ decision: 'decline', name: 'Matrix Klant', version: offer!.version });
      },
      // An offer another account answered already is no longer open.
      alsoAllowed: [409],
    },
    'POST /api/documents/message/{id}': {
      body: async () => ({
        kind: 'multipart',
        value: await multipartBody([
          { name: 'bijlage.pdf', bytes: sampleFiles.pdf, type: 'application/pdf' },
        ]),
      }),
      watch: inOrganisation(s.documents),
    },
    'POST /api/serviceobjects/{id}/memo/add': { body: () => json({ text: 'Matrixnotitie' }) },
    'PUT /api/serviceobjects/{id}/memo/update': { body: () => json({ memo: 'Matrixmemo' }) },
    'PUT /api/serviceobjects/{id}/type/{typeId}': { pathParams: () => ({ typeId: serviceObjectTypeId }) },
    'POST /api/documents/restore': {
      organisationInBody: true,
      body: async (context) =>
        json({ ids: [await firstId(s.documents, eq(s.documents.organisationId, context.organisationId))] }),
      watch: inOrganisation(s.documents),
    },
    'POST /api/serviceobjects/{id}/documents/restore': {
      body: async (context) =>
        json({ ids: [await firstId(s.documents, eq(s.documents.serviceObjectId, context.record!.id))] }),
      watch: (context) => [
        { table: s.documents, where: eq(s.documents.serviceObjectId, context.record!.id) },
      ],
    },
    'POST /api/users/edit-role': {
      organisationInBody: true,
      body: async (context) =>
        json({
          userId: await firstId(
            s.users,
            and(eq(s.users.organisationId, context.organisationId), like(s.users.email, 'matrix-%'))!,
          ),
          roleId: customerUserRoleId,
        }),
      watch: (context) => [{ table: s.users, where: eq(s.users.organisationId, context.organisationId) }],
    },
    'POST /api/users/{id}/toggle': {},
    'PUT /api/users/{id}/edit-permission': {
      body: () => json({ permissions: [{ title: 'view', group: 'dashboard' }] }),
    },
    'POST /api/contacts/{personId}/invite': {
      body: () => json({}),
      watch: (context) => [{ table: s.users, where: eq(s.users.organisationId, context.organisationId) }],
      // A contact who already has an account, or was invited by an earlier account, is refused.
      alsoAllowed: [409, 422],
    },
    'POST /api/contacts/{personId}/remove': {
      watch: (context) => [{ table: s.users, where: eq(s.users.organisationId, context.organisationId) }],
      // A contact without portal access has nothing to remove.
      alsoAllowed: [409, 422],
    },
    'POST /api/contacts/request-user': {
      organisationInBody: true,
      query: (context) => ({ organizationId: context.organisationId }),
      body: () => json({ name: 'Nieuwe Collega', email: `collega-${uuidv7()}@matrix.example` }),
      watch: inOrganisation(s.inboundMessages),
    },
    'POST /api/profile/calendar-feed': { global: true },
    'DELETE /api/profile/calendar-feed': { global: true },
  };

  // ---------------------------------------------------------------- expectations

  function hasRoutePermission(account: Account, access: RouteAccess): boolean {
    const isStaff = account.user.type === 'employee' || account.user.accessLevel === 'superadmin';
    if (access.staffOnly && !isStaff) return false;
    return access.permission === null || account.abilities.can(access.permission[0], access.permission[1]);
  }

  function isAllowed(cell: Cell): boolean {
    const account = cell.account!;
    if (!hasRoutePermission(account, cell.operation.access)) return false;
    return cell.organisationId === null || scopeIncludes(account.scope, cell.organisationId);
  }

  /** Organisation ids in a JSON answer that lie outside the account's scope. */
  function foreignOrganisations(cell: Cell, body: string, contentType: string | undefined): string[] {
    const account = cell.account!;
    if (account.scope.kind === 'all' || !contentType?.includes('json')) return [];
    const found: string[] = [];
    const scope = account.scope;
    const check = (value: unknown) => {
      if (typeof value === 'string' && !scope.ids.has(value)) found.push(value);
    };
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (value === null || typeof value !== 'object') return;
      for (const [key, item] of Object.entries(value)) {
        if (/^organi[sz]ationIds?$/.test(key)) (Array.isArray(item) ? item : [item]).forEach(check);
        else walk(item);
      }
    };
    const parsed: unknown = JSON.parse(body);
    walk(parsed);
    // Organisation records carry their own id, not an organisationId.
    if (/^\/api\/organizations(\/\{id\}(\/children)?)?$/.test(cell.operation.path)) {
      const data = (parsed as { data?: unknown }).data;
      for (const row of Array.isArray(data) ? data : [data])
        if (row && typeof row === 'object') check((row as { id?: unknown }).id);
    }
    return found;
  }

  async function snapshot(probes: readonly Probe[]): Promise<string> {
    const states = [];
    for (const probe of probes) {
      const [row] = await db()
        .select({ n: count(), seq: max(probe.table.changeSeq) })
        .from(probe.table)
        .where(probe.where);
      states.push(`${row?.n}:${String(row?.seq)}`);
    }
    return states.join(',');
  }

  function describeCell(cell: Cell): string {
    const who = cell.account ? cell.account.label : 'anonymous';
    const where =
      cell.relation === 'none'
        ? ''
        : ` on a record of its ${cell.relation} organisation ${organisationNames.get(cell.organisationId ?? '') ?? cell.organisationId}`;
    return `${cell.operation.key} [${cell.variant}] as ${who}${where} (${cell.request.method} ${cell.request.url})`;
  }

  /** Runs one cell; answers the mismatch, or null. */
  async function runCell(cell: Cell): Promise<string | null> {
    counts.cells += 1;
    counts.routes.add(cell.operation.key);
    if (!cell.account) {
      const response = await send(cell.request);
      return response.statusCode === 401
        ? null
        : `${describeCell(cell)}: expected 401, got ${response.statusCode} ${response.body.slice(0, 200)}`;
    }
    if (cell.operation.method !== 'GET') counts.writes += 1;
    const allowed = isAllowed(cell);
    const before = !allowed && cell.probes.length > 0 ? await snapshot(cell.probes) : undefined;
    const response = await send(cell.request);
    await cell.after?.();
    const status = response.statusCode;
    const shown = `${status} ${response.body.slice(0, 240)}`;
    if (status >= 500) return `${describeCell(cell)}: ${allowed ? 'allowed' : 'denied'}, got ${shown}`;
    const foreign =
      status < 300
        ? foreignOrganisations(cell, response.body, String(response.headers['content-type'] ?? ''))
        : [];
    if (allowed) {
      if (status >= 300 && !cell.alsoAllowed.includes(status))
        return `${describeCell(cell)}: expected allowed (2xx${cell.alsoAllowed.length ? `/${cell.alsoAllowed.join('/')}` : ''}), got ${shown}`;
      if (foreign.length > 0)
        return `${describeCell(cell)}: allowed, but the answer shows other organisations ${foreign.join(', ')}`;
      return null;
    }
    const deniedAnswer =
      status === 403 || status === 404 || (!cell.strictDenial && status === 200 && foreign.length === 0);
    if (!deniedAnswer)
      return `${describeCell(cell)}: expected denied (403/404${cell.strictDenial ? '' : ' or no foreign rows'}), got ${shown}`;
    if (before !== undefined) {
      const after = await snapshot(cell.probes);
      if (after !== before)
        return `${describeCell(cell)}: denied with ${status}, but the watched rows changed (${before} -> ${after})`;
    }
    return null;
  }

  function headersOf(account: Account, payload?: Payload): Record<string, string> {
    const headers: Record<string, string> = { authorization: `Bearer ${account.token}` };
    if (payload?.kind === 'multipart') headers['content-type'] = payload.value.contentType;
    return headers;
  }

  function requestOf(account: Account, method: string, url: string, payload?: Payload): InjectOptions {
    return {
      method: method as InjectOptions['method'],
      url,
      headers: headersOf(account, payload),
      ...(payload
        ? { payload: payload.kind === 'json' ? (payload.value as object) : payload.value.payload }
        : {}),
    };
  }

  const withQuery = (path: string, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };

  /** Query parameters naming a record, and the kind each names. */
  const recordQueryKinds: Record<string, string> = {
    serviceobjectid: 'serviceObjects',
    orderId: 'orders',
    offerId: 'offers',
    folderId: 'folders',
    taskId: 'tasks',
    timelineItemId: 'timelineItems',
  };
  const organisationQueryNames = ['organizationId', 'organizationid', 'relationId'];
  /**
   * Narrowing for reads that render a document per record: one device (of the organisation, named
   * instead of the organisation: the route takes one or the other) decides access as well as all of
   * them, at a fraction of the cost.
   */
  const narrowing: Record<string, (account: Account, relation: Relation) => Record<string, string>> = {
    'GET /api/serviceobjects/qr-stickers': (account, relation): Record<string, string> => {
      const device = pickRecord('serviceObjects', account, relation, false);
      if (!device) throw new Error(`no device in a ${relation} organisation of ${account.email}`);
      return { 'ids[]': device.id };
    },
  };
  const codeQueryNames = ['code', 'organizationCode'];

  /** The read cells of one GET operation for one account. */
  function readCells(operation: Operation, account: Account): Cell[] {
    const declared = new Set(operation.query.map((parameter) => parameter.name));
    const cells: Cell[] = [];
    const base = { operation, account, probes: [], alsoAllowed: [] };
    if (operation.pathParams.length > 0) {
      const kind = kindOfPath(operation.path);
      const isGlobal = kinds.get(kind)!.organisationColumn === null;
      for (const relation of account.relations) {
        const record = pickRecord(kind, account, relation, false);
        if (!record) throw new Error(`no ${kind} record in a ${relation} organisation of ${account.email}`);
        const params = Object.fromEntries(
          operation.pathParams.map((parameter) => [parameter.name, record.id]),
        );
        if (params['typeId']) params['typeId'] = serviceObjectTypeId;
        const query: Record<string, string> = {};
        let organisationId = record.organisationId;
        if (isGlobal) {
          // A global record: the relation is the organisation the caller claims to act for.
          organisationId = account.relationOrganisations[relation][0]!;
          if (!declared.has('companyId')) {
            if (relation !== 'own') continue;
            organisationId = null;
          } else query['companyId'] = organisationId;
        } else if (declared.has('companyId') && account.user.organisationId) {
          // The client's user context is never trusted: claiming its own company changes nothing.
          query['companyId'] = account.user.organisationId;
        }
        cells.push({
          ...base,
          relation: organisationId === null ? 'none' : relation,
          variant: isGlobal ? 'global record' : 'record',
          organisationId,
          // A list under another organisation's record may answer 200 with none of its rows.
          strictDenial: !operation.answersList,
          request: requestOf(account, 'GET', withQuery(fillPath(operation, params), query)),
        });
      }
      return cells;
    }
    if (!declared.has('companyId') && !operation.query.some((p) => organisationQueryNames.includes(p.name))) {
      cells.push({
        ...base,
        relation: 'none',
        variant: 'global',
        organisationId: null,
        strictDenial: false,
        request: requestOf(account, 'GET', operation.path),
      });
      return cells;
    }
    const filterNames = operation.query
      .map((parameter) => parameter.name)
      .filter((name) => codeQueryNames.includes(name) || recordQueryKinds[name] !== undefined);
    for (const relation of account.relations) {
      const organisationId = account.relationOrganisations[relation][0]!;
      const byId: Record<string, string> = {};
      for (const name of ['companyId', ...organisationQueryNames])
        if (declared.has(name)) byId[name] = organisationId;
      const narrowed = narrowing[operation.key]?.(account, relation);
      if (narrowed) {
        delete byId['organizationId'];
        Object.assign(byId, narrowed);
      }
      cells.push({
        ...base,
        relation,
        variant: 'organisation filter',
        organisationId,
        strictDenial: false,
        request: requestOf(account, 'GET', withQuery(operation.path, byId)),
      });
      if (filterNames.length === 0) continue;
      const filters: Record<string, string> = {};
      for (const name of filterNames) {
        if (codeQueryNames.includes(name)) {
          const code = organisationCodes.get(organisationId);
          if (code) filters[name] = code;
          continue;
        }
        const record = pickRecord(recordQueryKinds[name]!, account, relation, false);
        if (record && record.organisationId === organisationId) filters[name] = record.id;
      }
      if (operation.query.some((p) => p.name === 'organizationId' && p.required))
        filters['organizationId'] = organisationId;
      cells.push({
        ...base,
        relation,
        variant: `record filters ${Object.keys(filters).join(',')}`,
        organisationId,
        strictDenial: false,
        request: requestOf(account, 'GET', withQuery(operation.path, filters)),
      });
    }
    return cells;
  }

  /** The write cells of one operation for one account. */
  async function writeCells(operation: Operation, account: Account): Promise<Cell[]> {
    const hasId = operation.pathParams.length > 0;
    const rule =
      writeRules[operation.key] ?? (hasId && !operation.jsonBody && !operation.isUpload ? {} : undefined);
    if (!rule) throw new Error(`${operation.key}: no write rule (body, watched rows) in the matrix`);
    const cells: Cell[] = [];
    const targets: { relation: Relation | 'none'; organisationId: string | null; record?: PickedRecord }[] =
      [];
    if (rule.global) targets.push({ relation: 'none', organisationId: null });
    else if (rule.organisationInBody)
      for (const relation of account.relations)
        targets.push({ relation, organisationId: account.relationOrganisations[relation][0]! });
    else {
      const kind = kindOfPath(operation.path);
      for (const relation of account.relations) {
        const record = pickRecord(kind, account, relation, true);
        if (!record) throw new Error(`no ${kind} record in a ${relation} organisation of ${account.email}`);
        if (record.organisationId === null) {
          if (relation === 'own') targets.push({ relation: 'none', organisationId: null, record });
        } else targets.push({ relation, organisationId: record.organisationId, record });
      }
    }
    for (const target of targets) {
      const context: CellContext = {
        account,
        organisationId: target.organisationId ?? account.relationOrganisations.own[0]!,
        record: target.record,
      };
      const payload = await rule.body?.(context);
      const params: Record<string, string> = { ...rule.pathParams?.(context) };
      if (target.record) params[operation.pathParams[0]!.name] = target.record.id;
      const kind = target.record ? kinds.get(kindOfPath(operation.path))! : undefined;
      const probes: Probe[] = [
        ...(target.record && kind ? [{ table: kind.table, where: eq(kind.table.id, target.record.id) }] : []),
        ...(rule.watch?.(context) ?? []),
      ];
      cells.push({
        operation,
        account,
        relation: target.relation,
        variant: 'write',
        organisationId: target.organisationId,
        strictDenial: true,
        request: requestOf(
          account,
          operation.method,
          withQuery(fillPath(operation, params), rule.query?.(context) ?? {}),
          payload,
        ),
        probes,
        alsoAllowed: rule.alsoAllowed ?? [],
        ...(rule.after ? { after: rule.after } : {}),
      });
    }
    return cells;
  }

  async function runAll(cells: Cell[]): Promise<string[]> {
    const mismatches: string[] = [];
    for (const cell of cells) {
      const mismatch = await runCell(cell);
      if (mismatch) mismatches.push(mismatch);
    }
    allMismatches.push(...mismatches);
    return mismatches;
  }

  const privateOperations = () => operations.filter((operation) => !operation.access.isPublic);
  const calledOperations = () =>
    privateOperations().filter((operation) => excluded[operation.key] === undefined);

  // ---------------------------------------------------------------- the cells

  it('answers 401 to an anonymous call of every private route', async () => {
    const cells: Cell[] = privateOperations().map((operation) => ({
      operation,
      account: null,
      relation: 'none',
      variant: 'anonymous',
      organisationId: null,
      strictDenial: true,
      request: {
        method: operation.method as InjectOptions['method'],
        url: fillPath(operation, Object.fromEntries(operation.pathParams.map((p) => [p.name, uuidv7()]))),
      },
      probes: [],
      alsoAllowed: [],
    }));
    expect(await runAll(cells)).toEqual([]);
  });

  it('reads only what the role and the organisation scope allow, on every GET route', async () => {
    const cells = accounts.flatMap((account) =>
      calledOperations()
        .filter((operation) => operation.method === 'GET')
        .flatMap((operation) => readCells(operation, account)),
    );
    expect(await runAll(cells)).toEqual([]);
  }, 300_000);

  it('writes only what the role and the organisation scope allow, and a denied write changes nothing', async () => {
    const writes = calledOperations().filter((operation) => operation.method !== 'GET');
    // Deletions go after the other writes (which may target the same records), and the back-office
    // run last of all: it imports records into its organisation in the background.
    const order = (operation: Operation) =>
      operation.key === 'POST /api/synchronization/run' ? 2 : operation.method === 'DELETE' ? 1 : 0;
    writes.sort((a, b) => order(a) - order(b));
    const cells: Cell[] = [];
    for (const operation of writes)
      for (const account of accounts) cells.push(...(await writeCells(operation, account)));
    expect(await runAll(cells)).toEqual([]);
  }, 300_000);

  it('signs a realtime channel only for an organisation the account may see, the staff channel only for staff', async () => {
    const mismatches: string[] = [];
    const authorize = (token: string | null, channel: string) =>
      send({
        method: 'POST',
        url: '/api/realtime/auth',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }).toString(),
      });
    const check = async (account: Account | null, channel: string, allowed: boolean, what: string) => {
      counts.channels += 1;
      counts.cells += 1;
      const response = await authorize(account?.token ?? null, channel);
      const who = account?.label ?? 'anonymous';
      const expected = account === null ? 401 : allowed ? 200 : 403;
      const auth = response.statusCode === 200 ? (response.json() as { auth?: unknown }).auth : undefined;
      if (
        response.statusCode !== expected ||
        (expected === 200 && (typeof auth !== 'string' || !/^[^:]+:[0-9a-f]{64}$/.test(auth)))
      )
        mismatches.push(
          `POST /api/realtime/auth ${channel} (${what}) as ${who}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    };
    for (const account of accounts) {
      for (const relation of account.relations) {
        const organisationId = account.relationOrganisations[relation][0]!;
        await check(
          account,
          `private-webportal-channel-${organisationId}`,
          scopeIncludes(account.scope, organisationId),
          relation,
        );
      }
      await check(account, 'private-webportal-channel-staff', account.scope.kind === 'all', 'staff');
      await check(account, 'webportal-channel', false, 'the old public channel');
    }
    await check(
      null,
      `private-webportal-channel-${accounts[0]!.relationOrganisations.own[0]!}`,
      false,
      'anonymous',
    );
    allMismatches.push(...mismatches);
    expect(mismatches).toEqual([]);
  });
});
