/**
 * Lighthouse figures of the bench: the four category scores (performance, accessibility, best
 * practices, SEO; 0-100) and the metrics behind performance, for `/login` (signed out) and for the
 * devices overview (signed in), each on a phone as Lighthouse's default config simulates one
 * (formFactor mobile, 412 x 823 at 1.75x, simulated throttling: slow 4G and 4x CPU).
 *
 * Every run starts Debian's Chromium itself (a plain child process with a fresh on-disk profile and
 * `--remote-debugging-port=0`), so nothing but Lighthouse is attached to the tab it measures:
 * - `/login`: Lighthouse's own storage reset (its default) clears the origin's storage and the HTTP
 *   cache first, so this is a first visit.
 * - `/devices/overview`: a user first signs in through the login page in the same profile (playwright
 *   over CDP, disconnected before Lighthouse connects) and waits until the list shows its full count
 *   (the first sync is done). The session lives in localStorage and IndexedDB, so Lighthouse runs with
 *   `disableStorageReset: true` (it would otherwise sign the user out). To keep this a cold load like
 *   `/login` and not a repeat visit served by the service worker, the service worker registrations,
 *   Cache Storage and the HTTP cache are cleared by hand before it (`warm: true` keeps them).
 *
 * The server the bench starts sends the build's precompressed brotli/gzip copies, so transfer sizes
 * (unused JavaScript included) are compressed sizes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Figure } from './bench-stats';
import { chromiumFlags, chromiumPath, removeBrowserProfile } from '../browser/harness';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** The budget of every category score (0-100). */
export const lighthouseScoreBudget = 90;

export interface LighthouseCredentials {
  email: string;
  password: string;
}

export interface BootupScript {
  url: string;
  /** Main-thread time of the script under the simulated phone CPU (ms). */
  totalMs: number;
  scriptingMs: number;
  parseCompileMs: number;
}

/** An audit that keeps its category below the budget (score < 0.9, scored audits only). */
export interface FailingAudit {
  id: string;
  title: string;
  /** 0-1. */
  score: number;
  displayValue?: string;
  /** Categories that reference it. */
  categories: LighthouseCategory[];
  /** Its largest weight in those categories: 0 for diagnostics and insights, which do not move the score. */
  weight: number;
  savingsMs?: number;
  savingsBytes?: number;
}

export interface LighthousePage {
  /** `login` or `devices`. */
  name: string;
  path: string;
  signedIn: boolean;
  finalUrl: string;
  /** 0-100 per category. */
  scores: Record<LighthouseCategory, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  speedIndexMs: number;
  cls: number;
  /** `bootup-time`: script evaluation, parse and compile on the main thread (ms). */
  bootupMs: number;
  /** `mainthread-work-breakdown` (ms). */
  mainThreadMs: number;
  /** `unused-javascript`: transfer bytes Lighthouse counts as unused, in KB (1,024 bytes). */
  unusedJsKb: number;
  /** Total transfer size of the page (KB). */
  transferKb: number;
  topBootup: BootupScript[];
  failing: FailingAudit[];
  /** Lighthouse's run warnings (e.g. a page still loading at the end). */
  warnings: string[];
  lighthouseVersion: string;
  /** Lighthouse's own CPU benchmark of this machine (a quiet desktop is about 1,000 to 2,000). */
  benchmarkIndex: number;
}

export interface LighthouseOptions {
  /** The signed-in page; `/devices/overview` unless given. */
  signedInPath?: string;
  /** Keep the service worker and the caches of the login for the signed-in page (a repeat visit). */
  warm?: boolean;
  /** A directory to write each run's full Lighthouse result (JSON) into. */
  reportDir?: string;
}

/** A Chromium started for one Lighthouse run: its DevTools port and how to end it. */
interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

const startTimeoutMs = 30_000;

