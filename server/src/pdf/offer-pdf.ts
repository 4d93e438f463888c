/**
 * The offer (quotation) PDF attached to an offer as its document: letterhead, addressee, offer
 * number and validity, an introduction, the priced lines, totals, conditions and a signature block
 * for the customer's approval.
 */
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { drawAddressAndReferences, drawPricedLines, drawTotals, type PdfAddressee } from './pdf-blocks';
import { formatDate } from './pdf-format';
import type { PricedLine } from './pdf-totals';
import { CONTENT_WIDTH, COLORS, MARGIN, PdfWriter } from './pdf-writer';

export interface OfferPdfData {
  number: string;
  /** The version the customer responds to (product.md §5); printed beside the number. */
  version: number;
  issuedAt: Date;
  validUntil: Date;
  customerNumber: string;
  addressee: PdfAddressee;
  subject: string;
  /** E.g. "Geachte heer De Jong,"; "Geachte heer/mevrouw," when omitted. */
  salutation?: string;
  /** Opening paragraph(s) after the salutation. */
  introduction: string;
  lines: readonly PricedLine[];
  /** The account manager who signs the offer. */
  senderName: string;
  /** Delivery or execution term, e.g. "2 tot 3 weken na opdracht". */
  leadTime?: string;
}

/** Renders the offer as an A4 PDF. Same data, same bytes. */
export async function renderOfferPdf(data: OfferPdfData): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `Offerte ${data.number}`,
    subject: `Offerte ${data.number}: ${data.subject}`,
    date: data.issuedAt,
  });
  writer.title('Offerte');
  drawAddressAndReferences(writer, data.addressee, [
    ['Offertenummer', `${data.number} (versie ${data.version})`],
    ['Datum', formatDate(data.issuedAt)],
    ['Geldig tot', formatDate(data.validUntil)],
    ['Klantnummer', data.customerNumber],
  ]);
  writer.paragraph(`Betreft: ${data.subject}`, { bold: true, size: 10.5 });
  writer.gap(8);
  writer.paragraph(data.salutation ?? 'Geachte heer/mevrouw,');
  writer.gap(4);
  writer.paragraph(data.introduction);
  writer.gap(12);
  drawPricedLines(writer, data.lines);
  drawTotals(writer, data.lines, 'Totaal offerte incl. btw');

  writer.heading('Voorwaarden');
  writer.paragraph(
    [
      `Deze offerte is geldig tot en met ${formatDate(data.validUntil)}.`,
      `Uitvoering: ${data.leadTime ?? 'in overleg, na ontvangst van uw akkoord'}.`,
      `Betaling: binnen ${SERVICE_COMPANY.paymentTermDays} dagen na factuurdatum.`,
      'Werkzaamheden aan F-gasinstallaties worden uitgevoerd door gecertificeerde monteurs en vastgelegd in het logboek van de installatie.',
      'Op deze offerte zijn onze algemene voorwaarden van toepassing.',
    ].join('\n'),
    { size: 9 },
  );
  writer.gap(10);
  writer.paragraph(
    'U kunt deze offerte accepteren of afwijzen in het klantportaal, of dit exemplaar ondertekend aan ons retourneren.',
  );
  writer.gap(6);
  writer.paragraph(`Met vriendelijke groet,\n\n${data.senderName}\n${SERVICE_COMPANY.name}`);

  writer.ensureSpace(90);
  writer.gap(18);
  const top = writer.y;
  const boxWidth = (CONTENT_WIDTH - 20) / 2;
  writer.drawText('Voor akkoord opdrachtgever', MARGIN, top - 12, { bold: true, size: 9 });
  for (const [index, label] of ['Naam', 'Datum', 'Handtekening'].entries()) {
    const y = top - 34 - index * 20;
    writer.drawText(label, MARGIN, y, { size: 8.5, color: COLORS.muted });
    writer.drawRule(MARGIN + 70, MARGIN + boxWidth, y - 2, COLORS.muted);
  }
  writer.y = top - 84;
  return writer.save();
}
