/**
 * Seeds the relationship around a customer: contact persons, document folders, tasks (with
 * overdue and awaiting-response ones), inbound messages and the activity log.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TaskStatus } from '../../../src/api/contract/tasks';
import * as schema from '../db/schema/index';
import { DEMO_ROLES } from './demo-access';
import { DOCUMENT_FOLDERS, INBOUND_MESSAGES, JOB_TITLES, TASK_SUBJECTS } from './dutch-data';
import { Random, SeededIdGenerator } from './random';
import { DAY, type Customer, type Insert, type SeedContext } from './seed-context';

export function seedContacts(ctx: SeedContext, customer: Customer): void {
  const count = ctx.random.int(2, 5);
  for (let i = 0; i < count; i++) {
    const name = i === 0 ? customer.contactName : ctx.personName();
    const local = name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/(^\.|\.$)/g, '');
    ctx.sink.add(schema.persons, {
      ...ctx.stamps(ctx.daysAgo(ctx.random.int(100, 600))),
      organisationId: customer.org.id,
      name,
      jobTitle: ctx.random.pick(JOB_TITLES),
      email: `${local}@${customer.org.email!.split('@')[1]}`,
      phone: customer.org.phone,
      mobile: ctx.random.chance(0.7) ? `06 ${ctx.random.digits(8)}` : null,
      isMainContact: i === 0,
    });
  }
}

export function seedFolders(ctx: SeedContext, customer: Customer): Map<string, string> {
  const ids = new Map<string, string>();
  for (const name of DOCUMENT_FOLDERS) {
    const row = { ...ctx.stamps(customer.org.createdAt!), organisationId: customer.org.id, name };
    ids.set(name, row.id);
    ctx.sink.add(schema.folders, row);
  }
  return ids;
}

/**
 * A stable pick from `list` by a record id, so who gets a task draws nothing from the generator and
 * adding assignees left every other generated row as it was.
 */
function pickById<T>(list: readonly T[], id: string): T | undefined {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (Math.imul(hash, 31) + id.charCodeAt(i)) >>> 0;
  return list.length === 0 ? undefined : list[hash % list.length];
}

/**
 * Who a demo task is for: a client task (the customer acts) goes to one of the organisation's own
 * accounts, if it has any; a service task to staff. The open service tasks of every customer go to
 * the demo technician, so "Mijn open taken" has work in it for both demo roles.
 */
function demoAssignee(
  ctx: SeedContext,
  customer: Customer,
  task: { id: string; isClientTask: boolean },
  urgent: boolean,
) {
  if (task.isClientTask) return pickById(ctx.customerUserIds.get(customer.org.id) ?? [], task.id) ?? null;
  const technician = ctx.staffAccountIds.get('technician');
  if (urgent && technician) return technician;
  return pickById(ctx.staffUserIds, task.id) ?? null;
}

