/**
 * Demo mode's sample back-office export for one organisation, written into its import folder the
 * first time it synchronizes, so "Synchroniseren" shows what a real export does: two new invoices and
 * an invoice that was paid, an appointment planned next week, a new task, and one record the
 * import refuses (a task without a title) to show how a refusal is reported.
 *
 * Records are in the contract's wire shape, built from the organisation's own data; ids are chosen
 * once, when the files are written, so a second run finds the same records unchanged.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Appointment } from '../../../src/api/contract/appointments';
import type { Invoice } from '../../../src/api/contract/invoices';
import type { Task } from '../../../src/api/contract/tasks';
import { uuidv7 } from '../../../src/lib/uuid';
import type { Database } from '../db/client';
import { recordToWire } from '../db/collections';
import { invoices, organisations, serviceObjects } from '../db/schema/index';
import { addDays, amsterdamDayStart, weekdayIndex } from '../../../src/lib/agenda-calendar';
import { dutchDay } from '../../../src/lib/dutch-day';

const DAY = 86_400_000;

function invoiceOf(
  organisationId: string,
  number: string,
  issued: Date,
  lines: { exclVatCents: number },
  reference: string,
): Invoice {
  const vatCents = Math.round(lines.exclVatCents * 0.21);
  return {
    id: uuidv7(issued.getTime()),
    organisationId,
    createdAt: issued.toISOString(),
    updatedAt: issued.toISOString(),
    number,
    status: 'invoice_sent',
    invoiceDate: dutchDay(issued),
    dueDate: dutchDay(new Date(issued.getTime() + 30 * DAY)),
    amountExclVatCents: lines.exclVatCents,
    vatCents,
    totalCents: lines.exclVatCents + vatCents,
    paidAt: null,
    orderId: null,
    reference,
    hasPdf: false,
  };
}

export async function writeDemoExport(
  db: Database,
  folder: string,
  organisationId: string,
  now = new Date(),
): Promise<void> {
  const [organisation] = await db
    .select({
      code: organisations.code,
      name: organisations.name,
      address: organisations.address,
      city: organisations.city,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return;
  const code = organisation.code ?? 'demo';
  const today = dutchDay(now);
  const year = today.slice(0, 4);
  // Issued an hour apart earlier today in Amsterdam: "two hours ago" just after midnight would be
  // yesterday, so neither goes before the start of today (the second a second after it), nor after now.
  const startOfToday = amsterdamDayStart(today).getTime();
  const earlierToday = (hoursAgo: number, notBefore: number) =>
    new Date(Math.min(now.getTime(), Math.max(notBefore, now.getTime() - hoursAgo * 3600_000)));

  const newInvoices = [
    invoiceOf(
      organisationId,
      `F${year}-ADM-${code}-1`,
      earlierToday(2, startOfToday),
      { exclVatCents: 48_650 },
      'Storingsdienst en voorrijkosten',
    ),
    invoiceOf(
      organisationId,
      `F${year}-ADM-${code}-2`,
      earlierToday(1, startOfToday + 1000),
      { exclVatCents: 126_000 },
      'Onderhoudscontract kwartaal',
    ),
  ];
  // The oldest open invoice (by date, then number) is the one the back office reports as paid.
  const [open] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.organisationId, organisationId),
        inArray(invoices.status, ['invoice_sent', 'new']),
        isNull(invoices.deletedAt),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.number))
    .limit(1);
  const paid = open
    ? [{ ...recordToWire<Invoice>('invoices', open), status: 'paid' as const, paidAt: now.toISOString() }]
    : [];

  const [device] = await db
    .select({ id: serviceObjects.id, name: serviceObjects.name })
    .from(serviceObjects)
    .where(and(eq(serviceObjects.organisationId, organisationId), isNull(serviceObjects.deletedAt)))
    .orderBy(asc(serviceObjects.name))
    .limit(1);
  // A week from today, on a working day: a visit that would fall in a weekend moves to the Monday.
  const weekAhead = addDays(dutchDay(now), 7);
  const weekday = weekdayIndex(weekAhead);
  const visitDay = weekday >= 5 ? addDays(weekAhead, 7 - weekday) : weekAhead;
  const startsAt = new Date(amsterdamDayStart(visitDay).getTime() + 9 * 3600_000);
  const appointment: Appointment = {
    id: uuidv7(now.getTime()),
    organisationId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    title: device ? `Periodiek onderhoud ${device.name}` : 'Periodiek onderhoud',
    description: 'Ingepland door de planning in de administratie.',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(),
    location: [organisation.address, organisation.city].filter(Boolean).join(', ') || null,
    serviceObjectId: device?.id ?? null,
    orderId: null,
    technicianName: 'Ruud Brouwer',
  };
  const task: Task = {
    id: uuidv7(now.getTime()),
    organisationId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    title: 'Toegang technische ruimte regelen voor het onderhoud',
    description: 'Graag een sleutel of begeleiding regelen voor de monteur.',
    status: 'awaiting_response',
    dueAt: new Date(startsAt.getTime() - DAY).toISOString(),
    assigneeUserId: null,
    createdByUserId: null,
    serviceObjectId: device?.id ?? null,
    isClientTask: true,
    completedAt: null,
  };
  // As exported by a back office with a bug: the title is missing, so the import refuses it.
  const { title: _title, ...untitled } = { ...task, id: uuidv7(now.getTime() + 1) };

  await mkdir(folder, { recursive: true });
  const write = (name: string, data: unknown[]) =>
    writeFile(join(folder, name), `${JSON.stringify({ data }, null, 2)}\n`, 'utf8');
  await write('invoices.json', [...newInvoices, ...paid]);
  await write('appointments.json', [appointment]);
  await write('tasks.json', [task, untitled]);
}
