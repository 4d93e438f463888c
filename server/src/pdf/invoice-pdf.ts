/**
 * The invoice PDF a customer downloads (`GET /api/invoices/{id}/pdf`): letterhead, addressee,
 * invoice number and dates, the lines with 21% VAT, totals and the payment instruction.
 */
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { drawAddressAndReferences, drawPricedLines, drawTotals, type PdfAddressee } from './pdf-blocks';
import { formatDate, formatEuro } from './pdf-format';
import type { PricedLine } from './pdf-totals';
import { PdfWriter } from './pdf-writer';

export interface InvoicePdfData {
  number: string;
  /** `invoice` prints "Factuur"; `proforma` prints "Pro-formafactuur" and no payment request. */
  kind?: 'invoice' | 'proforma' | 'credit_note';
  issuedAt: Date;
  dueAt: Date;
  customerNumber: string;
  addressee: PdfAddressee;
  /** The customer's purchase-order number or the order this invoice settles. */
  reference?: string;
  /** Where the work was done, when it differs from the invoice address. */
  siteDescription?: string;
  lines: readonly PricedLine[];
}

const TITLES = { invoice: 'Factuur', proforma: 'Pro-formafactuur', credit_note: 'Creditfactuur' } as const;

/** Renders the invoice as an A4 PDF. Same data, same bytes. */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const kind = data.kind ?? 'invoice';
  const title = TITLES[kind];
  const writer = await PdfWriter.create({
    title: `${title} ${data.number}`,
    subject: `${title} ${data.number} van ${SERVICE_COMPANY.name} aan ${data.addressee.name}`,
    date: data.issuedAt,
  });
  writer.title(`${title} ${data.number}`);
  drawAddressAndReferences(writer, data.addressee, [
    ['Factuurnummer', data.number],
    ['Factuurdatum', formatDate(data.issuedAt)],
    ['Vervaldatum', formatDate(data.dueAt)],
    ['Klantnummer', data.customerNumber],
    ...(data.reference ? ([['Uw referentie', data.reference]] as const) : []),
  ]);
  if (data.siteDescription) {
    writer.paragraph(`Werkadres: ${data.siteDescription}`, { size: 9 });
    writer.gap(8);
  }
  drawPricedLines(writer, data.lines);
  const totals = drawTotals(
    writer,
    data.lines,
    kind === 'credit_note' ? 'Totaal te crediteren' : 'Totaal te betalen',
  );

  writer.heading('Betaling');
  if (kind === 'proforma') {
    writer.paragraph(
      'Dit is een pro-formafactuur en geen betalingsverzoek. U ontvangt de definitieve factuur na afronding van de werkzaamheden.',
    );
  } else if (kind === 'credit_note') {
    writer.paragraph(
      `Het bedrag van ${formatEuro(-totals.totalCents)} wordt binnen 14 dagen teruggestort op uw rekening of verrekend met openstaande facturen.`,
    );
  } else {
    writer.paragraph(
      `Wij verzoeken u het totaalbedrag van ${formatEuro(totals.totalCents)} binnen ${SERVICE_COMPANY.paymentTermDays} dagen, ` +
        `uiterlijk op ${formatDate(data.dueAt)}, over te maken op ${SERVICE_COMPANY.iban} ` +
        `ten name van ${SERVICE_COMPANY.name}, onder vermelding van factuurnummer ${data.number}.`,
    );
  }
  writer.gap(6);
  writer.paragraph(
    'Op al onze leveringen en diensten zijn onze algemene voorwaarden van toepassing. Vragen over deze factuur? ' +
      `Neem binnen 14 dagen contact op via ${SERVICE_COMPANY.email} of ${SERVICE_COMPANY.phone}.`,
    { size: 8.5 },
  );
  return writer.save();
}
