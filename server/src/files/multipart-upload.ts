/**
 * Multipart uploads (product.md §7), the same for every upload route: the plugin's limits from the
 * shared upload limits, one file part read and checked by its bytes (415 when its real type is not
 * allowed, whatever its name or declared type say), and @fastify/multipart's limit errors turned into
 * our own localized 413/415 answers.
 */
import type { MultipartFile } from '@fastify/multipart';
import { sniffContentType, type UploadLimits } from '../../../src/lib/upload-limits';
import type { FastifyRequest } from 'fastify';
import { fieldRefusal, HttpError } from '../plugins/http-error';
import type { FileStore } from './file-store';

export interface ReceivedFile {
  /** The base name as the client gave it, cleaned (`safeFileName`). */
  name: string;
  /** The type its bytes show, never the declared one. */
  contentType: string;
  bytes: Uint8Array;
}

/** Options for registering @fastify/multipart in an upload route plugin: `fields` text fields at most. */
export function multipartOptions(limits: UploadLimits, fields: number) {
  return {
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields,
      parts: limits.maxFiles + fields,
    },
  };
}

/** The file's base name without path or control characters, at most 200 characters. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

/** Reads one file part completely; 415 when its bytes are not one of the allowed types. */
export async function receiveFilePart(
  part: MultipartFile,
  limits: UploadLimits,
  fallbackName: string,
): Promise<ReceivedFile> {
  const bytes = new Uint8Array(await part.toBuffer());
  const name = safeFileName(part.filename, fallbackName);
  const contentType = sniffContentType(bytes, name);
  if (!contentType || !limits.contentTypes.includes(contentType)) {
    throw new HttpError(415, 'fileTypeNotAllowed');
  }
  return { name, contentType, bytes };
}

/** A multipart limit error of @fastify/multipart, as our own localized 413 or 415; others unchanged. */
export function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'fileTooLarge');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'tooManyFiles');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, 'unsupportedMediaType');
  return error;
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
