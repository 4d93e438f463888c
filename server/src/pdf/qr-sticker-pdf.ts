/**
 * QR stickers for devices (product.md §8: the logbook must be viewable at the equipment). Each label
 * carries a QR code of the device's public page (`{PUBLIC_URL}/public/serviceobjects/{publicId}`,
 * never the internal id), the device number and name, refrigerant, charge and CO2-equivalent (with
 * `formatTonnesCo2`, three decimals), the regulation the logbook is kept under and the service
 * company's phone number, in the reader's language (Dutch unless told otherwise).
 *
 * Two layouts from the same label drawing: one label on a page of its own (70 x 37 mm, for a label
 * printer), or a sheet of A4 label paper with 3 x 8 labels of 70 x 37 mm (the common "24 per sheet"
 * stock), as many sheets as needed. No letterhead: the labels fill the page. The QR code is drawn
 * as vector rectangles (one per run of dark modules), so it stays sharp at any printer resolution.
 * Output is deterministic for the same data and date.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';
import { publicDevicePagePath } from '../../../src/api/contract/public-service-object';
import { formatTonnesCo2 } from '../../../src/lib/fgas';
import { RECORD_LAW, citeSource } from '../../../src/lib/fgas-law';
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { toWinAnsi, type DocumentLocale } from './pdf-format';
import { A4, COLORS } from './pdf-writer';

const MM = 72 / 25.4;

/** One label: 70 x 37 mm. */
export const LABEL = { width: 70 * MM, height: 37 * MM } as const;
/** An A4 sheet holds 3 columns and 8 rows of labels, 24 in all. */
export const SHEET = { columns: 3, rows: 8 } as const;
export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;

const PADDING = 3 * MM;
/** Modules of white around the code inside its square (the rest of the quiet zone is the padding). */
const QR_BORDER = 2;

export interface QrSticker {
  number: string;
  name: string;
  refrigerant: string | null;
  chargeKg: number | null;
  co2EqTonnes: number | null;
  /** The full URL the QR code opens. */
  url: string;
}

/** The URL a device's QR code opens: its public page on the portal. */
export function stickerUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${publicDevicePagePath(publicId)}`;
}

/**
 * The QR matrix of `url` (error correction M: survives a scratched or dirty sticker), with a white
 * border of `QR_BORDER` modules. Exported so tests can decode exactly what is drawn.
 */
export function stickerQrMatrix(url: string): boolean[][] {
  return encode(url, { ecc: 'M', border: QR_BORDER }).data;
}

const LABELS = {
  nl: {
    unknownRefrigerant: 'Koudemiddel onbekend',
    scan: 'F-gassenlogboek: scan de code',
    subject: 'QR-stickers voor het F-gassenlogboek',
    language: 'nl-NL',
  },
  en: {
    unknownRefrigerant: 'Refrigerant unknown',
    scan: 'F-gas logbook: scan the code',
    subject: 'QR stickers for the F-gas logbook',
    language: 'en-GB',
  },
} as const;

const decimal = {
  nl: new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }),
};

/** The lines of text printed beside the code (before the fonts' WinAnsi substitution: "CO₂"). */
export function stickerFacts(sticker: QrSticker, locale: DocumentLocale = 'nl'): string[] {
  const refrigerant = [
    sticker.refrigerant ?? LABELS[locale].unknownRefrigerant,
    ...(sticker.chargeKg !== null ? [`${decimal[locale].format(sticker.chargeKg)} kg`] : []),
  ].join(' · ');
  const co2 = sticker.co2EqTonnes !== null ? [formatTonnesCo2(sticker.co2EqTonnes, locale)] : [];
  return [refrigerant, ...co2];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** `text` shortened with an ellipsis until it fits `maxWidth`. */
function fit(text: string, font: PDFFont, size: number, maxWidth: number): string {
  let value = toWinAnsi(text);
  if (font.widthOfTextAtSize(value, size) <= maxWidth) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}…`, size) > maxWidth) value = value.slice(0, -1);
  return `${value.trimEnd()}…`;
}

/** `text` word-wrapped into at most `maxLines` lines of `maxWidth`, the last one shortened. */
function wrapLines(text: string, font: PDFFont, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = toWinAnsi(text).split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const candidate = line ? `${line} ${words[i]}` : words[i]!;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      if (lines.length === maxLines - 1) {
        lines.push(fit(words.slice(i - line.split(' ').length).join(' '), font, size, maxWidth));
        return lines;
      }
      lines.push(line);
      line = words[i]!;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(fit(line, font, size, maxWidth));
  return lines;
}

