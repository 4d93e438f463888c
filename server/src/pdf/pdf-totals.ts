/**
 * The money arithmetic of invoices and offers, in integer cents. The PDF renderers print these
 * numbers and the demo seed stores the same numbers on the invoice and offer rows, so a document
 * and its database record can never disagree.
 */

export interface PricedLine {
  description: string;
  quantity: number;
  /** Unit shown beside the quantity: "st", "uur", "kg", "m", "post". */
  unit: string;
  unitPriceCents: number;
  /** VAT percentage of this line; 21 (the Dutch standard rate) when omitted. */
  vatRatePercent?: number;
}

export interface VatAmount {
  ratePercent: number;
  /** The sum of the lines at this rate, excluding VAT. */
  baseCents: number;
  vatCents: number;
}

export interface Totals {
  subtotalCents: number;
  vat: VatAmount[];
  vatCents: number;
  totalCents: number;
}

export const STANDARD_VAT_PERCENT = 21;

/** The amount of one line excluding VAT, rounded half away from zero to whole cents. */
export function lineAmountCents(line: PricedLine): number {
  const raw = line.quantity * line.unitPriceCents;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

/**
 * Totals of a document: VAT is computed per rate over the summed lines (not per line), which is
 * how Dutch invoices show it ("21% btw over € x"). Rates appear in descending order.
 */
export function computeTotals(lines: readonly PricedLine[]): Totals {
  const bases = new Map<number, number>();
  let subtotalCents = 0;
  for (const line of lines) {
    const amount = lineAmountCents(line);
    const rate = line.vatRatePercent ?? STANDARD_VAT_PERCENT;
    subtotalCents += amount;
    bases.set(rate, (bases.get(rate) ?? 0) + amount);
  }
  const vat = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, baseCents]) => ({
      ratePercent,
      baseCents,
      vatCents: Math.sign(baseCents) * Math.round((Math.abs(baseCents) * ratePercent) / 100),
    }));
  const vatCents = vat.reduce((sum, v) => sum + v.vatCents, 0);
  return { subtotalCents, vat, vatCents, totalCents: subtotalCents + vatCents };
}
