/**
 * Formatting for the generated PDFs: Dutch money, dates and quantities, and the guard that keeps
 * every string printable with the standard PDF fonts (WinAnsi encoding). Dates are formatted in
 * UTC so a document renders the same on every machine.
 */

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const quantity = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** Integer cents as Dutch euros, e.g. 123456 -> "€ 1.234,56" (product.md §3). */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

/** A quantity with at most two decimals, e.g. 1.5 -> "1,5". */
export function formatQuantity(value: number): string {
  return quantity.format(value);
}

/** A date as dd-mm-jjjj in UTC, the form Dutch invoices use. */
export function formatDate(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getUTCFullYear()}`;
}

/** A date and time as dd-mm-jjjj hh:mm in UTC. */
export function formatDateTime(date: Date): string {
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const min = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(date)} ${hh}:${min}`;
}

/** Characters outside Latin-1 that WinAnsi still encodes (the 0x80-0x9F block). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '₂': '2',
  '³': '3',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\t': ' ',
  '\r': '',
};

/**
 * Returns `text` with every character the standard fonts cannot encode replaced by a readable
 * substitute (or "?"), so drawing it can never throw. Line breaks are kept.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (
      ch === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(ch)
    ) {
      out += ch;
    } else {
      out += REPLACEMENTS[ch] ?? '?';
    }
  }
  return out;
}
