/**
 * The one interface behind which the server keeps file bytes (invoice PDFs, offer documents,
 * uploaded photos and documents). The database holds only a key; the bytes live here. The embedded
 * default stores them under `DATA_DIR/files`; an S3-compatible store can implement the same
 * interface later without touching any route (product.md §2).
 *
 * Keys are relative, slash-separated paths such as `invoices/2026/F2026-000123.pdf`. A key never
 * escapes the store: absolute keys, `..` segments, backslashes and empty segments are refused.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStore {
  /** Stores `bytes` under `key`, replacing what was there. Readers see the old or the new bytes, never a mix. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Opens the bytes stored under `key`, or answers null when there are none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes `key`; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${JSON.stringify(key)}`);
    this.name = 'InvalidFileKeyError';
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Checks that `key` is a relative path made of plain segments (letters, digits, `.`, `_`, `-`),
 * none of them `.` or `..`, and returns its segments. Throws InvalidFileKeyError otherwise.
 */
export function parseFileKey(key: string): string[] {
  if (key.length === 0 || key.length > 512) throw new InvalidFileKeyError(key);
  const segments = key.split('/');
  for (const segment of segments) {
    if (!SAFE_SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new InvalidFileKeyError(key);
    }
  }
  return segments;
}

/**
 * A FileStore on the local file system under `rootDir`. Writes go to a temporary file in the
 * target directory first and are then renamed into place, which is atomic on one file system:
 * a crash mid-write leaves at most a stray `.tmp-*` file, never a truncated document.
 * The content type is not stored: the database row that references the key records it.
 */
export class LocalFileStore implements FileStore {
  private readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.tmp-${randomUUID()}`;
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const target = this.resolve(key);
    try {
      const info = await stat(target);
      if (!info.isFile()) return null;
      return { stream: createReadStream(target), size: info.size };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  /** Maps a key to an absolute path inside rootDir (after validating it). */
  private resolve(key: string): string {
    const target = path.join(this.rootDir, ...parseFileKey(key));
    // Defence in depth: parseFileKey already refuses every escaping key.
    if (!target.startsWith(this.rootDir + path.sep)) throw new InvalidFileKeyError(key);
    return target;
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}
