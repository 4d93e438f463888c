/**
 * A FileStore held in process memory, for tests and for throw-away runs (benchmarks, seeding
 * checks). Never used by the running server: files must survive a restart there.
 */
import { Readable } from 'node:stream';
import { parseFileKey, type FileStore, type StoredFile } from './file-store';

export class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, { bytes: Uint8Array; contentType: string }>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    parseFileKey(key);
    // Copy, so a caller that reuses its buffer cannot change what was stored.
    this.files.set(key, { bytes: new Uint8Array(bytes), contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    parseFileKey(key);
    const file = this.files.get(key);
    if (!file) return null;
    return { stream: Readable.from([Buffer.from(file.bytes)]), size: file.bytes.byteLength };
  }

  async delete(key: string): Promise<void> {
    parseFileKey(key);
    this.files.delete(key);
  }

  /** The keys stored, sorted: lets tests assert what was written. */
  keys(): string[] {
    return [...this.files.keys()].sort();
  }

  /** The stored bytes and content type of `key`, for assertions. */
  peek(key: string): { bytes: Uint8Array; contentType: string } | undefined {
    return this.files.get(key);
  }
}
