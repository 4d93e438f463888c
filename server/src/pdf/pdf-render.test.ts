import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf';
import { renderOfferPdf } from './offer-pdf';
import { sampleInvoice, sampleOffer, sampleWorkReport } from './pdf-samples';
import { renderWorkReportPdf } from './work-report-pdf';

const A4_WIDTH = 595.28;
const hasPdfToText = existsSync('/usr/bin/pdftotext');

/** The text of a PDF as poppler extracts it (only where poppler-utils is installed). */
function extractText(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each([
  ['invoice', () => renderInvoicePdf(sampleInvoice), 'Factuur F2026-000123'],
  ['offer', () => renderOfferPdf(sampleOffer), 'Offerte OF2026-0042'],
  ['work report', () => renderWorkReportPdf(sampleWorkReport), 'Werkbon WB2026-01877'],
] as const)('the %s PDF', (_kind, render, title) => {
  it('parses back as an A4 document with its title', async () => {
    const doc = await PDFDocument.load(await render());
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getPage(0).getWidth()).toBeCloseTo(A4_WIDTH, 1);
    expect(doc.getTitle()).toBe(title);
    expect(doc.getAuthor()).toBe('Koelservice Nederland B.V.');
  });

  it('renders the same bytes for the same data', async () => {
    expect(Buffer.from(await render()).equals(Buffer.from(await render()))).toBe(true);
  });
});

describe('renderInvoicePdf', () => {
  it.skipIf(!hasPdfToText)(
    'prints the company details, the lines and the totals with 21% VAT in Dutch',
    async () => {
      const text = extractText(await renderInvoicePdf(sampleInvoice));
      for (const expected of [
        'Koelservice Nederland B.V.',
        'KvK 30123456',
        'NL91 ABNA 0417 1643 00',
        'Bakkerij De Jong Holding B.V.',
        'Filterdroger Danfoss DML 083',
        'Subtotaal excl. btw',
        '21% btw over € 485,95',
        '€ 102,05',
        '€ 588,00',
        'uiterlijk op 02-12-2026',
      ]) {
        expect(text).toContain(expected);
      }
    },
  );

  it('continues a long invoice on further pages, numbering them', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Onderhoud koelinstallatie ${i + 1}, inclusief lekcontrole en reinigen condensor`,
      quantity: 1,
      unit: 'post',
      unitPriceCents: 12500,
    }));
    const pdf = await renderInvoicePdf({ ...sampleInvoice, lines });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    if (hasPdfToText)
      expect(extractText(pdf)).toContain(`Pagina ${doc.getPageCount()} van ${doc.getPageCount()}`);
  });

  it('prints characters the standard fonts lack without failing', async () => {
    const pdf = await renderInvoicePdf({
      ...sampleInvoice,
      lines: [
        {
          description: 'Vulling ≥ 5 t CO₂-eq → halfjaarlijkse controle 日本',
          quantity: 1,
          unit: 'st',
          unitPriceCents: 100,
        },
      ],
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });
});
