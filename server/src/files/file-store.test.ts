import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidFileKeyError, LocalFileStore, parseFileKey } from './file-store';
import { MemoryFileStore } from './memory-file-store';

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseFileKey', () => {
  it('accepts relative slash-separated keys', () => {
    expect(parseFileKey('invoices/2026/F2026-000123.pdf')).toEqual(['invoices', '2026', 'F2026-000123.pdf']);
  });

  it.each([
    '',
    '/etc/passwd',
    '../secret.pdf',
    'invoices/../../secret.pdf',
    'invoices/./a.pdf',
    'invoices//a.pdf',
    'invoices/',
    'C:\\windows\\a.pdf',
    'invoices\\a.pdf',
    'naam met spatie.pdf',
    '..',
  ])('refuses the key %j', (key) => {
    expect(() => parseFileKey(key)).toThrow(InvalidFileKeyError);
  });
});

describe('LocalFileStore', () => {
  let rootDir: string;
  let store: LocalFileStore;

  beforeEach(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    store = new LocalFileStore(rootDir);
  });

  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('returns the bytes it stored, with their size', async () => {
    await store.put('invoices/2026/a.pdf', bytes('%PDF-1.7 hallo'), 'application/pdf');
    const file = await store.get('invoices/2026/a.pdf');
    expect(file?.size).toBe(14);
    expect(new TextDecoder().decode(await readAll(file!.stream))).toBe('%PDF-1.7 hallo');
  });

  it('replaces the bytes of an existing key and leaves no temporary files behind', async () => {
    await store.put('docs/a.txt', bytes('eerste versie'), 'text/plain');
    await store.put('docs/a.txt', bytes('tweede'), 'text/plain');
    const file = await store.get('docs/a.txt');
    expect(new TextDecoder().decode(await readAll(file!.stream))).toBe('tweede');
    expect(await readdir(path.join(rootDir, 'docs'))).toEqual(['a.txt']);
  });

  it('answers null for a key that was never stored or is a directory', async () => {
    await store.put('docs/a.txt', bytes('x'), 'text/plain');
    expect(await store.get('docs/b.txt')).toBeNull();
    expect(await store.get('docs')).toBeNull();
  });

  it('deletes a key, and deleting a missing key is not an error', async () => {
    await store.put('docs/a.txt', bytes('x'), 'text/plain');
    await store.delete('docs/a.txt');
    await store.delete('docs/a.txt');
    expect(await store.get('docs/a.txt')).toBeNull();
  });

  it('refuses keys that would escape its root directory', async () => {
    await expect(store.put('../escape.txt', bytes('x'), 'text/plain')).rejects.toThrow(InvalidFileKeyError);
    await expect(store.get('/etc/passwd')).rejects.toThrow(InvalidFileKeyError);
    await expect(store.delete('a/../../b')).rejects.toThrow(InvalidFileKeyError);
  });
});

describe('MemoryFileStore', () => {
  it('behaves like a file store and keeps its own copy of the bytes', async () => {
    const store = new MemoryFileStore();
    const buffer = bytes('abc');
    await store.put('a/b.txt', buffer, 'text/plain');
    buffer[0] = 0x7a;
    const file = await store.get('a/b.txt');
    expect(new TextDecoder().decode(await readAll(file!.stream))).toBe('abc');
    expect(store.keys()).toEqual(['a/b.txt']);
    await store.delete('a/b.txt');
    expect(await store.get('a/b.txt')).toBeNull();
  });
});