/** Starts Chromium headless on a fresh profile with a DevTools port of its choosing (read from `DevToolsActivePort`). */
async function startChromium(): Promise<DebuggableChromium> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install Debian's package (apt-get install -y chromium).`,
    );
  }
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-profile-'));
  // A process group of its own: Chromium's helper processes outlive the browser process for seconds,
  // writing into the profile, so closing waits for the whole group.
  const child: ChildProcess = spawn(
    chromiumPath,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const group = child.pid === undefined ? undefined : -child.pid;
  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    try {
      if (group !== undefined) process.kill(group, signal);
      return true;
    } catch {
      return false; // ESRCH: no process of the group is left
    }
  };
  const close = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(killer);
    }
    signalGroup('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (signalGroup(0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    signalGroup('SIGKILL');
    removeBrowserProfile(profileDir);
  };
  const portFile = path.join(profileDir, 'DevToolsActivePort');
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline && !exited) {
    const port = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium did not open its DevTools port within ${startTimeoutMs / 1000} s`);
}

/**
 * Signs `credentials` in through the login page in the Chromium on `port` and waits until the devices
 * overview shows its full count (the first sync is done), then disconnects. Unless `warm`, the
 * service worker, Cache Storage and the HTTP cache are cleared; localStorage and IndexedDB (the
 * session and the synced data) stay.
 */
async function signIn(
  port: number,
  baseUrl: string,
  credentials: LighthouseCredentials,
  signedInPath: string,
  warm: boolean,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).fill(credentials.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.goto(`${baseUrl}${signedInPath}`);
    if (signedInPath === '/devices/overview') {
      // The count is a status shown once the whole list is read from IndexedDB after the sync.
      await page
        .getByRole('status')
        .filter({ hasText: /^[\d.]+ installaties?$/ })
        .first()
        .waitFor({ timeout: 120_000 });
    }
    // Lets the remaining pulls and the service worker's install finish before the caches are cleared.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    if (!warm) {
      await page.evaluate(async () => {
        const registrations = await navigator.serviceWorker.getRegistrations();
        await Promise.all(registrations.map((registration) => registration.unregister()));
        const names = await caches.keys();
        await Promise.all(names.map((name) => caches.delete(name)));
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    await page.goto('about:blank');
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

function numeric(lhr: LighthouseResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

interface DetailsWithSavings {
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
  items?: Record<string, unknown>[];
}

function detailsOf(lhr: LighthouseResult, id: string): DetailsWithSavings {
  return (lhr.audits[id]?.details ?? {}) as DetailsWithSavings;
}

/** The figures of one Lighthouse result. */
export function pageFigures(
  lhr: LighthouseResult,
  name: string,
  pagePath: string,
  signedIn: boolean,
): LighthousePage {
  const scores = Object.fromEntries(
    lighthouseCategories.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100),
    ]),
  ) as Record<LighthouseCategory, number>;
  const categoriesOf = new Map<string, LighthouseCategory[]>();
  const weightOf = new Map<string, number>();
  for (const category of lighthouseCategories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      categoriesOf.set(ref.id, [...(categoriesOf.get(ref.id) ?? []), category]);
      weightOf.set(ref.id, Math.max(weightOf.get(ref.id) ?? 0, ref.weight));
    }
  }
  const failing: FailingAudit[] = [];
  for (const [id, categories] of categoriesOf) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (!['numeric', 'binary', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    const details = detailsOf(lhr, id);
    failing.push({
      id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      categories,
      weight: weightOf.get(id) ?? 0,
      ...(details.overallSavingsMs ? { savingsMs: Math.round(details.overallSavingsMs) } : {}),
      ...(details.overallSavingsBytes ? { savingsBytes: Math.round(details.overallSavingsBytes) } : {}),
    });
  }
  // Audits that move a score first (heaviest first), then diagnostics and insights by their savings.
  failing.sort(
    (a, b) =>
      b.weight - a.weight ||
      (b.savingsMs ?? 0) - (a.savingsMs ?? 0) ||
      (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0) ||
      a.score - b.score,
  );
  const bootupItems = (detailsOf(lhr, 'bootup-time').items ?? []) as {
    url: string;
    total: number;
    scripting: number;
    scriptParseCompile: number;
  }[];
  return {
    name,
    path: pagePath,
    signedIn,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    ttiMs: numeric(lhr, 'interactive'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bootupMs: numeric(lhr, 'bootup-time'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    unusedJsKb: (detailsOf(lhr, 'unused-javascript').overallSavingsBytes ?? 0) / 1024,
    transferKb: numeric(lhr, 'total-byte-weight') / 1024,
    topBootup: [...bootupItems]
      .sort((a, b) => b.total - a.total)
      .slice(0, 5)
      .map((item) => ({
        url: item.url,
        totalMs: Math.round(item.total),
        scriptingMs: Math.round(item.scripting),
        parseCompileMs: Math.round(item.scriptParseCompile),
      })),
    failing,
    warnings: lhr.runWarnings.map(String),
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** One Lighthouse navigation of `url` in the Chromium on `port`, default (mobile) config. */
async function runLighthouse(
  port: number,
  url: string,
  disableStorageReset: boolean,
): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
    disableStorageReset,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  return result.lhr;
}

/** Writes `lhr` as `<reportDir>/lighthouse-<name>-<time>.json` when a directory is given. */
function saveReport(lhr: LighthouseResult, name: string, reportDir: string | undefined): void {
  if (reportDir === undefined) return;
  fs.mkdirSync(reportDir, { recursive: true });
  const stamp = lhr.fetchTime.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(reportDir, `lighthouse-${name}-${stamp}.json`), JSON.stringify(lhr));
}

/** What one Lighthouse run measures. */
interface LighthouseTarget {
  /** The name of its figures and report file. */
  name: string;
  path: string;
  /**
   * Signed in, Lighthouse keeps the origin's storage (`disableStorageReset`), which holds the session;
   * signed out, it clears it first, so the page is a first visit.
   */
  signedIn: boolean;
  /** Prepares the fresh profile in the Chromium on `port` before Lighthouse connects (signs in). */
  prepare?: (port: number) => Promise<void>;
}

/**
 * One Lighthouse run of `target` in a Chromium of its own: starts it on a fresh profile, prepares it,
 * runs Lighthouse, saves the report when `reportDir` is given and closes Chromium, also on failure.
 */
async function withLighthouseChromium(
  baseUrl: string,
  target: LighthouseTarget,
  reportDir: string | undefined,
): Promise<LighthousePage> {
  const browser = await startChromium();
  try {
    await target.prepare?.(browser.port);
    const lhr = await runLighthouse(browser.port, `${baseUrl}${target.path}`, target.signedIn);
    saveReport(lhr, target.name, reportDir);
    return pageFigures(lhr, target.name, target.path, target.signedIn);
  } finally {
    await browser.close();
  }
}

/** Lighthouse on `/login`, signed out, in a Chromium of its own. */
export async function lighthouseLogin(
  baseUrl: string,
  options: LighthouseOptions = {},
): Promise<LighthousePage> {
  return withLighthouseChromium(
    baseUrl,
    { name: 'login', path: '/login', signedIn: false },
    options.reportDir,
  );
}

/** Lighthouse on the devices overview (or `signedInPath`) as `credentials`, in a Chromium of its own. */
export async function lighthouseSignedIn(
  baseUrl: string,
  credentials: LighthouseCredentials,
  options: LighthouseOptions = {},
): Promise<LighthousePage> {
  const signedInPath = options.signedInPath ?? '/devices/overview';
  const warm = options.warm ?? false;
  const figures = await withLighthouseChromium(
    baseUrl,
    {
      name: warm ? 'devices-warm' : 'devices',
      path: signedInPath,
      signedIn: true,
      prepare: (port) => signIn(port, baseUrl, credentials, signedInPath, warm),
    },
    options.reportDir,
  );
  if (new URL(figures.finalUrl).pathname !== signedInPath) {
    throw new Error(`Lighthouse ended on ${figures.finalUrl}, not ${signedInPath}: the session was not kept`);
  }
  return figures;
}

/** A short text of a page's failing audits, for a figure's note. */
export function describeFailing(page: LighthousePage, limit = 8): string {
  return page.failing
    .slice(0, limit)
    .map(
      (audit) =>
        `${audit.id} ${audit.score.toFixed(2)}${audit.weight > 0 ? ` w${audit.weight}` : ''}` +
        (audit.displayValue ? ` (${audit.displayValue})` : '') +
        (audit.savingsMs ? ` -${audit.savingsMs} ms` : '') +
        (audit.savingsBytes ? ` -${Math.round(audit.savingsBytes / 1024)} KB` : ''),
    )
    .join('; ');
}

/** The file name of a script URL, for notes. */
function scriptName(url: string): string {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
}

/**
 * Bench figures from the runs of one page (each element one run of `lighthouseLogin` or
 * `lighthouseSignedIn` for that page): the four scores with the budget >= 90, and the metrics as
 * reported figures. Notes name the failing audits and the top boot-up scripts of the last run.
 */
export function lighthouseBenchFigures(runs: readonly LighthousePage[]): Figure[] {
  const last = runs[runs.length - 1];
  if (!last) return [];
  const label = last.signedIn ? `${last.path} (signed in)` : last.path;
  const keyBase = `lighthouse_${last.name}`;
  const scoreFigures: Figure[] = lighthouseCategories.map((category) => {
    const failing = last.failing.filter((audit) => audit.categories.includes(category));
    return {
      key: `${keyBase}_${category}`,
      label: `Lighthouse ${category}, ${label}`,
      unit: 'score',
      samples: runs.map((run) => run.scores[category]),
      stat: 'median',
      budget: { min: lighthouseScoreBudget, text: `>= ${lighthouseScoreBudget}` },
      ...(failing.length > 0
        ? {
            note: `audits below 0.9 in the last run (wN: its weight in the score; without w it does not count): ${describeFailing({ ...last, failing })}`,
          }
        : {}),
    };
  });
  const metric = (
    key: string,
    name: string,
    unit: string,
    value: (run: LighthousePage) => number,
    note?: string,
  ) => ({
    key: `${keyBase}_${key}`,
    label: `Lighthouse ${name}, ${label}`,
    unit,
    samples: runs.map(value),
    stat: 'median' as const,
    ...(note ? { note } : {}),
  });
  const bootupNote = `last run: ${last.topBootup
    .slice(0, 3)
    .map((script) => `${scriptName(script.url)} ${script.totalMs} ms`)
    .join(', ')}; Lighthouse benchmarkIndex ${runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')}`;
  return [
    ...scoreFigures,
    metric('lcp', 'LCP', 'ms', (run) => run.lcpMs),
    metric('tbt', 'TBT', 'ms', (run) => run.tbtMs),
    metric('tti', 'TTI', 'ms', (run) => run.ttiMs),
    metric('speedIndex', 'Speed Index', 'ms', (run) => run.speedIndexMs),
    metric('bootup', 'script boot-up', 'ms', (run) => run.bootupMs, bootupNote),
    metric('unusedJs', 'unused JavaScript', 'KB', (run) => run.unusedJsKb),
  ];
}
