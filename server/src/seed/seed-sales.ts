/**
 * Seeds a customer's offers (with their PDF documents) and invoices (each with its own PDF whose
 * totals are the invoice row's totals), including the quarterly contract invoices.
 */
import type { OfferStatus } from '../../../src/api/contract/offers';
import * as schema from '../db/schema/index';
import { renderInvoicePdf, type InvoicePdfData } from '../pdf/invoice-pdf';
import { renderOfferPdf } from '../pdf/offer-pdf';
import { computeTotals, lineAmountCents, type PricedLine } from '../pdf/pdf-totals';
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { LABOUR, OFFER_SUBJECTS, forCategory } from './dutch-data';
import { addDays } from '../../../src/lib/fgas';
import { amsterdamDay, workingDayOnOrAfter, workingDayOnOrBefore, workingMomentOn } from './working-time';
import { DAY, dateOnly, pad, type Customer, type Insert, type SeedContext } from './seed-context';
import type { SeededOrder } from './seed-orders';

export async function seedOffers(ctx: SeedContext, customer: Customer): Promise<void> {
  const count = ctx.random.int(2, 4);
  for (let i = 0; i < count; i++) {
    // The first two offers of every customer are recent and awaiting an answer ("Aangeboden").
    const status: OfferStatus =
      i < 2 ? 'sent' : ctx.random.pick(['approved', 'declined', 'historical'] as const);
    const sentAt = ctx.daysAgo(status === 'sent' ? ctx.random.int(1, 25) : ctx.random.int(40, 400));
    // An offer fits its device: its subject is one offered for the device's kind, its hours those of
    // that job, and a retrofit away from R404A is offered for an R404A device only.
    const device = ctx.random.pick(customer.devices);
    const [subject, min, max, minHours, maxHours, commissioning] = ctx.random.pick(
      forCategory(OFFER_SUBJECTS, device.category, 6).filter(
        ([title]) => device.refrigerant === 'R404A' || !title.includes('R404A'),
      ),
    );
    const target = ctx.random.int(min, max) * 100;
    const labourHours = ctx.random.int(minHours, maxHours);
    const lines: PricedLine[] = [
      {
        description: subject,
        quantity: 1,
        unit: 'post',
        unitPriceCents: Math.max(10000, target - labourHours * LABOUR[0][1]),
      },
      { description: LABOUR[0][0], quantity: labourHours, unit: 'uur', unitPriceCents: LABOUR[0][1] },
      ...(commissioning
        ? [
            {
              description: 'Inbedrijfstelling en registratie in logboek',
              quantity: 1,
              unit: 'post',
              unitPriceCents: 17500,
            },
          ]
        : []),
    ];
    const totals = computeTotals(lines);
    const number = `OF${sentAt.getUTCFullYear()}-${pad(++ctx.counters.offer, 4)}`;
    const validUntil = new Date(sentAt.getTime() + 30 * DAY);
    const offer = {
      ...ctx.stamps(sentAt),
      organisationId: customer.org.id,
      number,
      status,
      title: subject,
      description: `Betreft ${device.name} (${device.number}).`,
      amountCents: totals.subtotalCents,
      sentAt,
      validUntil: dateOnly(validUntil),
      serviceObjectId: device.id,
      version: 1,
      respondedAt:
        status === 'approved' || status === 'declined' ? new Date(sentAt.getTime() + 9 * DAY) : null,
      respondedByName: status === 'approved' || status === 'declined' ? customer.contactName : null,
      responseRemark: status === 'declined' ? 'Budget is dit jaar niet beschikbaar.' : null,
    };
    ctx.sink.add(schema.offers, offer);
    lines.forEach((line, position) =>
      ctx.sink.add(schema.offerLines, {
        ...ctx.stamps(sentAt),
        organisationId: customer.org.id,
        offerId: offer.id,
        position: position + 1,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
        totalCents: lineAmountCents(line),
      }),
    );
    const render = () =>
      renderOfferPdf({
        number,
        version: 1,
        issuedAt: sentAt,
        validUntil,
        customerNumber: customer.org.code,
        addressee: customer.addressee,
        subject,
        introduction: `Naar aanleiding van uw aanvraag bieden wij u het volgende aan voor ${device.name} (${device.brand} ${device.model}, ${device.refrigerant}).`,
        lines,
        senderName: 'Joost Hendriks, planning en verkoop',
        leadTime: 'in overleg, 2 tot 4 weken na opdracht',
      });
    const key = customer.realPdfs ? `offers/${number}-v1.pdf` : await ctx.sharedPdf('offer', render);
    const size = customer.realPdfs ? await ctx.storePdf(key, render) : 0;
    ctx.sink.add(schema.documents, {
      ...ctx.stamps(sentAt),
      organisationId: customer.org.id,
      name: `Offerte ${number}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: size,
      storageKey: key,
      offerId: offer.id,
      serviceObjectId: device.id,
    });
    ctx.timeline(customer, { type: 5, record: offer });
  }
}

export async function seedInvoices(ctx: SeedContext, customer: Customer, orders: SeededOrder[]) {
  for (const { order, lines } of orders) {
    if (order.status !== 'invoiced' && !(order.status === 'completed' && ctx.random.chance(0.3))) continue;
    // Issued by the office a few working days after the work, never on or after the reference day.
    const issuedDay = workingDayOnOrAfter(addDays(order.completedDate!, ctx.random.int(2, 10)));
    if (issuedDay >= amsterdamDay(ctx.day)) continue;
    const issuedAt = workingMomentOn(ctx.random, issuedDay);
    const age = (ctx.day.getTime() - issuedAt.getTime()) / DAY;
    const proforma = order.status === 'completed';
    const status = proforma
      ? ctx.random.pick(['proforma_not_sent', 'proforma_sent'] as const)
      : age > 60
        ? ctx.random.weighted([
            ['paid', 4],
            ['is_paid', 2],
            ['journalized', 3],
            ['credited', 1],
          ] as const)
        : age > 30
          ? ctx.random.weighted([
              ['invoice_sent', 3],
              ['paid', 2],
            ] as const)
          : ctx.random.weighted([
              ['new', 1],
              ['not_sent', 1],
              ['invoice_sent', 3],
            ] as const);
    await seedInvoice(ctx, customer, {
      issuedAt,
      status,
      lines,
      orderId: order.id,
      reference: order.reference ?? `Order ${order.number}`,
      proforma,
    });
  }
  // Contract invoices: the yearly maintenance fee, billed per quarter.
  const quarterly = customer.devices.length * 4500;
  for (let q = 1; q <= 3; q++) {
    const issuedAt = workingMomentOn(
      ctx.random,
      workingDayOnOrBefore(addDays(amsterdamDay(ctx.day), -q * 91)),
    );
    const status = q === 1 ? ('invoice_sent' as const) : ('paid' as const);
    await seedInvoice(ctx, customer, {
      issuedAt,
      status,
      lines: [
        {
          description: `Onderhoudscontract, termijn ${formatQuarter(issuedAt)}`,
          quantity: 1,
          unit: 'post',
          unitPriceCents: quarterly,
        },
      ],
      orderId: null,
      reference: `Contract ${customer.org.code}`,
      proforma: false,
    });
  }
}

async function seedInvoice(
  ctx: SeedContext,
  customer: Customer,
  input: {
    issuedAt: Date;
    status: Insert<typeof schema.invoices>['status'];
    lines: PricedLine[];
    orderId: string | null;
    reference: string;
    proforma: boolean;
  },
): Promise<void> {
  const totals = computeTotals(input.lines);
  const year = input.issuedAt.getUTCFullYear();
  const number = `F${year}-${pad(++ctx.counters.invoice, 6)}`;
  const dueAt = new Date(input.issuedAt.getTime() + SERVICE_COMPANY.paymentTermDays * DAY);
  const paid = input.status === 'paid' || input.status === 'is_paid' || input.status === 'journalized';
  const pdf: InvoicePdfData = {
    number,
    kind: input.proforma ? 'proforma' : 'invoice',
    issuedAt: input.issuedAt,
    dueAt,
    customerNumber: customer.org.code,
    addressee: customer.addressee,
    reference: input.reference,
    lines: input.lines,
  };
  const key = customer.realPdfs
    ? `invoices/${year}/${number}.pdf`
    : await ctx.sharedPdf('invoice', () => renderInvoicePdf(pdf));
  if (customer.realPdfs) await ctx.storePdf(key, () => renderInvoicePdf(pdf));
  const invoice = {
    ...ctx.stamps(input.issuedAt, paid ? new Date(input.issuedAt.getTime() + 20 * DAY) : input.issuedAt),
    organisationId: customer.org.id,
    number,
    status: input.status,
    invoiceDate: dateOnly(input.issuedAt),
    dueDate: dateOnly(dueAt),
    amountExclVatCents: totals.subtotalCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    paidAt: paid ? new Date(input.issuedAt.getTime() + 20 * DAY) : null,
    orderId: input.orderId,
    reference: input.reference,
    pdfStorageKey: key,
  };
  ctx.sink.add(schema.invoices, invoice);
  input.lines.forEach((line, position) =>
    ctx.sink.add(schema.invoiceLines, {
      ...ctx.stamps(input.issuedAt),
      organisationId: customer.org.id,
      invoiceId: invoice.id,
      position: position + 1,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      vatRatePercent: line.vatRatePercent ?? 21,
      totalExclVatCents: lineAmountCents(line),
    }),
  );
  ctx.timeline(customer, { type: 4, record: invoice });
}

function formatQuarter(date: Date): string {
  return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
}
