import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string;

function write(name: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressing the build', () => {
  it('writes brotli and gzip copies of text files that decompress to the original, and leaves the rest', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const script = `export const names = [${'"Koelcel keuken", '.repeat(300)}];`;
    write('assets/app-1a2b.js', script);
    write('assets/app-1a2b.css', `.card { color: red; }\n`.repeat(100));
    write('index.html', `<!doctype html><p>${'Koelservice '.repeat(200)}</p>`);
    write('sw.js', script);
    write('assets/tiny-3c4d.js', 'console.log(1);');
    // Left by an earlier build of a larger file of the same name.
    write('assets/tiny-3c4d.js.br', 'stale');
    write('assets/app-1a2b.js.map', script);
    write('icons/icon-512.png', Buffer.alloc(4096, 7));
    // Random bytes do not compress: no copy that saves nothing.
    write('assets/noise-5e6f.js', crypto.randomBytes(4096));

    const summary = await precompressDirectory(dir);

    for (const name of ['assets/app-1a2b.js', 'assets/app-1a2b.css', 'index.html', 'sw.js']) {
      const original = fs.readFileSync(path.join(dir, name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
    }
    for (const name of [
      'assets/tiny-3c4d.js',
      'assets/app-1a2b.js.map',
      'icons/icon-512.png',
      'assets/noise-5e6f.js',
    ]) {
      expect(fs.existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(fs.existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
    expect(summary.files).toBe(4);
    expect(summary.brotliBytes).toBeLessThan(summary.originalBytes / 4);
  });
});
