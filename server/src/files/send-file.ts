/**
 * How the API answers a file (product.md §3 "Files"): its type and length, a `Content-Disposition`
 * that keeps Dutch names with accents (RFC 6266/5987 with an ASCII fallback) and whose extension
 * matches the served type (`fileNameForType`, also for names stored before that rule), `nosniff`, and
 * `private, no-store`: these files belong to one user, and the browser's HTTP cache is keyed by URL,
 * not by the user whose token fetched them (the PWA keeps files offline in a per-user cache instead).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { cleanFileName, fileNameForType } from './file-names';

/** RFC 5987 `value-chars`: UTF-8 percent-encoded, with `'()*` (which encodeURIComponent keeps) encoded too. */
function rfc5987Value(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `filename*` per RFC 6266/5987 plus an ASCII fallback, so Dutch names with accents survive. The
 * name is cleaned first (`cleanFileName`: no path, controls, bidi or zero-width characters, lone
 * surrogates), so a header never carries what the stored name should not have held.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const name = cleanFileName(fileName) || 'bestand';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987Value(name)}`;
}

export interface FileAnswer {
  body: Uint8Array | Readable;
  /** Byte length; taken from `body` when it is bytes. */
  size?: number;
  contentType: string;
  fileName: string;
  /** `inline` for what the page shows itself (a photo in an `<img>`); a download otherwise. */
  disposition?: 'attachment' | 'inline';
}

export function sendFile(reply: FastifyReply, file: FileAnswer) {
  const size = file.size ?? (file.body instanceof Uint8Array ? file.body.byteLength : undefined);
  if (size !== undefined) reply.header('content-length', String(size));
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      contentDisposition(fileNameForType(file.fileName, file.contentType, 'bestand'), file.disposition),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(
      file.body instanceof Uint8Array
        ? Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength)
        : file.body,
    );
}
