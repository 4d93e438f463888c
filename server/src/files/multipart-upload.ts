/**
 * Multipart uploads (product.md §7), read the same way by every upload route (`receiveUpload`):
 *
 * - Size: a declared `Content-Length` over the route's bound (`maxUploadBytes`) answers 413 before a
 *   byte of the body is read; without one (chunked), each file stops at its limit (413) and the whole
 *   body at the bound (the connection is dropped). Every refusal of an upload closes the connection,
 *   so the rest of an unread body is never drained.
 * - Content: each file is checked by its bytes (415 when its real type is not allowed, whatever its
 *   name or declared type say) and named by that type (`fileNameForType`).
 * - Text: field values and file names obey the input rules (`hasForbiddenCharacters`: 422 naming the
 *   field); a field the route does not read, a field sent twice or over its size answers 422 too.
 * - Malformed bodies: every error the multipart parser raises for a bad body (no boundary, garbage,
 *   truncated parts, ...) answers 400 `malformedMultipart`, never a 500.
 * - Idempotency: the request's body becomes what was received (fields, and per file its name, type,
 *   size and SHA-256), so `runCommand` fingerprints the content: one `Idempotency-Key` with another
 *   file answers 422 `idempotencyKeyReused` instead of replaying the first file's answer.
 */
import { createHash } from 'node:crypto';
import { finished } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sniffContentType, type UploadLimits } from '../../../src/lib/upload-limits';
import { fieldRefusal, HttpError, isHttpError } from '../plugins/http-error';
import { forbiddenTextPaths, hasForbiddenCharacters } from '../plugins/input-rules';
import type { FileStore } from './file-store';
import { fileNameForType } from './file-names';

export interface ReceivedFile {
  /** The client's name, cleaned and with an extension of `contentType` (`fileNameForType`). */
  name: string;
  /** The type its bytes show, never the declared one. */
  contentType: string;
  bytes: Uint8Array;
}

/** What an upload route accepts besides its limits. */
export interface UploadRules {
  limits: UploadLimits;
  /** The text fields the route reads; any other field answers 422 naming it. */
  fieldNames: readonly string[];
  /** The stem of a file sent without a usable name (`bestand`, `foto`). */
  fallbackName: string;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** The text fields sent, each at most once. */
  fields: Partial<Record<string, string>>;
}

/** The largest text field (JSON lists of ids are a few KB at most). */
const maxFieldBytes = 16 * 1024;
/** What one part may add besides its content: boundary and part headers (name, file name, type). */
const partOverheadBytes = 8 * 1024;

/** Options for registering @fastify/multipart in an upload route plugin. */
export function multipartOptions(rules: UploadRules) {
  return {
    limits: {
      fileSize: rules.limits.maxFileBytes,
      files: rules.limits.maxFiles,
      fields: rules.fieldNames.length,
      parts: rules.limits.maxFiles + rules.fieldNames.length,
      fieldSize: maxFieldBytes,
      headerPairs: 20,
    },
  };
}

/** The largest body an upload within the rules can have: every file and field at its limit. */
export function maxUploadBytes(rules: UploadRules): number {
  const files = rules.limits.maxFiles * (rules.limits.maxFileBytes + partOverheadBytes);
  const fields = rules.fieldNames.length * (maxFieldBytes + partOverheadBytes);
  return files + fields + partOverheadBytes;
}

/** The same refusal, answered with `Connection: close` so the rest of the body is not read. */
function closingConnection(error: HttpError): HttpError {
  return new HttpError(error.statusCode, error.messageKey, error.fieldErrors, {
    ...error.headers,
    connection: 'close',
  });
}

/**
 * Any error raised while reading a multipart body, as our own localized answer: the plugin's limits
 * as 413, a request that is not multipart as 415, and everything else the parser (busboy) or the
 * plugin raise for a bad body (no or a bad boundary, garbage, truncated parts, a premature close,
 * `__proto__` fields, bad JSON fields) as 400 `malformedMultipart`. Our own refusals pass unchanged.
 */
export function asUploadError(request: FastifyRequest, error: unknown): HttpError {
  if (isHttpError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'fileTooLarge');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'tooManyFiles');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, 'unsupportedMediaType');
  request.log.info({ err: error }, 'malformed multipart body');
  return new HttpError(400, 'malformedMultipart');
}

/**
 * The bytes of one file part; 413 as soon as it passes the file size limit. (The plugin's `toBuffer`
 * would wait for the end of the part, reading a chunked body of any size to its end before refusing.)
 */
