/**
 * The bundle figures: builds the PWA into a directory of its own (other work may be building dist/ at the
 * same time), then measures the JavaScript the login page loads before its form is usable, the largest
 * lazily loaded chunk, and the precache the service worker installs (and, apart, what it downloads
 * only after install).
 *
 * The login page's figures count what the reference server really sent (Resource Timing's encoded
 * body sizes: the brotli or gzip copies the build writes beside each file). The chunk and precache
 * figures are gzip (level 6) of the built files, comparable across builds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { repositoryRoot } from '../../server/src/cli/build-pwa';
import { childProcessEnv } from '../../server/src/env';
import { partitionManifest } from '../../sw/deferred-assets';

const kilobyte = 1024;

export function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 6 }).length;
}

/** `vite build --manifest` into `outDir` (production, whatever NODE_ENV the caller has). */
export function buildPwa(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = path.join(repositoryRoot, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
      {
        cwd: repositoryRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: childProcessEnv({ NODE_ENV: 'production' }),
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (exit code ${code ?? 'signal'})`)),
    );
  });
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export interface LoginJs {
  /** Each script as sent (`sent`: compressed body bytes) and as built (`raw`). */
  files: { file: string; sent: number; raw: number }[];
  /** The scripts' bytes as sent. */
  sentKb: number;
  /** Everything the page fetched until its form was usable (document, scripts, styles, fonts), as sent. */
  pageSentKb: number;
  /** Files that must not be in the login page's JavaScript: pusher-js and area screens. */
  forbidden: string[];
  /** When the form was in the page (ms from the navigation's start). */
  formAt: number;
  /** Scripts requested after that, by the time Playwright saw the form (the service worker's registration, say). */
  later: string[];
}

/**
 * Installed before the page's scripts: records (performance.now()) when the login form is in the DOM,
 * the email field and the "Inloggen" submit button, rendered by React (whose listeners are on the
 * root from the start, so the form is usable from then on).
 */
const loginFormObserverScript = `(() => {
  const observer = new MutationObserver(() => {
    const email = document.querySelector('input[type="email"]');
    const submit = [...document.querySelectorAll('button[type="submit"]')].find((button) => button.textContent.trim() === 'Inloggen');
    if (!email || !submit) return;
    observer.disconnect();
    window.__benchLoginFormAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * The JavaScript files a fresh page (no cache, no service worker) started to request between the
 * navigation and the login form being in the page (the page's Resource Timing, so a script requested
 * later, while Playwright notices the form, is not counted).
 */
export async function measureLoginJs(browser: Browser, baseUrl: string, outDir: string): Promise<LoginJs> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'nl-NL' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: loginFormObserverScript });
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Inloggen', exact: true }).waitFor();
    const { formAt, before, pageSent } = await page.evaluate(() => {
      const at = (window as unknown as { __benchLoginFormAt?: number }).__benchLoginFormAt ?? Infinity;
      const entries = (
        [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ] as PerformanceResourceTiming[]
      ).filter((entry) => entry.startTime <= at);
      const scripts = entries
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ pathname: new URL(entry.name).pathname, sent: entry.encodedBodySize }));
      return {
        formAt: at,
        before: scripts,
        pageSent: entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      };
    });
    if (!Number.isFinite(formAt)) throw new Error('the login form was not seen in the page');
    const counted = new Set(before.map((script) => script.pathname));
    const later = [...requested].filter((pathname) => !counted.has(pathname));
    const files = before.map(({ pathname, sent }) => {
      const file = pathname.replace(/^\/+/, '');
      return { file, sent, raw: fs.statSync(path.join(outDir, file)).size };
    });
    const manifest = readManifest(outDir);
    const sourceOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src ?? '']));
    const forbidden = files
      .map(({ file }) => ({ file, src: sourceOf.get(file) ?? '' }))
      .filter(({ file, src }) => /pusher/.test(file) || src.startsWith('src/features/'))
      .map(({ file, src }) => `${file}${src ? ` (${src})` : ''}`);
    return {
      files: files.sort((a, b) => b.sent - a.sent),
      sentKb: files.reduce((sum, file) => sum + file.sent, 0) / kilobyte,
      pageSentKb: pageSent / kilobyte,
      forbidden,
      formAt,
      later: later.map((pathname) => pathname.replace(/^\/+/, '')),
    };
  } finally {
    await context.close();
  }
}

function readManifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/** The manifest keys `key` reaches through static imports, itself excluded. */
function staticImports(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const reached = new Set<string>();
  const visit = (from: string) => {
    for (const next of manifest[from]?.imports ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      visit(next);
    }
  };
  visit(key);
  return reached;
}

/**
 * The lazily loaded chunks (dynamic entries of the build), largest first, each with what loading it
 * alone costs: its own file and every chunk only it reaches through static imports (a library given a
 * chunk of its own, such as pdf.js, counts for the viewer that imports it); chunks that the app's entry
 * or another lazy chunk also reaches are shared and not counted. Gzip sizes.
 */
export function lazyChunks(outDir: string): { file: string; src: string; gzipKb: number; files: string[] }[] {
  const manifest = readManifest(outDir);
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]!.isEntry || manifest[key]!.isDynamicEntry,
  );
  const reaches = new Map(entries.map((entry) => [entry, staticImports(manifest, entry)]));
  const reachedBy = new Map<string, Set<string>>();
  for (const [entry, reached] of reaches) {
    for (const chunk of reached) {
      reachedBy.set(chunk, (reachedBy.get(chunk) ?? new Set()).add(entry));
    }
  }
  return entries
    .filter((key) => manifest[key]!.isDynamicEntry)
    .map((key) => {
      const own = [...reaches.get(key)!].filter(
        (reached) => reachedBy.get(reached)?.size === 1 && !entries.includes(reached),
      );
      const files = [key, ...own].map((chunk) => manifest[chunk]!.file);
      return {
        file: manifest[key]!.file,
        src: manifest[key]!.src ?? '',
        gzipKb: sizeOf(outDir, files).gzipKb,
        files,
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

/** Raw and gzip size of built files, in KB. */
function sizeOf(outDir: string, urls: readonly string[]): { rawKb: number; gzipKb: number } {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(outDir, url);
    if (!fs.existsSync(file)) throw new Error(`precached ${url} is not in the build`);
    raw += fs.statSync(file).size;
    gzip += gzipSize(file);
  }
  return { rawKb: raw / kilobyte, gzipKb: gzip / kilobyte };
}

/**
 * The precache the service worker installs: the `"url":"…"` entries injected into sw.js but those
 * it downloads only after install (sw/deferred-assets.ts, the same rule sw.ts applies), with their
 * raw and gzip size; the deferred files are counted apart.
 */
export function precache(outDir: string): {
  entries: number;
  rawKb: number;
  gzipKb: number;
  deferred: { files: string[]; rawKb: number; gzipKb: number };
} {
  const sw = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  const urls = new Set<string>();
  for (const match of sw.matchAll(/"url":"([^"]{1,300})"/g)) urls.add(match[1] ?? '');
  if (urls.size === 0) throw new Error('no precache manifest found in sw.js');
  // The same split the worker makes of its manifest (sw.ts).
  const { installed, deferred } = partitionManifest([...urls]);
  if (deferred.length === 0) {
    throw new Error(
      'no deferred file in the precache manifest: sw/deferred-assets.ts no longer matches the build',
    );
  }
  return {
    entries: installed.length,
    ...sizeOf(outDir, installed),
    deferred: { files: deferred.sort(), ...sizeOf(outDir, deferred) },
  };
}
