/**
 * The page-layout engine shared by the invoice, offer and work-report PDFs: A4 pages with the
 * service company's letterhead and a legal footer on every page, a text cursor that moves down and
 * opens a new page when the next block does not fit, word-wrapped paragraphs, label/value blocks
 * and tables whose header repeats after a page break. Only the standard Helvetica fonts are used,
 * so every string passes through toWinAnsi() before it is drawn.
 *
 * Output is deterministic: the document dates are set from the caller's date, never the clock.
 */
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { toWinAnsi, type DocumentLocale } from './pdf-format';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const HEADER_BOTTOM = A4.height - 112;
const FOOTER_TOP = 62;

export const COLORS = {
  brand: rgb(0.04, 0.32, 0.52),
  accent: rgb(0.2, 0.62, 0.75),
  text: rgb(0.12, 0.14, 0.17),
  muted: rgb(0.4, 0.44, 0.49),
  rule: rgb(0.8, 0.84, 0.88),
  fill: rgb(0.93, 0.95, 0.97),
  white: rgb(1, 1, 1),
} as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
}

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface DocumentInfo {
  title: string;
  subject: string;
  /** The document's own date; also written as the PDF creation date. */
  date: Date;
  /** The reader's language: the letterhead, the footer and the PDF's language tag. Dutch by default. */
  locale?: DocumentLocale;
}