function readFileBytes(part: MultipartFile): Promise<Uint8Array> {
  const file = part.file;
  return new Promise((resolve, reject) => {
    const tooLarge = () => reject(new HttpError(413, 'fileTooLarge'));
    if (file.truncated) return tooLarge();
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', tooLarge);
    // `finished` also settles for a part the parser already destroyed (a body cut off mid-part).
    finished(file, (error) => {
      if (error) reject(error);
      else if (file.truncated) tooLarge();
      else resolve(new Uint8Array(Buffer.concat(chunks)));
    });
  });
}

async function receiveFile(part: MultipartFile, rules: UploadRules, request: FastifyRequest) {
  if (hasForbiddenCharacters(part.filename)) throw fieldRefusal(request, part.fieldname, 'invalidCharacters');
  const bytes = await readFileBytes(part);
  const contentType = sniffContentType(bytes, part.filename);
  if (!contentType || !rules.limits.contentTypes.includes(contentType)) {
    throw new HttpError(415, 'fileTypeNotAllowed');
  }
  return { name: fileNameForType(part.filename, contentType, rules.fallbackName), contentType, bytes };
}

function receiveField(
  part: MultipartValue,
  rules: UploadRules,
  fields: Partial<Record<string, string>>,
  request: FastifyRequest,
): void {
  const name = part.fieldname;
  if (part.fieldnameTruncated || !rules.fieldNames.includes(name)) {
    throw fieldRefusal(request, name, 'unknownField');
  }
  if (Object.hasOwn(fields, name)) throw fieldRefusal(request, name, 'invalidValue');
  if (part.valueTruncated) throw fieldRefusal(request, name, 'fieldTooLong');
  // A part sent as application/json arrives parsed; it is judged as the text it was.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  if (
    typeof part.value === 'string' ? hasForbiddenCharacters(value) : forbiddenTextPaths(part.value).length
  ) {
    throw fieldRefusal(request, name, 'invalidCharacters');
  }
  fields[name] = value;
}

/**
 * Reads a multipart upload completely, before any transaction starts: its files (checked by their
 * bytes and named by their type) and its text fields (raw; the route parses them). Every refusal is
 * an `HttpError`, answered with `Connection: close`.
 */
export async function receiveUpload(request: FastifyRequest, rules: UploadRules): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
  const maxBytes = maxUploadBytes(rules);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw closingConnection(new HttpError(413, 'bodyTooLarge'));
  }

  // Counts what arrives without a declared length. Paused first, so that listening does not start the
  // flow before the parser is piped in (piping resumes it); past the bound the connection is dropped.
  const raw = request.raw;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) raw.destroy();
  };
  raw.pause();
  raw.on('data', count);

  const files: ReceivedFile[] = [];
  const fields: Partial<Record<string, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push(await receiveFile(part, rules, request));
      else receiveField(part, rules, fields, request);
    }
  } catch (error) {
    throw closingConnection(asUploadError(request, error));
  } finally {
    raw.off('data', count);
  }

  request.body = {
    fields,
    files: files.map((file) => ({
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    })),
  };
  return { files, fields };
}

/** Parses the JSON text field `field` with `parse`; 422 on the field when it is not valid JSON. */
export function jsonField<T>(
  request: FastifyRequest,
  field: string,
  text: string | undefined,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldRefusal(request, field, 'invalidValue');
  }
  const parsed = parse(value);
  if (parsed === undefined) throw fieldRefusal(request, field, 'invalidValue');
  return parsed;
}

/** Stores one received file under `key` during an upload command (see `withStoredUploads`). */
export type StoreUpload = (key: string, file: ReceivedFile) => Promise<void>;

/**
 * Runs an upload command so it leaves no file behind when it fails: every file stored through
 * `store` is deleted again if `command` throws (a taken id, a refused check, a rolled-back
 * transaction). Inside the command, store a file only after its row was claimed in the transaction
 * (`insert ... on conflict do nothing` returned the row), so a taken id never overwrites the file
 * of the record that owns it.
 */
export async function withStoredUploads<T>(
  fileStore: FileStore,
  command: (store: StoreUpload) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await command(async (key, file) => {
      await fileStore.put(key, file.bytes, file.contentType);
      stored.push(key);
    });
  } catch (error) {
    await Promise.all(stored.map((key) => fileStore.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * The ids a client chose for its files (the PWA creates records offline with their final id): none,
 * or exactly one distinct id per file; anything else is a 422 on `field`.
 */
export function clientChosenIds(
  request: FastifyRequest,
  ids: readonly string[] | undefined,
  fileCount: number,
  field: string,
): readonly string[] | undefined {
  if (ids === undefined) return undefined;
  if (ids.length !== fileCount || new Set(ids).size !== ids.length) {
    throw fieldRefusal(request, field, 'invalidValue');
  }
  return ids;
}
