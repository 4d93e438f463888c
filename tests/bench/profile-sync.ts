/**
 * `npm run bench:sync`: only the large first sync of `npm run bench`, with the figures that explain it
 * (BENCHMARKS.md, "What the profiles showed"). Builds the PWA (or serves BENCH_STATIC_DIR), starts the
 * large server in this process, and in BENCH_RUNS (3) fresh profiles measures the raw IndexedDB put
 * rate and then the admin's first sync. For each run it prints the ratio and where the machine's CPU
 * went: Chromium's processes and this Node process (the server, PGlite and the Playwright driver), per
 * synced record, beside Chromium's CPU per raw put.
 *
 * With BENCH_REPLAY=1 the browser talks to the server through a replay proxy (replay-proxy.ts): the
 * first run is answered by the server and its change pages are kept; the later runs get the same pages
 * from memory, so the server's CPU leaves the machine's two cores and what remains is the browser's own
 * share of the sync.
 *
 * With BENCH_DEMO_RUNS=<n> it first measures the demo customer's first sync n times, as `npm run bench`
 * does (a fresh profile each, on the plain demo data, from the click on "Inloggen" to done).
 *
 * For the last run, optionally:
 * - BENCH_CPU_PROFILE=<file>: the page's CPU profile during the sync, and its busiest functions;
 * - BENCH_NODE_PROFILE=<file>: the same for this Node process;
 * - BENCH_TRACE=<file>: a Chromium trace of every process for the sync's first BENCH_TRACE_SECONDS (15),
 *   and the CPU and wall time of each thread's tasks.
 * Profiles open in Chromium's DevTools (Performance panel), traces in Perfetto.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { demoAccounts } from '../browser/demo-login';
import { startDemoServer, startLargeServer } from './bench-data';
import {
  apiLogin,
  launchProfile,
  loginAndFirstSync,
  rawPutRate,
  rawPutSample,
  syncedCollectionCount,
} from './browser-figures';
import { buildPwa } from './bundle-figures';
import { startReplayProxy, type ReplayProxy } from './replay-proxy';

const replay = process.env.BENCH_REPLAY === '1';
// Replaying needs a first run that records the pages.
const runs = Math.max(replay ? 2 : 1, Number(process.env.BENCH_RUNS ?? 3));
const rawPuts = 3;
const rawPutCount = 10_000;
const traceSeconds = Number(process.env.BENCH_TRACE_SECONDS ?? 15);
const demoRuns = Math.max(0, Number(process.env.BENCH_DEMO_RUNS ?? 0));

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Reads `/proc/<pid>/stat` or a task's stat: its command name and utime + stime in seconds. */
function readStat(file: string): { name: string; seconds: number } | null {
  const ticksPerSecond = 100; // USER_HZ on Linux
  try {
    const stat = fs.readFileSync(file, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond };
  } catch {
    return null; // The process or thread ended meanwhile.
  }
}

function chromiumPids(): string[] {
  return fs.readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    const name = readStat(`/proc/${entry}/stat`)?.name ?? '';
    return name.startsWith('chromium') || name.startsWith('chrome');
  });
}

/** CPU seconds used so far by every Chromium process of this machine (utime + stime, /proc). */
function chromiumCpuSeconds(): number {
  let seconds = 0;
  for (const pid of chromiumPids()) seconds += readStat(`/proc/${pid}/stat`)?.seconds ?? 0;
  return seconds;
}

/** The kind of a Chromium process, from its command line: browser, renderer, gpu, network, ... */
function processKind(pid: string): string {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    const type = args.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
    const sub = args
      .find((arg) => arg.startsWith('--utility-sub-type='))
      ?.split('.')
      .at(-2);
    return type ? (sub ? `${type}:${sub}` : type) : 'browser';
  } catch {
    return '?';
  }
}

/**
 * CPU seconds used so far by each thread of every Chromium process, keyed by process kind and
 * thread name (threads of one name in processes of one kind are added up).
 */
function chromiumThreadCpu(): Map<string, number> {
  const byThread = new Map<string, number>();
  for (const pid of chromiumPids()) {
    const kind = processKind(pid);
    let tids: string[] = [];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
      if (!stat) continue;
      const key = `${kind} / ${stat.name}`;
      byThread.set(key, (byThread.get(key) ?? 0) + stat.seconds);
    }
  }
  return byThread;
}

