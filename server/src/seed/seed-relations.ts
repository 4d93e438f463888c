/**
 * Seeds the relationship around a customer: contact persons, document folders, tasks (with
 * overdue and awaiting-response ones), inbound messages and the activity log.
 */
import type { ActivityAction } from '../../../src/api/contract/activity-logs';
import type { TaskStatus } from '../../../src/api/contract/tasks';
import * as schema from '../db/schema/index';
import { DOCUMENT_FOLDERS, INBOUND_MESSAGES, JOB_TITLES, TASK_SUBJECTS } from './dutch-data';
import { DAY, type Customer, type SeedContext } from './seed-context';

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
        ? ctx.daysAgo(Math.min(ctx.random.int(1, 14), createdDaysAgo - 2))
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
      completedAt: status === 'done' ? new Date(createdAt.getTime() + ctx.random.int(1, 6) * DAY) : null,
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
    const body = ctx.random.pick(INBOUND_MESSAGES);
    const task = {
      ...ctx.stamps(receivedAt),
      organisationId: customer.org.id,
      title: `Bericht van ${customer.contactName}`,
      description: body,
      status: ctx.random.pick(['open', 'done', 'awaiting_response'] as const),
      dueAt: new Date(receivedAt.getTime() + 3 * DAY),
      isClientTask: false,
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
 * Earlier activity of the customer's main contact, in the action names the server records
 * (src/api/contract/activity-logs.ts). The contact is named, not linked to an account: not every
 * demo customer has one. Five kinds and the same random draws as ever, so the rest of the demo data
 * stays as it was.
 */
export function seedActivity(ctx: SeedContext, customer: Customer): void {
  const user = { subjectType: 'user', subjectId: null, subjectLabel: customer.contactName };
  const report = {
    subjectType: 'report',
    subjectId: customer.org.id,
    subjectLabel: `Koudemiddelrapportage ${customer.org.code}`,
  };
  const actions: [ActivityAction, typeof user | typeof report, string][] = [
    ['signed_in', user, 'Ingelogd met wachtwoord'],
    ['signed_out', user, 'Uitgelogd'],
    ['sign_in_failed', user, 'Onjuist wachtwoord'],
    ['report_exported', report, `Koudemiddelrapportage ${customer.org.name} geëxporteerd als PDF`],
    ['password_changed', user, 'Wachtwoord gewijzigd; de andere sessies zijn afgemeld'],
  ];
  const count = ctx.random.int(4, 9);
  for (let i = 0; i < count; i++) {
    const [action, subject, description] = ctx.random.pick(actions);
    ctx.sink.add(schema.activityLogs, {
      ...ctx.stamps(ctx.daysAgo(ctx.random.int(0, 90))),
      organisationId: customer.org.id,
      actorName: customer.contactName,
      action,
      ...subject,
      description,
      clientAddress: null,
    });
  }
}