export function seedTasksAndMessages(ctx: SeedContext, customer: Customer): void {
  const customerUsers = ctx.customerUserIds.get(customer.org.id) ?? [];
  const hasCustomerUsers = customerUsers.length > 0;
  const count = ctx.random.int(3, 7);
  for (let i = 0; i < count; i++) {
    // Guarantee one of each interesting state per customer: overdue, awaiting response, open.
    const status: TaskStatus =
      i === 0
        ? 'overdue'
        : i === 1
          ? 'awaiting_response'
          : i === 2
            ? 'open'
            : ctx.random.pick(['open', 'done', 'done'] as const);
    const createdDaysAgo = ctx.random.int(3, 120);
    const createdAt = ctx.daysAgo(createdDaysAgo);
    // Never due before it was created: at least a day after, whatever the hour of either.
    const dueAt =
      status === 'overdue'
        ? new Date(
            Math.max(
              ctx.daysAgo(Math.min(ctx.random.int(1, 14), createdDaysAgo - 2)).getTime(),
              createdAt.getTime() + DAY,
            ),
          )
        : status === 'done'
          ? new Date(createdAt.getTime() + 7 * DAY)
          : ctx.daysAgo(-ctx.random.int(2, 30));
    const task = {
      ...ctx.stamps(createdAt),
      organisationId: customer.org.id,
      title: ctx.random.pick(TASK_SUBJECTS),
      description: 'Graag afhandelen voor de vervaldatum. Vragen? Bel de planning.',
      status,
      dueAt,
      createdByUserId: ctx.random.pick(ctx.staffUserIds),
      serviceObjectId: ctx.random.chance(0.5) ? ctx.random.pick(customer.devices).id : null,
      // Awaiting a response means awaiting the customer's: a client task where someone can answer.
      // Every customer account that works with tasks gets one of the urgent ones (i < 3) to act on.
      isClientTask:
        ctx.random.chance(0.6) ||
        (status === 'awaiting_response' && hasCustomerUsers) ||
        i < customerUsers.length,
      completedAt:
        status === 'done' ? completedAfter(ctx, createdAt, createdDaysAgo - ctx.random.int(1, 6)) : null,
    };
    const assigneeUserId =
      task.isClientTask && i < Math.min(3, customerUsers.length)
        ? customerUsers[i]!
        : demoAssignee(ctx, customer, task, i < 3);
    ctx.sink.add(schema.tasks, { ...task, assigneeUserId });
    ctx.timeline(customer, { type: 2, record: task });
  }
  const messages = ctx.random.int(1, 3);
  for (let i = 0; i < messages; i++) {
    const receivedAt = ctx.daysAgo(ctx.random.int(0, 60));
    // A customer writes about devices it has.
    const kinds = new Set(customer.devices.map((device) => device.category));
    const [body] = ctx.random.pick(
      INBOUND_MESSAGES.filter(([, fits]) => fits === 'all' || fits.some((kind) => kinds.has(kind))),
    );
    const status = ctx.random.pick(['open', 'done', 'awaiting_response'] as const);
    const task = {
      ...ctx.stamps(receivedAt),
      organisationId: customer.org.id,
      title: `Bericht van ${customer.contactName}`,
      description: body,
      status,
      dueAt: new Date(receivedAt.getTime() + 3 * DAY),
      isClientTask: false,
      completedAt: status === 'done' ? completedAfter(ctx, receivedAt, 0) : null,
    };
    // The service desk answers messages: a planner or technician, never the demo technician by rule.
    ctx.sink.add(schema.tasks, { ...task, assigneeUserId: demoAssignee(ctx, customer, task, false) });
    ctx.timeline(customer, { type: 2, record: task });
    const message = {
      ...ctx.stamps(receivedAt),
      organisationId: customer.org.id,
      subject: body.split(/[,.?]/)[0]!.slice(0, 60),
      body,
      senderName: customer.contactName,
      senderEmail: null,
      receivedAt,
      taskId: task.id,
    };
    ctx.sink.add(schema.inboundMessages, message);
    ctx.timeline(customer, { type: 1, record: message });
  }
}

/**
 * When a task made at `createdAt` was done: on the working day `daysAgo` days before the reference
 * day (at least the last working day before it, so never in the future), and never before it was made.
 */
function completedAfter(ctx: SeedContext, createdAt: Date, daysAgo: number): Date {
  const done = ctx.daysAgo(Math.max(1, daysAgo));
  return done.getTime() > createdAt.getTime() ? done : new Date(createdAt.getTime() + 15 * 60_000);
}

/** How far back the seeded activity history reaches, in days. */
const ACTIVITY_HISTORY_DAYS = 30;

/** The runs whose staff history (sign-ins, a role change, an invitation) is seeded: once per run. */
const staffHistorySeeded = new WeakSet<SeedContext>();

type ActivityRow = Insert<typeof schema.activityLogs>;

interface ActivityPerson {
  userId: string | null;
  name: string;
  /** The address this person usually works from. */
  address: string;
  /** Signs in with a second step. */
  twoFactor: boolean;
  /** How likely this person signs in on a working day. */
  dailyChance: number;
  /** How likely a sign-in ends with signing out (rather than the session running on). */
  signOutChance: number;
}

/** The rows `ctx` has collected for `table` so far (read-only: the seed's own output). */
function seededRows<T extends PgTable>(ctx: SeedContext, table: T): Insert<T>[] {
  return (ctx.sink.tables.find((entry) => entry.table === table)?.rows ?? []) as Insert<T>[];
}

/**
 * The activity of a customer over the last month, in the action names the server records
 * (src/api/contract/activity-logs.ts): its accounts sign in on working days (now and then with a
 * wrong password first, or signing out at the end), its answered offers are answered at their
 * `respondedAt` by their `respondedByName`, its latest recent document is uploaded, a report is
 * exported. The first account of an organisation signs in most working days, the others now and then.
 * That pace keeps the whole log a customer administrator sees (the holding and its branches) within
 * one sync page of 100 entries.
 * A customer without accounts acts through its named main contact. With the first customer comes
 * the staff's month: their sign-ins, the planner's change of a role and its permissions, an
 * invitation and a sign-in with an unknown address.
 *
 * Draws: everything comes from a fork of the main stream and an id generator of its own, and the
 * main stream and the shared id stream advance exactly as far as the earlier, smaller history did
 * (one count, then three main draws and one id per entry, the fork taking one of those draws), so
 * every value seeded after this one stays where it was. Nothing is later than `ctx.now`.
 */