function drawQr(page: PDFPage, matrix: boolean[][], x: number, y: number, side: number): void {
  const module = side / matrix.length;
  matrix.forEach((row, rowIndex) => {
    const top = y + side - (rowIndex + 1) * module;
    let start = -1;
    for (let column = 0; column <= row.length; column++) {
      const isDark = column < row.length && row[column] === true;
      if (isDark && start < 0) start = column;
      if (!isDark && start >= 0) {
        // A hair wider and taller than the run, so neighbouring rectangles leave no white seams.
        page.drawRectangle({
          x: x + start * module,
          y: top - 0.02,
          width: (column - start) * module + 0.02,
          height: module + 0.04,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  });
}

/** Draws one label with its lower left corner at (x, y). */
function drawLabel(
  page: PDFPage,
  fonts: Fonts,
  sticker: QrSticker,
  x: number,
  y: number,
  locale: DocumentLocale,
): void {
  const side = LABEL.height - 2 * PADDING;
  drawQr(page, stickerQrMatrix(sticker.url), x + PADDING, y + PADDING, side);

  const textX = x + PADDING + side + 2 * MM;
  const textWidth = x + LABEL.width - PADDING - textX;
  const draw = (text: string, baseline: number, size: number, bold = false, color = COLORS.text) =>
    page.drawText(fit(text, bold ? fonts.bold : fonts.regular, size, textWidth), {
      x: textX,
      y: baseline,
      size,
      font: bold ? fonts.bold : fonts.regular,
      color,
    });

  let baseline = y + LABEL.height - PADDING - 9;
  draw(sticker.number, baseline, 10, true, COLORS.brand);
  for (const line of wrapLines(sticker.name, fonts.regular, 7.5, textWidth, 2)) {
    baseline -= 9;
    draw(line, baseline, 7.5);
  }
  baseline -= 2;
  for (const fact of stickerFacts(sticker, locale)) {
    baseline -= 9;
    draw(fact, baseline, 7.5, true);
  }

  const bottom = y + PADDING;
  // The regulation's title only: an article would not fit the label at this size.
  draw(citeSource({ ...RECORD_LAW.source, article: '' }, locale), bottom + 26.5, 6, false, COLORS.muted);
  draw(LABELS[locale].scan, bottom + 18, 6, false, COLORS.muted);
  draw(SERVICE_COMPANY.name, bottom + 9.5, 6, false, COLORS.muted);
  draw(`Service: ${SERVICE_COMPANY.phone}`, bottom + 1, 7.5, true);
}

export interface QrStickerPdfOptions {
  /** `label`: one label per label-sized page; `sheet`: A4 sheets of 3 x 8 labels. */
  layout: 'label' | 'sheet';
  title: string;
  /** The document date (creation and modification); never the clock, so output is deterministic. */
  date: Date;
  /** The reader's language; Dutch when left out. */
  locale?: DocumentLocale;
}

export async function renderQrStickerPdf(
  stickers: readonly QrSticker[],
  options: QrStickerPdfOptions,
): Promise<Uint8Array> {
  const locale = options.locale ?? 'nl';
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(toWinAnsi(options.title));
  doc.setSubject(LABELS[locale].subject);
  doc.setAuthor(SERVICE_COMPANY.name);
  doc.setCreator(SERVICE_COMPANY.name);
  doc.setProducer('Koelservice klantportaal');
  doc.setLanguage(LABELS[locale].language);
  doc.setCreationDate(options.date);
  doc.setModificationDate(options.date);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  if (options.layout === 'label') {
    for (const sticker of stickers) {
      const page = doc.addPage([LABEL.width, LABEL.height]);
      drawLabel(page, fonts, sticker, 0, 0, locale);
    }
  } else {
    const top = (A4.height - SHEET.rows * LABEL.height) / 2;
    const left = (A4.width - SHEET.columns * LABEL.width) / 2;
    let page: PDFPage | undefined;
    stickers.forEach((sticker, index) => {
      const slot = index % LABELS_PER_SHEET;
      if (slot === 0) page = doc.addPage([A4.width, A4.height]);
      const column = slot % SHEET.columns;
      const row = Math.floor(slot / SHEET.columns);
      drawLabel(
        page!,
        fonts,
        sticker,
        left + column * LABEL.width,
        A4.height - top - (row + 1) * LABEL.height,
        locale,
      );
    });
  }
  if (doc.getPageCount() === 0)
    doc.addPage(options.layout === 'label' ? [LABEL.width, LABEL.height] : [A4.width, A4.height]);
  return doc.save();
}
