/**
 * Brotli and gzip copies of the built PWA's text files, written beside them (`app.js.br`,
 * `app.js.gz`) at build time, so the server sends them compressed without compressing on each
 * request (`@fastify/static`'s `preCompressed`, server/src/plugins/static-files.plugin.ts).
 *
 * Rules: only text types compress well (scripts, styles, HTML, SVG, JSON, the manifest); a file under
 * 1 KB, a source map, or a copy that would save less than a tenth is not written, and the server then
 * sends the original. Runs after every other plugin has written its files (the service worker is
 * written by vite-plugin-pwa when the bundle closes), so the worker is compressed too.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const minimumBytes = 1024;
/** A copy is kept only when it is at most this share of the original. */
const worthwhile = 0.9;

export interface PrecompressSummary {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns what it wrote. */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  await Promise.all(
    files.map(async (file) => {
      const original = await fs.readFile(file);
      // Copies left by an earlier build into the same folder go first: a stale copy would be sent.
      await Promise.all([fs.rm(`${file}.br`, { force: true }), fs.rm(`${file}.gz`, { force: true })]);
      if (original.length < minimumBytes) return;
      const [brotlied, gzipped] = await Promise.all([
        brotli(original, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (brotlied.length > original.length * worthwhile) return;
      await Promise.all([fs.writeFile(`${file}.br`, brotlied), fs.writeFile(`${file}.gz`, gzipped)]);
      summary.files += 1;
      summary.originalBytes += original.length;
      summary.brotliBytes += brotlied.length;
      summary.gzipBytes += gzipped.length;
    }),
  );
  return summary;
}

/** The Vite plugin: precompresses the output directory once the build has written everything. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'koelservice:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const summary = await precompressDirectory(outDir);
        const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
        config.logger.info(
          `precompressed ${summary.files} files: ${kb(summary.originalBytes)} -> brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`,
        );
      },
    },
  };
}