export function seedActivity(ctx: SeedContext, customer: Customer): void {
  const legacyEntries = ctx.random.int(4, 9);
  const random = ctx.random.fork('activity');
  for (let i = 1; i < legacyEntries * 3; i++) ctx.random.nextUint32();
  for (let i = 0; i < legacyEntries; i++) ctx.ids.next(ctx.day);
  const ids = new SeededIdGenerator(random.fork('ids'), ctx.day.getTime());

  const rows: ActivityRow[] = [];
  const add = (at: Date, row: Omit<ActivityRow, 'id' | 'createdAt' | 'updatedAt'>) => {
    if (at.getTime() > ctx.now.getTime()) return;
    rows.push({ id: ids.next(at), createdAt: at, updatedAt: at, ...row });
  };
  const officeAddress = `203.0.113.${random.int(2, 254)}`;
  const users = seededRows(ctx, schema.users);
  const accounts = users.filter(
    (user) =>
      user.organisationId === customer.org.id &&
      user.passwordHash !== null &&
      user.passwordHash !== undefined,
  );
  const people: ActivityPerson[] =
    accounts.length > 0
      ? accounts.map((user, index) => ({
          userId: user.id!,
          name: user.name,
          address: random.chance(0.7) ? officeAddress : `198.51.100.${random.int(2, 254)}`,
          twoFactor: user.twoFactorEnabled === true,
          dailyChance: index === 0 ? 0.8 : 0.25,
          signOutChance: 0.05,
        }))
      : [
          {
            userId: null,
            name: customer.contactName,
            address: officeAddress,
            twoFactor: false,
            dailyChance: 0.1,
            signOutChance: 0,
          },
        ];

  const organisationId = customer.org.id;
  const own = (person: ActivityPerson) => ({
    organisationId,
    actorUserId: person.userId,
    actorName: person.name,
    subjectType: 'user',
    subjectId: person.userId,
    subjectLabel: person.name,
    clientAddress: person.address,
  });
  seedWorkingDays(ctx, random, people, own, add);

  const byName = (name: string | null | undefined) => people.find((person) => person.name === name);
  for (const offer of seededRows(ctx, schema.offers)) {
    if (offer.organisationId !== organisationId || !offer.respondedAt) continue;
    // Linked to an account only when one has the answering name: an actor id always names its account.
    const account = byName(offer.respondedByName);
    const person = account ?? people[0]!;
    const accepted = offer.status === 'approved';
    add(new Date(offer.respondedAt), {
      organisationId,
      actorUserId: account?.userId ?? null,
      actorName: offer.respondedByName ?? person.name,
      action: accepted ? 'offer_accepted' : 'offer_declined',
      subjectType: 'offer',
      subjectId: offer.id!,
      subjectLabel: offer.number,
      description: accepted
        ? `Offerte ${offer.number} geaccepteerd door ${offer.respondedByName}`
        : `Offerte ${offer.number} afgewezen door ${offer.respondedByName}: ${offer.responseRemark ?? ''}`.trim(),
      clientAddress: person.address,
    });
  }

  const planner = users.find((user) => user.id === ctx.staffAccountIds.get('planner'));
  const since = ctx.day.getTime() - ACTIVITY_HISTORY_DAYS * DAY;
  const recentDocuments = seededRows(ctx, schema.documents).filter(
    (document) =>
      document.organisationId === organisationId &&
      document.createdAt instanceof Date &&
      document.createdAt.getTime() >= since,
  );
  for (const document of recentDocuments.slice(-1)) {
    const uploader = users.find((user) => user.id === document.uploadedByUserId) ?? planner;
    if (!uploader) continue;
    add(document.createdAt as Date, {
      organisationId,
      actorUserId: uploader.id!,
      actorName: uploader.name,
      action: 'document_uploaded',
      subjectType: 'document',
      subjectId: document.id!,
      subjectLabel: document.name,
      description: `${document.name} geüpload`,
      clientAddress: '192.0.2.10',
    });
  }

  const exporter = people[people.length - 1]!;
  const exportedAt = random.workMoment(ctx.day, -ACTIVITY_HISTORY_DAYS, -1);
  const reportName = `Koudemiddelrapportage ${customer.org.code} ${exportedAt.getUTCFullYear()}.pdf`;
  add(exportedAt, {
    organisationId,
    actorUserId: exporter.userId,
    actorName: exporter.name,
    action: 'report_exported',
    subjectType: 'report',
    subjectId: organisationId,
    subjectLabel: reportName,
    description: `Koudemiddelrapportage ${customer.org.name} geëxporteerd als PDF`,
    clientAddress: exporter.address,
  });

  if (!staffHistorySeeded.has(ctx)) {
    staffHistorySeeded.add(ctx);
    seedStaffActivity(ctx, random, customer, users, add);
  }
  for (const row of rows) ctx.sink.add(schema.activityLogs, row);
}