/** Prints the threads that used the most CPU between two `chromiumThreadCpu()` readings. */
function printThreadCpu(
  title: string,
  before: Map<string, number>,
  after: Map<string, number>,
  records: number,
): void {
  const rows = [...after]
    .map(([thread, seconds]) => ({ thread, seconds: seconds - (before.get(thread) ?? 0) }))
    .filter((row) => row.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds);
  log(`  Chromium CPU per thread ${title}:`);
  for (const row of rows.slice(0, 12))
    log(
      `    ${row.seconds.toFixed(1).padStart(6)} s  ${((row.seconds / records) * 1e6).toFixed(0).padStart(4)} µs/record  ${row.thread}`,
    );
}

function nodeCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Prints the share of the profile outside `(idle)` and the functions with the most self time. */
function printProfile(title: string, profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let busy = 0;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + ms);
    total += ms;
    if (frame.functionName !== '(idle)') busy += ms;
  });
  log(`${title}: busy ${(busy / 1000).toFixed(1)} s of ${(total / 1000).toFixed(1)} s profiled; self time:`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Prints each thread's CPU and wall time in tasks (outermost complete events), the busiest first. */
function printTrace(events: TraceEvent[]): void {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    if (event.name === 'process_name') names.set(`${event.pid}`, event.args?.name ?? '');
    if (event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  }
  const threads = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    const list = threads.get(key);
    if (list) list.push(event);
    else threads.set(key, [event]);
  }
  const rows = [...threads].map(([key, list]) => {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let end = -Infinity;
    let cpu = 0;
    let wall = 0;
    for (const event of list) {
      if (event.ts < end) continue;
      end = event.ts + (event.dur ?? 0);
      wall += event.dur ?? 0;
      cpu += event.tdur ?? 0;
    }
    const thread = `${names.get(key.split(':')[0]!) ?? ''} / ${names.get(key) ?? key}`;
    return { thread, cpuMs: cpu / 1000, wallMs: wall / 1000 };
  });
  rows.sort((a, b) => b.cpuMs - a.cpuMs);
  for (const row of rows.slice(0, 12))
    log(
      `  cpu ${row.cpuMs.toFixed(0).padStart(6)} ms  wall ${row.wallMs.toFixed(0).padStart(6)} ms  ${row.thread}`,
    );
}

/** Starts a trace of every Chromium process; `ended` settles with its events once it has ended. */
async function startTrace(page: Page): Promise<{ ended: Promise<TraceEvent[]> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const collected: TraceEvent[] = [];
  const done = new Promise<TraceEvent[]>((resolve) => {
    cdp.on('Tracing.dataCollected', (data) => collected.push(...(data.value as unknown as TraceEvent[])));
    cdp.on('Tracing.tracingComplete', () => resolve(collected));
  });
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,IndexedDB,v8.execute,blink,loading,ServiceWorker',
    transferMode: 'ReportEvents',
  });
  setTimeout(() => void cdp.send('Tracing.end'), traceSeconds * 1000);
  return { ended: done };
}

async function startPageProfile(page: Page): Promise<() => Promise<CpuProfile>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
}

async function startNodeProfile(): Promise<() => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    return profile as unknown as CpuProfile;
  };
}

