import { describe, expect, it } from 'vitest';
import { decodeQrIn, loadPdf, pageRectangles, pageTexts } from '../routes/qr-stickers/sticker-pdf-inspection';
import { A4 } from './pdf-writer';
import {
  LABEL,
  LABELS_PER_SHEET,
  SHEET,
  renderQrStickerPdf,
  stickerFacts,
  stickerQrMatrix,
  stickerUrl,
  type QrSticker,
} from './qr-sticker-pdf';

const date = new Date('2026-11-20T10:00:00Z');

function sticker(n: number, overrides: Partial<QrSticker> = {}): QrSticker {
  return {
    number: `SO-${String(n).padStart(6, '0')}`,
    name: `Koelcel zuivel ${n}`,
    refrigerant: 'R404A',
    chargeKg: 12.5,
    co2EqTonnes: 49.025,
    url: stickerUrl('https://portaal.koelservice.example', `a1b2c3d4e5f6a7b8c9d0e1f${n % 10}`),
    ...overrides,
  };
}

describe('stickerUrl', () => {
  it("opens the device's public page on the portal's public URL, whatever trailing slashes it has", () => {
    expect(stickerUrl('https://portaal.example/', 'abc123def456')).toBe(
      'https://portaal.example/public/serviceobjects/abc123def456',
    );
  });
});

describe('stickerQrMatrix', () => {
  it('encodes exactly the URL, as a phone camera reads it back', async () => {
    const url = stickerUrl('https://portaal.koelservice.example', '7f3a9c2e1b4d6f8a0c2e4b6d');
    const pdf = await renderQrStickerPdf([{ ...sticker(1), url }], { layout: 'label', title: 't', date });
    const page = (await loadPdf(pdf)).getPage(0);
    expect(decodeQrIn(page, { x: 0, y: 0, width: LABEL.width, height: LABEL.height })).toBe(url);
    expect(stickerQrMatrix(url).length).toBeGreaterThan(21);
  });
});

describe('stickerFacts', () => {
  it('prints refrigerant, charge and CO2-equivalent with Dutch decimals, the tonnes always with three', () => {
    expect(stickerFacts(sticker(1))).toEqual(['R404A · 12,5 kg', '49,025 t CO₂-eq']);
    expect(stickerFacts(sticker(1, { co2EqTonnes: 49.02 }))).toEqual(['R404A · 12,5 kg', '49,020 t CO₂-eq']);
  });

  it('prints English decimals for an English reader', () => {
    expect(stickerFacts(sticker(1, { co2EqTonnes: 1234.5 }), 'en')).toEqual([
      'R404A · 12.5 kg',
      '1,234.500 t CO₂-eq',
    ]);
  });

  it('says the refrigerant is unknown and leaves out what is missing', () => {
    expect(stickerFacts(sticker(1, { refrigerant: null, chargeKg: null, co2EqTonnes: null }))).toEqual([
      'Koudemiddel onbekend',
    ]);
  });
});

describe('renderQrStickerPdf', () => {
  it('puts one label on a 70 x 37 mm page with the number, name, refrigerant and the company phone', async () => {
    const doc = await loadPdf(
      await renderQrStickerPdf([sticker(7)], { layout: 'label', title: 'QR-sticker SO-000007', date }),
    );
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getWidth()).toBeCloseTo((70 / 25.4) * 72, 1);
    expect(doc.getPage(0).getHeight()).toBeCloseTo((37 / 25.4) * 72, 1);
    expect(doc.getTitle()).toBe('QR-sticker SO-000007');
    expect(doc.getAuthor()).toBe('Koelservice Nederland B.V.');
    const texts = pageTexts(doc.getPage(0));
    expect(texts).toEqual(
      expect.arrayContaining([
        'SO-000007',
        'Koelcel zuivel 7',
        'R404A · 12,5 kg',
        '49,025 t CO2-eq',
        'Verordening (EU) 2024/573',
        'F-gassenlogboek: scan de code',
        'Service: 030 - 241 88 00',
      ]),
    );
  });

  it('writes the label in English, citing the regulation in English, for an English reader', async () => {
    const doc = await loadPdf(
      await renderQrStickerPdf([sticker(7)], { layout: 'label', title: 't', date, locale: 'en' }),
    );
    const texts = pageTexts(doc.getPage(0));
    expect(texts).toEqual(
      expect.arrayContaining([
        'R404A · 12.5 kg',
        '49.025 t CO2-eq',
        'Regulation (EU) 2024/573',
        'F-gas logbook: scan the code',
      ]),
    );
    expect(texts).not.toContain('Verordening (EU) 2024/573');
  });

  it('fills A4 sheets with 3 x 8 labels and starts a new sheet for the 25th, each code readable', async () => {
    const stickers = Array.from({ length: LABELS_PER_SHEET + 2 }, (_, i) => sticker(i + 1));
    const doc = await loadPdf(
      await renderQrStickerPdf(stickers, { layout: 'sheet', title: 'QR-stickers', date }),
    );
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getWidth()).toBeCloseTo(A4.width, 1);
    const first = pageTexts(doc.getPage(0));
    expect(first).toContain('SO-000001');
    expect(first).toContain('SO-000024');
    expect(first).not.toContain('SO-000025');
    expect(pageTexts(doc.getPage(1))).toEqual(expect.arrayContaining(['SO-000025', 'SO-000026']));

    // The label in column 2, row 3 (the 8th) holds the 8th device's code.
    const top = (A4.height - SHEET.rows * LABEL.height) / 2;
    const left = (A4.width - SHEET.columns * LABEL.width) / 2;
    const area = {
      x: left + 1 * LABEL.width,
      y: A4.height - top - 3 * LABEL.height,
      width: LABEL.width,
      height: LABEL.height,
    };
    expect(decodeQrIn(doc.getPage(0), area)).toBe(stickers[7]!.url);
    expect(pageRectangles(doc.getPage(0)).length).toBeGreaterThan(24 * 21);
  });

  it('shortens a long name to two lines instead of running off the label', async () => {
    const name = 'Koel- en vriescombinatie met twee verdampers en warmteterugwinning voor de slagerij achter';
    const doc = await loadPdf(
      await renderQrStickerPdf([sticker(1, { name })], { layout: 'label', title: 't', date }),
    );
    const texts = pageTexts(doc.getPage(0));
    const nameLines = texts.slice(1, 3);
    expect(nameLines.join(' ').startsWith('Koel- en')).toBe(true);
    expect(nameLines[1]!.endsWith('\u0085') || nameLines[1]!.endsWith('…')).toBe(true);
    expect(texts[3]).toBe('R404A · 12,5 kg');
  });

  it('renders the same bytes for the same data', async () => {
    const render = () => renderQrStickerPdf([sticker(1), sticker(2)], { layout: 'sheet', title: 't', date });
    expect(Buffer.from(await render()).equals(Buffer.from(await render()))).toBe(true);
  });
});
