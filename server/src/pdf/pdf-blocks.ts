/**
 * Blocks that invoices, offers and work reports share: the addressee beside the document's
 * reference data, the table of priced lines and the totals with VAT.
 */
import { formatEuro, formatQuantity } from './pdf-format';
import { CONTENT_WIDTH, COLORS, MARGIN, type PdfWriter, type TableColumn } from './pdf-writer';
import { computeTotals, lineAmountCents, type PricedLine, type Totals } from './pdf-totals';

/** The customer a document is addressed to. */
export interface PdfAddressee {
  name: string;
  /** "t.a.v." line: the person the document is for. */
  attention?: string;
  street: string;
  postalCode: string;
  city: string;
}

/**
 * The addressee at the left (where a window envelope shows it) and the document's reference data
 * at the right; the cursor ends below the taller of the two.
 */
export function drawAddressAndReferences(
  writer: PdfWriter,
  addressee: PdfAddressee,
  references: readonly (readonly [string, string])[],
): void {
  const top = writer.y - 8;
  const address = [
    addressee.name,
    ...(addressee.attention ? [`${writer.locale === 'nl' ? 't.a.v.' : 'Attn.'} ${addressee.attention}`] : []),
    addressee.street,
    `${addressee.postalCode}  ${addressee.city.toUpperCase()}`,
  ];
  const leftBottom = writer.lines(address, MARGIN, top, true);
  const rightBottom = writer.keyValues(references, MARGIN + CONTENT_WIDTH - 250, top, 80);
  writer.y = Math.min(leftBottom, rightBottom) - 14;
}

const PRICED_COLUMNS: readonly TableColumn[] = [
  { header: 'Omschrijving', width: 215 },
  { header: 'Aantal', width: 50, align: 'right' },
  { header: 'Eenheid', width: 50 },
  { header: 'Prijs', width: 70, align: 'right' },
  { header: 'Btw', width: 35, align: 'right' },
  { header: 'Bedrag', width: CONTENT_WIDTH - 420, align: 'right' },
];

/** The lines table of an invoice or offer. */
export function drawPricedLines(writer: PdfWriter, lines: readonly PricedLine[]): void {
  writer.table(
    PRICED_COLUMNS,
    lines.map((line) => [
      line.description,
      formatQuantity(line.quantity),
      line.unit,
      formatEuro(line.unitPriceCents),
      `${line.vatRatePercent ?? 21}%`,
      formatEuro(lineAmountCents(line)),
    ]),
  );
}

/** Subtotal, VAT per rate and the total, right-aligned under the lines; answers the totals drawn. */
export function drawTotals(writer: PdfWriter, lines: readonly PricedLine[], totalLabel: string): Totals {
  const totals = computeTotals(lines);
  const right = MARGIN + CONTENT_WIDTH - 5;
  const labelX = MARGIN + CONTENT_WIDTH - 240;
  writer.ensureSpace(30 + 15 * (totals.vat.length + 2));
  writer.y -= 16;
  writer.drawText('Subtotaal excl. btw', labelX, writer.y);
  writer.drawTextRight(formatEuro(totals.subtotalCents), right, writer.y);
  for (const vat of totals.vat) {
    writer.y -= 14;
    writer.drawText(`${vat.ratePercent}% btw over ${formatEuro(vat.baseCents)}`, labelX, writer.y);
    writer.drawTextRight(formatEuro(vat.vatCents), right, writer.y);
  }
  writer.y -= 9;
  writer.drawRule(labelX, right + 5, writer.y, COLORS.text, 0.8);
  writer.y -= 15;
  writer.drawText(totalLabel, labelX, writer.y, { bold: true, size: 10.5 });
  writer.drawTextRight(formatEuro(totals.totalCents), right, writer.y, { bold: true, size: 10.5 });
  writer.y -= 8;
  return totals;
}