const staticDir = process.env.BENCH_STATIC_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pwa-'));
if (!process.env.BENCH_STATIC_DIR) {
  log('building the PWA...');
  await buildPwa(staticDir);
}
if (demoRuns > 0) {
  const demo = await startDemoServer(staticDir);
  try {
    const customer = await apiLogin(demo.url, demoAccounts.customer);
    const expected = syncedCollectionCount(customer);
    for (let run = 0; run < demoRuns; run += 1) {
      const profile = await launchProfile();
      try {
        const result = await loginAndFirstSync(profile.page, demo.url, demoAccounts.customer, expected);
        log(
          `demo customer run ${run + 1}: ${result.records} records, first sync ${(result.loginToDoneMs / 1000).toFixed(2)} s from the click`,
        );
      } finally {
        await profile.close();
      }
    }
  } finally {
    await demo.close();
  }
}
const server = await startLargeServer(staticDir, log);
let proxy: ReplayProxy | null = null;
try {
  if (replay) proxy = await startReplayProxy(server.url);
  const appUrl = proxy?.url ?? server.url;
  const admin = await apiLogin(server.url, demoAccounts.admin);
  const expected = syncedCollectionCount(admin);
  const sample = await rawPutSample(server.url, admin);
  for (let run = 0; run < runs; run += 1) {
    const last = run === runs - 1;
    if (proxy) proxy.mode = run === 0 ? 'recording' : 'replaying';
    const profile = await launchProfile();
    try {
      const { page } = profile;
      await page.goto(`${appUrl}/login`);
      const rawThreadsBefore = chromiumThreadCpu();
      const rawCpuBefore = chromiumCpuSeconds();
      const raws: number[] = [];
      for (let put = 0; put < rawPuts; put += 1) raws.push(await rawPutRate(page, sample, rawPutCount));
      const rawCpuPerPut = (chromiumCpuSeconds() - rawCpuBefore) / (rawPuts * rawPutCount);
      const rawThreadsAfter = chromiumThreadCpu();
      const raw = raws.sort((a, b) => a - b)[Math.floor(rawPuts / 2)]!;

      const pageProfile = last && process.env.BENCH_CPU_PROFILE ? await startPageProfile(page) : null;
      const nodeProfile = last && process.env.BENCH_NODE_PROFILE ? await startNodeProfile() : null;
      const trace = last && process.env.BENCH_TRACE ? await startTrace(page) : null;
      const threadsBefore = chromiumThreadCpu();
      const chromiumBefore = chromiumCpuSeconds();
      const nodeBefore = nodeCpuSeconds();
      const result = await loginAndFirstSync(page, appUrl, demoAccounts.admin, expected, 400_000);
      const chromiumCpu = chromiumCpuSeconds() - chromiumBefore;
      const nodeCpu = nodeCpuSeconds() - nodeBefore;
      const threadsAfter = chromiumThreadCpu();
      const micros = (seconds: number) => `${((seconds / result.records) * 1e6).toFixed(0)} µs`;
      const source = !proxy
        ? ''
        : proxy.mode === 'recording'
          ? ' (server answered, pages recorded)'
          : ` (${proxy.replayed} pages replayed from memory)`;
      log(
        `run ${run + 1}${source}: ${result.records} records in ${(result.syncMs / 1000).toFixed(1)} s = ${result.recordsPerSecond.toFixed(0)}/s; raw put ${raw.toFixed(0)}/s; ratio ${(result.recordsPerSecond / raw).toFixed(3)}`,
      );
      log(
        `  CPU: Chromium ${chromiumCpu.toFixed(1)} s (${micros(chromiumCpu)} per record; ${(rawCpuPerPut * 1e6).toFixed(0)} µs per raw put), Node ${nodeCpu.toFixed(1)} s (${micros(nodeCpu)} per record), ${os.cpus().length} cores`,
      );
      printThreadCpu('during the raw puts', rawThreadsBefore, rawThreadsAfter, rawPuts * rawPutCount);
      printThreadCpu('during the sync', threadsBefore, threadsAfter, result.records);
      if (pageProfile && process.env.BENCH_CPU_PROFILE) {
        const cpu = await pageProfile();
        fs.writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(cpu));
        printProfile('page main thread', cpu);
      }
      if (nodeProfile && process.env.BENCH_NODE_PROFILE) {
        const cpu = await nodeProfile();
        fs.writeFileSync(process.env.BENCH_NODE_PROFILE, JSON.stringify(cpu));
        printProfile('Node (server, PGlite, driver)', cpu);
      }
      if (trace && process.env.BENCH_TRACE) {
        const events = await trace.ended;
        fs.writeFileSync(process.env.BENCH_TRACE, JSON.stringify({ traceEvents: events }));
        log(`trace of the first ${traceSeconds} s (${events.length} events), per thread:`);
        printTrace(events);
      }
    } finally {
      await profile.close();
    }
  }
} finally {
  await proxy?.close();
  await server.close();
  if (!process.env.BENCH_STATIC_DIR) fs.rmSync(staticDir, { recursive: true, force: true });
}