const CHROME = {
  nl: {
    trades: 'Koeltechniek  ·  Klimaattechniek  ·  Warmtepompen',
    certified: (certificate: string) => `F-gassen gecertificeerd bedrijf, certificaat ${certificate}`,
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
    language: 'nl-NL',
  },
  en: {
    trades: 'Refrigeration  ·  Climate control  ·  Heat pumps',
    certified: (certificate: string) => `F-gas certified company, certificate ${certificate}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    language: 'en-GB',
  },
} as const;

export class PdfWriter {
  /** The cursor: the y of the top of the next block on the current page. */
  y = HEADER_BOTTOM;
  private page!: PDFPage;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly locale: DocumentLocale,
  ) {}

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(toWinAnsi(info.title));
    doc.setSubject(toWinAnsi(info.subject));
    doc.setAuthor(SERVICE_COMPANY.name);
    doc.setCreator(SERVICE_COMPANY.name);
    doc.setProducer('Koelservice klantportaal');
    const locale = info.locale ?? 'nl';
    doc.setLanguage(CHROME[locale].language);
    doc.setCreationDate(info.date);
    doc.setModificationDate(info.date);
    const writer = new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      locale,
    );
    writer.newPage();
    return writer;
  }

  /** Starts a new page with the letterhead and puts the cursor below it. */
  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.drawLetterhead();
    this.y = HEADER_BOTTOM;
  }

  /** Opens a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height < FOOTER_TOP + 10) this.newPage();
  }

  /** Moves the cursor down. */
  gap(points: number): void {
    this.y -= points;
  }

  font(style: TextStyle = {}): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /** Width of `text` in the given style. */
  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(toWinAnsi(text), style.size ?? 9.5);
  }

  /** Draws one line of text with its baseline at `y` (does not move the cursor). */
  drawText(text: string, x: number, y: number, style: TextStyle = {}): void {
    this.page.drawText(toWinAnsi(text), {
      x,
      y,
      size: style.size ?? 9.5,
      font: this.font(style),
      color: style.color ?? COLORS.text,
    });
  }

  /** Draws text right-aligned so it ends at `right`. */
  drawTextRight(text: string, right: number, y: number, style: TextStyle = {}): void {
    this.drawText(text, right - this.width(text, style), y, style);
  }

  drawRule(x1: number, x2: number, y: number, color: Color = COLORS.rule, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
  }

  drawBox(x: number, y: number, width: number, height: number, color: Color = COLORS.fill): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  /** Splits text into lines no wider than `maxWidth`, honouring explicit line breaks. */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of toWinAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.width(candidate, style) > maxWidth) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A wrapped paragraph at the cursor, breaking pages between lines. */
  paragraph(text: string, style: TextStyle = {}, x = MARGIN, maxWidth = CONTENT_WIDTH): void {
    const size = style.size ?? 9.5;
    const lineHeight = size * 1.4;
    for (const line of this.wrap(text, maxWidth, style)) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      this.drawText(line, x, this.y + size * 0.3, style);
    }
  }

  /** A section heading with a thin accent rule under it. */
  heading(text: string): void {
    this.ensureSpace(40);
    this.y -= 18;
    this.drawText(text, MARGIN, this.y, { size: 11, bold: true, color: COLORS.brand });
    this.y -= 6;
    this.drawRule(MARGIN, MARGIN + CONTENT_WIDTH, this.y, COLORS.accent, 0.8);
    this.y -= 4;
  }

  /** The document title, large, at the cursor. */
  title(text: string): void {
    this.y -= 22;
    this.drawText(text, MARGIN, this.y, { size: 20, bold: true, color: COLORS.brand });
    this.y -= 10;
  }

  /**
   * Label/value rows at column `x` (labels muted, values regular) starting at `top`; answers the
   * y below the last row. Does not move the cursor, so two blocks can stand side by side.
   */
  keyValues(rows: readonly (readonly [string, string])[], x: number, top: number, labelWidth = 90): number {
    let y = top;
    for (const [label, value] of rows) {
      y -= 13;
      this.drawText(label, x, y, { size: 8.5, color: COLORS.muted });
      this.drawText(value, x + labelWidth, y, { size: 9.5 });
    }
    return y;
  }

  /** Plain lines at column `x` from `top` (the first one bold when `boldFirst`); answers the y below. */
  lines(lines: readonly string[], x: number, top: number, boldFirst = false): number {
    let y = top;
    lines.forEach((line, index) => {
      y -= 13;
      this.drawText(line, x, y, { size: 9.5, bold: boldFirst && index === 0 });
    });
    return y;
  }

  /**
   * A table at the cursor. The first column wraps; the others are single-line. The header row is
   * drawn again at the top of every page the table continues on.
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const padding = 5;
    const size = 9;
    const lineHeight = 12;
    const drawHeader = () => {
      this.ensureSpace(22 + lineHeight + 2 * padding);
      this.y -= 20;
      this.drawBox(MARGIN, this.y, CONTENT_WIDTH, 20, COLORS.brand);
      this.drawCells(
        columns,
        columns.map((c) => c.header),
        this.y + 7,
        padding,
        {
          size: 8.5,
          bold: true,
          color: COLORS.white,
        },
      );
    };
    drawHeader();
    rows.forEach((row, rowIndex) => {
      const wrapped = this.wrap(row[0] ?? '', columns[0]!.width - 2 * padding, { size });
      const height = wrapped.length * lineHeight + 2 * padding - 2;
      if (this.y - height < FOOTER_TOP + 10) {
        this.newPage();
        drawHeader();
      }
      this.y -= height;
      if (rowIndex % 2 === 1) this.drawBox(MARGIN, this.y, CONTENT_WIDTH, height, COLORS.fill);
      const firstBaseline = this.y + height - padding - size + 1;
      wrapped.forEach((line, i) =>
        this.drawText(line, MARGIN + padding, firstBaseline - i * lineHeight, { size }),
      );
      this.drawCells(columns.slice(1), row.slice(1), firstBaseline, padding, { size }, columns[0]!.width);
    });
    this.drawRule(MARGIN, MARGIN + CONTENT_WIDTH, this.y);
  }

  private drawCells(
    columns: readonly TableColumn[],
    cells: readonly string[],
    baseline: number,
    padding: number,
    style: TextStyle,
    offset = 0,
  ): void {
    let x = MARGIN + offset;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? '';
      if (column.align === 'right') this.drawTextRight(cell, x + column.width - padding, baseline, style);
      else this.drawText(cell, x + padding, baseline, style);
      x += column.width;
    });
  }

  private drawLetterhead(): void {
    const top = A4.height;
    this.page.drawRectangle({ x: 0, y: top - 8, width: A4.width, height: 8, color: COLORS.brand });
    this.page.drawRectangle({ x: 0, y: top - 10.5, width: A4.width, height: 2.5, color: COLORS.accent });
    this.drawText(SERVICE_COMPANY.name, MARGIN, top - 48, { size: 17, bold: true, color: COLORS.brand });
    this.drawText(CHROME[this.locale].trades, MARGIN, top - 63, {
      size: 8.5,
      color: COLORS.muted,
    });
    const contact = [
      SERVICE_COMPANY.street,
      `${SERVICE_COMPANY.postalCode}  ${SERVICE_COMPANY.city}`,
      `T ${SERVICE_COMPANY.phone}`,
      SERVICE_COMPANY.email,
      SERVICE_COMPANY.website,
    ];
    contact.forEach((line, i) => {
      this.drawTextRight(line, A4.width - MARGIN, top - 36 - i * 11, { size: 8, color: COLORS.muted });
    });
    this.drawRule(MARGIN, A4.width - MARGIN, top - 96);
  }

  /** Draws the footer (legal details, page x of n) on every page, then serializes the document. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const legal =
      `${SERVICE_COMPANY.name}  ·  KvK ${SERVICE_COMPANY.kvk}  ·  btw ${SERVICE_COMPANY.vatNumber}  ·  ` +
      `IBAN ${SERVICE_COMPANY.iban}  ·  BIC ${SERVICE_COMPANY.bic}`;
    pages.forEach((page, index) => {
      this.page = page;
      this.drawRule(MARGIN, A4.width - MARGIN, FOOTER_TOP - 12);
      this.drawText(legal, MARGIN, FOOTER_TOP - 26, { size: 7, color: COLORS.muted });
      this.drawText(
        CHROME[this.locale].certified(SERVICE_COMPANY.fgasCompanyCertificate),
        MARGIN,
        FOOTER_TOP - 36,
        {
          size: 7,
          color: COLORS.muted,
        },
      );
      this.drawTextRight(
        CHROME[this.locale].page(index + 1, pages.length),
        A4.width - MARGIN,
        FOOTER_TOP - 36,
        {
          size: 7,
          color: COLORS.muted,
        },
      );
    });
    return this.doc.save();
  }
}