type AddActivity = (at: Date, row: Omit<ActivityRow, 'id' | 'createdAt' | 'updatedAt'>) => void;

/**
 * The sign-ins of `people` on the working days of the last month: most days each signs in once in
 * the morning, now and then after a wrong password, and sometimes signs out in the afternoon.
 */
function seedWorkingDays(
  ctx: SeedContext,
  random: Random,
  people: readonly ActivityPerson[],
  own: (
    person: ActivityPerson,
  ) => Omit<ActivityRow, 'id' | 'createdAt' | 'updatedAt' | 'action' | 'description'>,
  add: AddActivity,
): void {
  for (let days = ACTIVITY_HISTORY_DAYS; days >= 0; days--) {
    const day = ctx.day.getTime() - days * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const person of people) {
      if (!random.chance(person.dailyChance)) continue;
      // Between 06:30 and 10:00 UTC (a morning in Amsterdam), at a whole minute.
      const signIn = day + random.int(390, 600) * 60_000;
      if (random.chance(0.06)) {
        add(new Date(signIn - random.int(1, 4) * 60_000), {
          ...own(person),
          action: 'sign_in_failed',
          description: 'Onjuist wachtwoord',
        });
      }
      add(new Date(signIn), {
        ...own(person),
        action: 'signed_in',
        description: person.twoFactor ? 'Ingelogd met tweestapsverificatie' : 'Ingelogd met wachtwoord',
      });
      if (random.chance(person.signOutChance)) {
        add(new Date(day + random.int(900, 1020) * 60_000), {
          ...own(person),
          action: 'signed_out',
          description: 'Uitgelogd',
        });
      }
    }
  }
}

/**
 * The service company's own month, seeded once: the staff demo accounts sign in on working days, the
 * planner renames the technicians' role and sets its permissions, invites a contact person of
 * `customer`, and someone tries to sign in with an address no account has.
 */
function seedStaffActivity(
  ctx: SeedContext,
  random: Random,
  customer: Customer,
  users: readonly Insert<typeof schema.users>[],
  add: AddActivity,
): void {
  const staff: ActivityPerson[] = users
    .filter((user) => user.type === 'employee' && user.passwordHash)
    .map((user, index) => ({
      userId: user.id!,
      name: user.name,
      address: `192.0.2.${10 + index}`,
      twoFactor: false,
      dailyChance: 0.85,
      signOutChance: 0.25,
    }));
  const ownStaff = (person: ActivityPerson) => ({
    organisationId: null,
    actorUserId: person.userId,
    actorName: person.name,
    subjectType: 'user',
    subjectId: person.userId,
    subjectLabel: person.name,
    clientAddress: person.address,
  });
  seedWorkingDays(ctx, random, staff, ownStaff, add);

  const planner = staff.find((person) => person.userId === ctx.staffAccountIds.get('planner'));
  const technicianRole = ctx.roleIds.get('technician');
  const technicianPermissions = DEMO_ROLES.find((role) => role.key === 'technician')?.permissions ?? [];
  if (planner && technicianRole) {
    const changedAt = random.workMoment(ctx.day, -12, -5);
    const role = { subjectType: 'role', subjectId: technicianRole, subjectLabel: 'Monteur' };
    const by = {
      organisationId: null,
      actorUserId: planner.userId,
      actorName: planner.name,
      clientAddress: planner.address,
    };
    add(changedAt, {
      ...by,
      ...role,
      action: 'role_updated',
      description: 'Rol Monteur bijgewerkt: Engelse titel was Service engineer',
    });
    add(new Date(changedAt.getTime() + 2 * 60_000), {
      ...by,
      ...role,
      action: 'permissions_updated',
      description: `Rechten van rol Monteur ingesteld: ${technicianPermissions.join(', ')}`,
    });
    const invitee = seededRows(ctx, schema.persons).find(
      (person) => person.organisationId === customer.org.id && !person.portalUserId,
    );
    if (invitee) {
      add(random.workMoment(ctx.day, -20, -2), {
        ...by,
        organisationId: customer.org.id,
        action: 'invitation_sent',
        subjectType: 'contact',
        subjectId: invitee.id!,
        subjectLabel: invitee.name,
        description: `Uitnodiging verstuurd naar ${invitee.email ?? invitee.name}`,
      });
    }
  }
  const stranger = 'info@koelservice-inlog.example';
  add(random.workMoment(ctx.day, -ACTIVITY_HISTORY_DAYS, -1), {
    organisationId: null,
    actorUserId: null,
    actorName: stranger,
    action: 'sign_in_failed',
    subjectType: 'user',
    subjectId: null,
    subjectLabel: stranger,
    description: 'Onbekend e-mailadres',
    clientAddress: `198.51.100.${random.int(2, 254)}`,
  });
}
