/**
 * File names as the server stores and serves them. A name is shown to people and given to their
 * operating system on download, so it must say what the file is and nothing else:
 * - no path, no control characters, and no invisible format characters (bidi overrides such as
 *   U+202E that make `gpj.exe` read as `exe.jpg`, zero-width characters), nor lone surrogates;
 * - its extension matches the type its bytes have (`rapport.html` holding a PDF becomes
 *   `rapport.html.pdf`): the last extension is what a desktop opens the file with;
 * - at most `maxFileNameLength` characters, shortened in the stem so the extension survives.
 */
import { fileExtensionsOf } from '../../../src/lib/upload-limits';

/** The longest name kept, in Unicode code points (never half a surrogate pair). */
export const maxFileNameLength = 200;

/** Extensions longer than this are taken as part of the name (`Offerte v1.2 definitief`). */
const maxExtensionLength = 10;

/**
 * Controls (Cc), format characters (Cf: bidi marks, embeddings, overrides and isolates, zero-width
 * space and joiners, BOM, soft hyphen, ...), line and paragraph separators, and lone surrogates.
 */
const invisibleCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Cs}/gu;

/** `name` without its path and without invisible characters, in NFC, trimmed; may be empty. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.normalize('NFC').replace(invisibleCharacters, '').trim();
}

function firstCodePoints(text: string, count: number): string {
  return Array.from(text).slice(0, Math.max(0, count)).join('');
}

/**
 * The name a file of `contentType` is stored and served under: `name` cleaned, with an extension
 * of its type (kept when the name has one, appended otherwise), shortened in the stem to
 * `maxFileNameLength`. `fallback` stands in for an empty stem. A type without known extensions keeps
 * the name's own extension.
 */
export function fileNameForType(name: string, contentType: string, fallback: string): string {
  const cleaned = cleanFileName(name);
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 ? cleaned.slice(dot + 1) : '';
  const allowed = fileExtensionsOf(contentType);
  let stem: string;
  let suffix: string;
  if (allowed.length === 0) {
    const isExtension = dot > 0 && extension.length > 0 && extension.length <= maxExtensionLength;
    stem = isExtension ? cleaned.slice(0, dot) : cleaned;
    suffix = isExtension ? `.${extension}` : '';
  } else if (allowed.includes(extension.toLowerCase())) {
    stem = cleaned.slice(0, dot);
    suffix = `.${extension}`;
  } else {
    stem = cleaned;
    suffix = `.${allowed[0]}`;
  }
  stem = stem.trim() || fallback;
  return `${firstCodePoints(stem, maxFileNameLength - Array.from(suffix).length).trimEnd()}${suffix}`;
}
