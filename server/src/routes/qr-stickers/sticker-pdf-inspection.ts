/**
 * Test support: reads back what the sticker PDFs draw, without a PDF renderer. The pages' content
 * streams are inflated; the text comes from their `<hex> Tj` operators, and the QR codes are
 * rebuilt from the filled rectangles (the only rectangles a sticker draws), rasterised and decoded
 * with jsQR, the library the PWA's scanner falls back to. So a test checks what a phone would read.
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFArray, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

function decodedStream(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = stream.getContents();
  return (filter ? inflateSync(bytes) : Buffer.from(bytes)).toString('latin1');
}

/** The content stream of one page, all parts joined. */
export function pageContent(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => page.doc.context.lookup(ref as PDFRef))
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map(decodedStream)
    .join('\n');
}

/** The strings a page draws, in drawing order (WinAnsi read as Latin-1, the euro sign aside). */
export function pageTexts(page: PDFPage): string[] {
  return [...pageContent(page).matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
    Buffer.from(match[1]!, 'hex').toString('latin1'),
  );
}

interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The filled rectangles pdf-lib's drawRectangle left on a page. */
export function pageRectangles(page: PDFPage): Rectangle[] {
  const pattern =
    /1 0 0 1 ([\d.-]+) ([\d.-]+) cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 ([\d.-]+) l\n([\d.-]+) [\d.-]+ l\n[\d.-]+ 0 l\nh\nf/g;
  return [...pageContent(page).matchAll(pattern)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    height: Number(match[3]),
    width: Number(match[4]),
  }));
}

/**
 * Decodes the QR code drawn inside `area` of a page (PDF points, origin bottom left), rasterised at
 * `scale` pixels per point on white; null when no code is found there.
 */
export function decodeQrIn(page: PDFPage, area: Rectangle, scale = 4): string | null {
  const width = Math.ceil(area.width * scale);
  const height = Math.ceil(area.height * scale);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const rect of pageRectangles(page)) {
    const left = Math.round((rect.x - area.x) * scale);
    const right = Math.round((rect.x + rect.width - area.x) * scale);
    const top = Math.round((area.y + area.height - (rect.y + rect.height)) * scale);
    const bottom = Math.round((area.y + area.height - rect.y) * scale);
    for (let py = Math.max(0, top); py < Math.min(height, bottom); py++) {
      for (let px = Math.max(0, left); px < Math.min(width, right); px++) {
        const offset = (py * width + px) * 4;
        pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
      }
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false });
}
