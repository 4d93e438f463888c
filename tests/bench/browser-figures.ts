/**
 * The figures measured in Debian's Chromium on an on-disk profile: first sync (records written to
 * IndexedDB per second, against the raw IndexedDB put rate of the same browser), the JS heap after it,
 * offline cold start to the first list rows painted, search-as-you-type latency and realtime latency.
 *
 * Everything is measured from outside the app: the IndexedDB `syncState` rows read from the page, DOM
 * observers installed before the app's scripts run, and timestamps around the actions. Times inside the
 * page are `performance.now()` (from the navigation's start) or `Date.now()` where Node and the page must
 * share a clock.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { syncCollections } from '../../src/app/sync/sync-collections';
import {
  screenSnapshotCacheName,
  screenSnapshotKey,
  screenSnapshotLayerId,
} from '../../src/lib/screen-snapshot';
import { uuidv7 } from '../../src/lib/uuid';
import { demoPassword } from '../browser/demo-login';
import { launchChromium, waitForServiceWorkerControl, type PortalBrowser } from '../browser/harness';
import { StepTimeout } from './server-figures';

/**
 * A wait in the page that ran out of time is a `StepTimeout` (the bench prints the figure as slow and
 * goes on), naming `what` was waited for; any other error is passed on as it is.
 */
function slowWhenTimedOut(what: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new StepTimeout(`${what}: ${error.message.split('\n')[0]}`);
    throw error;
  };
}

export interface ApiSession {
  token: string;
  user: {
    id: string;
    company: { id: string; name: string } | null;
    permissions: { title: string; group: string }[];
  };
}

export async function apiLogin(baseUrl: string, email: string): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  const body = (await response.json()) as { data?: ApiSession } & Partial<ApiSession>;
  const session = body.data ?? (body as ApiSession);
  if (!session.token) throw new Error(`login of ${email} gave no token`);
  return session;
}

/** How many collections the user syncs: the ones whose permission group they may view (sync-collections.ts). */
export function syncedCollectionCount(session: ApiSession): number {
  const viewable = new Set(
    session.user.permissions.filter((permission) => permission.title === 'view').map((p) => p.group),
  );
  return syncCollections.filter((c) => c.permissionGroup === null || viewable.has(c.permissionGroup)).length;
}

interface SyncProgress {
  rows: number;
  success: number;
  failed: string[];
  lastSyncedAt: number;
}

/** Reads the `syncState` rows of the user's database (never opens a database the app has not created). */
async function readSyncProgress(page: Page): Promise<SyncProgress | null> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const name = names.find((n) => n.startsWith('portal-'));
    if (!name) return null;
    return new Promise<SyncProgress | null>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('syncState')) {
          db.close();
          resolve(null);
          return;
        }
        const all = db.transaction('syncState').objectStore('syncState').getAll();
        all.onsuccess = () => {
          db.close();
          const rows = all.result as {
            collection: string;
            requestState: string;
            lastSyncedAt: number | null;
          }[];
          resolve({
            rows: rows.length,
            success: rows.filter((row) => row.requestState === 'success').length,
            failed: rows.filter((row) => row.requestState === 'fail').map((row) => row.collection),
            lastSyncedAt: Math.max(0, ...rows.map((row) => row.lastSyncedAt ?? 0)),
          });
        };
        all.onerror = () => {
          db.close();
          resolve(null);
        };
      };
    });
  });
}

/** Counts the records of every synced table of the user's database. */
async function countLocalRecords(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const name = names.find((n) => n.startsWith('portal-'));
    if (!name) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(new Error('cannot open the local database'));
      open.onsuccess = () => {
        const db = open.result;
        const stores = Array.from(db.objectStoreNames).filter(
          (store) => store !== 'syncState' && store !== 'outbox',
        );
        const transaction = db.transaction(stores);
        let total = 0;
        for (const store of stores) {
          const count = transaction.objectStore(store).count();
          count.onsuccess = () => (total += count.result);
        }
        transaction.oncomplete = () => {
          db.close();
          resolve(total);
        };
        transaction.onerror = () => reject(new Error('counting failed'));
      };
    });
  });
}

export interface FirstSync {
  /** The click on "Inloggen", as the page received it, to the last collection's pull done (page clock). */
  loginToDoneMs: number;
  /** First sync request (organisations) to the last collection done. */
  syncMs: number;
  records: number;
  recordsPerSecond: number;
}

/** A quick typist's pause between two keys of the login form. */
const keystrokeDelayMs = 40;
/** Where the page keeps the time of the click on the login button (session storage). */
const clickTimeKey = 'bench-login-click-at';

/**
 * Logs in through the login page as a person does, typing the email and password key by key (the
 * page loads the app's code from the first focus, while they type), and waits until every
 * collection the user syncs is `success` in `syncState`. The time starts at the click as the page
 * received it (the event's own time stamp), not before Playwright's checks that precede it (the
 * button visible and still: tens of ms to 150 ms, none of which a user waits). Fails when a
 * collection ends in `fail` or nothing finishes within `timeoutMs`.
 */
export async function loginAndFirstSync(
  page: Page,
  baseUrl: string,
  email: string,
  expectedCollections: number,
  timeoutMs = 180_000,
): Promise<FirstSync> {
  // In every document of the tab from its start, kept in the tab's session storage: the time stands
  // whatever the page does after the click. No named function inside: tsx would wrap it in a helper
  // the page does not have.
  await page.addInitScript((key) => {
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('button[type="submit"]'))
          sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp));
      },
      { capture: true },
    );
  }, clickTimeKey);
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((key) => sessionStorage.removeItem(key), clickTimeKey);
  await page.getByLabel('E-mailadres', { exact: true }).pressSequentially(email, { delay: keystrokeDelayMs });
  await page
    .getByLabel('Wachtwoord', { exact: true })
    .pressSequentially(demoPassword, { delay: keystrokeDelayMs });
  let firstSyncRequestAt = 0;
  const onRequest = (request: { url(): string }) => {
    if (firstSyncRequestAt === 0 && new URL(request.url()).pathname === '/api/organizations')
      firstSyncRequestAt = Date.now();
  };
  page.on('request', onRequest);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  const deadline = clickedAt + timeoutMs;
  let progress: SyncProgress | null = null;
  while (Date.now() < deadline) {
    progress = await readSyncProgress(page).catch(() => null);
    if (progress?.failed.length) throw new Error(`first sync failed for ${progress.failed.join(', ')}`);
    if (progress && progress.rows >= expectedCollections && progress.success === progress.rows) break;
    // Each look opens the database and reads `syncState`, whose read queues behind the sync's own write
    // transactions: often enough to end soon after the sync, rarely enough not to slow it down. The end
    // time is the app's own `lastSyncedAt`, so how often this looks does not change the figure.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  page.off('request', onRequest);
  if (!progress || progress.rows < expectedCollections || progress.success !== progress.rows) {
    throw new StepTimeout(
      `first sync not done within ${timeoutMs / 1000} s (${progress?.success ?? 0}/${expectedCollections} collections)`,
    );
  }
  const records = await countLocalRecords(page);
  const pageClickedAt = Number(await page.evaluate((key) => sessionStorage.getItem(key), clickTimeKey));
  if (!pageClickedAt) throw new Error('the page saw no click on the login button');
  const start = firstSyncRequestAt || clickedAt;
  const syncMs = progress.lastSyncedAt - start;
  return {
    loginToDoneMs: progress.lastSyncedAt - pageClickedAt,
    syncMs,
    records,
    recordsPerSecond: records / (syncMs / 1000),
  };
}

/** The record the raw put copies: the first service object of the server, as the API sends it. */
export async function rawPutSample(baseUrl: string, session: ApiSession): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/serviceobjects?perPage=1`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const sample = ((await response.json()) as { data: Record<string, unknown>[] }).data[0];
  if (!sample) throw new Error('the large data set has no service object');
  return sample;
}

/**
 * The physical limit: `count` copies of `sample` (each with its own id) put into a fresh IndexedDB
 * database of this origin in one transaction, as records/s from the first put to the commit.
 */
export async function rawPutRate(
  page: Page,
  sample: Record<string, unknown>,
  count: number,
): Promise<number> {
  return page.evaluate(
    async ({ sample, count }) => {
      const name = `bench-raw-put-${Date.now()}`;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records', { keyPath: 'id' });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error('cannot open the raw put database'));
      });
      const records = Array.from({ length: count }, (_, i) => ({
        ...sample,
        id: `${String(i).padStart(8, '0')}-${crypto.randomUUID()}`,
      }));
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('records', 'readwrite', { durability: 'default' });
        const store = transaction.objectStore('records');
        for (const record of records) store.put(record);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(new Error('raw put failed'));
      });
      const elapsed = performance.now() - started;
      db.close();
      await new Promise<void>((resolve) => {
        const deletion = indexedDB.deleteDatabase(name);
        deletion.onsuccess = () => resolve();
        deletion.onerror = () => resolve();
      });
      return count / (elapsed / 1000);
    },
    { sample, count },
  );
}

/** JS heap in use after a forced garbage collection (CDP), in MB. */
export async function jsHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return usage.usedSize / (1024 * 1024);
  } finally {
    await cdp.detach();
  }
}

/** A list screen and how to recognise its rows, its search box, and that its whole list is loaded. */
export interface ListScreen {
  path: string;
  name: string;
  rowSelector: string;
  searchLabel: string;
  /** The text of the list's count (a `status`), there once the whole list is read. */
  loadedCount?: RegExp;
}

export const devicesScreen: ListScreen = {
  path: '/devices/overview',
  name: 'devices overview (/devices/overview)',
  rowSelector: 'ul[aria-label="Installaties"] > li',
  searchLabel: 'Zoek installaties',
  loadedCount: /^[\d.]+ installaties?$/,
};

export const tasksScreen: ListScreen = {
  path: '/tasks',
  name: 'tasks (/tasks)',
  rowSelector: 'ul[aria-label="Taken"] > li',
  searchLabel: 'Zoek in taken',
};

/** Whether the app shows at least one row of `screen` within `timeoutMs` (online, signed in). */
export async function showsRows(page: Page, baseUrl: string, screen: ListScreen, timeoutMs = 20_000) {
  await page.goto(`${baseUrl}${screen.path}`);
  return page
    .waitForSelector(`#root ${screen.rowSelector}`, { timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
}

/**
 * Whether the page (on `screen`) has stored its snapshot for the service worker within `timeoutMs`
 * (src/ui/screen-snapshot.ts: a second after the screen last changed, when the browser is idle).
 */
export async function screenSnapshotStored(page: Page, screen: ListScreen, timeoutMs = 15_000) {
  return page
    .waitForFunction(
      async ({ key, cacheName }) => (await caches.match(key, { cacheName })) !== undefined,
      { key: screenSnapshotKey(screen.path), cacheName: screenSnapshotCacheName },
      { timeout: timeoutMs, polling: 250 },
    )
    .then(() => true)
    .catch(() => false);
}

/**
 * Installed before any script of every page: records (performance.now(), from the navigation's start)
 * when the first element matching `selector` enters the DOM and when it was painted (`__benchFirstRows`,
 * whether the rows are the service worker's snapshot of the screen or the app's), and the same for the
 * app's own rows, rendered by React under `#root` (`__benchAppRows`).
 *
 * The paint is Chromium's Element Timing: the row's first element with text gets an `elementtiming`
 * attribute as it enters the DOM (a mutation observer runs before the next frame), and the entry's
 * `renderTime` is when that frame was presented. A `requestAnimationFrame` followed by a timeout
 * would wait behind any task already queued (the app's module evaluation, hundreds of milliseconds
 * with 4x throttling) and time that task rather than the paint.
 *
 * A string, not a function: tsx would wrap a function's inner functions in a helper the page does not
 * have.
 */
function firstRowsObserverScript(selector: string): string {
  return `(() => {
    // Element Timing identifier -> the records its paint completes (the first rows and the app's
    // rows are one element when there is no snapshot: it carries the first name only).
    const painted = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const record of painted[entry.identifier] || []) {
          if (record.painted === null) record.painted = entry.renderTime || entry.loadTime;
        }
      }
    }).observe({ type: 'element', buffered: true });
    const watch = (name, selector) => {
      const observer = new MutationObserver(() => {
        const row = document.querySelector(selector);
        if (window[name] || !row) return;
        const inDom = performance.now();
        observer.disconnect();
        const fromSnapshot = document.querySelector(${JSON.stringify(`#${screenSnapshotLayerId} `)} + selector) !== null;
        const record = (window[name] = { inDom, painted: null, fromSnapshot });
        const texts = document.createTreeWalker(row, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (node.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
        });
        const text = texts.nextNode();
        const marked = text ? text.parentElement : row;
        const identifier = marked.getAttribute('elementtiming');
        if (identifier) (painted[identifier] = painted[identifier] || []).push(record);
        else {
          painted[name] = [record];
          marked.setAttribute('elementtiming', name);
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    };
    watch('__benchFirstRows', ${JSON.stringify(selector)});
    watch('__benchAppRows', ${JSON.stringify(`#root ${selector}`)});
  })();`;
}

/** The longest an offline cold start may take to paint both kinds of rows before it counts as slow. */
const rowsTimeoutMs = 60_000;

/** How long after the app's rows an unreported paint of the first rows is given up on. */
const firstPaintGraceMs = 1_000;

/** One offline cold start: milliseconds from the navigation's start to the paint of each kind of rows. */
export interface ColdStart {
  /** The first rows painted: the screen's snapshot when the service worker had one, else the app's. */
  firstRows: number;
  /** The app's own rows (React, from IndexedDB), ready to use. */
  appRows: number;
  /** Whether the first rows were the snapshot's. */
  fromSnapshot: boolean;
  /** Whether their paint went unreported, so `firstRows` is when they were seen in the DOM. */
  firstRowsFromDom: boolean;
}

/**
 * Offline cold start: a new tab, offline, navigating to `screen` with the service worker in control and
 * the data in IndexedDB; time from the navigation's start to the paint of the first rows, and of the
 * app's own rows. `cpuSlowdown` > 1 applies CDP CPU throttling to that tab before navigating.
 */
export async function offlineColdStart(
  context: BrowserContext,
  baseUrl: string,
  screen: ListScreen,
  cpuSlowdown: number,
): Promise<ColdStart> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: firstRowsObserverScript(screen.rowSelector) });
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
    type Rows = { inDom: number; painted: number | null; fromSnapshot: boolean };
    /** What firstRowsObserverScript records on the page's window. */
    type RowsWindow = { __benchFirstRows?: Rows; __benchAppRows?: Rows };
    const handle = await page
      .waitForFunction(
        (graceMs) => {
          const w = window as unknown as RowsWindow;
          const first = w.__benchFirstRows;
          const app = w.__benchAppRows;
          if (!first || !app?.painted) return null;
          if (first.painted) return { first, app, firstFromDom: false };
          // Element Timing reports an element's first paint only when it was marked before it: the
          // snapshot's rows, painted in a frame before the observer marked them (seen with 4x
          // throttling), are never reported. They were painted by the time they were seen in the
          // DOM, so that time stands for their paint (an upper bound), once the app's rows are there.
          return performance.now() - app.painted > graceMs
            ? { first: { ...first, painted: first.inDom }, app, firstFromDom: true }
            : null;
        },
        firstPaintGraceMs,
        { timeout: rowsTimeoutMs, polling: 100 },
      )
      .catch(async (error: unknown) => {
        // Say what the page got to, so a start that never finished can be told from a slow one.
        const seen = await page
          .evaluate(() => {
            const w = window as unknown as RowsWindow;
            return JSON.stringify({
              firstRows: w.__benchFirstRows ?? null,
              appRows: w.__benchAppRows ?? null,
              snapshotLayer: document.getElementById('screen-snapshot') !== null,
              rootChildren: document.getElementById('root')?.childElementCount ?? null,
              readyState: document.readyState,
            });
          })
          .catch(() => 'the page did not answer');
        const message = `${error instanceof Error ? error.message : String(error)}; the page: ${seen}`;
        throw error instanceof Error && error.name === 'TimeoutError'
          ? new StepTimeout(`rows not painted within ${rowsTimeoutMs / 1000} s; the page: ${seen}`)
          : new Error(message);
      });
    const { first, app, firstFromDom } = (await handle.jsonValue()) as {
      first: Rows;
      app: Rows;
      firstFromDom: boolean;
    };
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the service worker did not control the offline start');
    await cdp.detach();
    return {
      firstRows: first.painted!,
      appRows: app.painted!,
      fromSnapshot: first.fromSnapshot,
      firstRowsFromDom: firstFromDom,
    };
  } finally {
    await page.close();
  }
}

/** Makes sure the service worker controls pages of `context` (registered after the first render). */
export async function ensureServiceWorker(page: Page): Promise<void> {
  await waitForServiceWorkerControl(page);
}

/**
 * Search as you type: presses each key of `keys` in the search box of `screen` (already open, once its
 * whole list is loaded) and measures, in the page, from the key event's timestamp to the frame after the list's first DOM change.
 * A key after which the list did not change within 10 s is counted in `unchanged`, not as a sample.
 */
export async function searchLatencies(
  page: Page,
  screen: ListScreen,
  keys: readonly string[],
): Promise<{ samples: number[]; unchanged: number }> {
  // A user types into a screen that is there: the overview paints its first rows before it has read
  // the whole list, and a key pressed meanwhile would time that read.
  if (screen.loadedCount) {
    await page
      .getByRole('status')
      .filter({ hasText: screen.loadedCount })
      .waitFor({ timeout: 120_000 })
      .catch(slowWhenTimedOut('the whole list read before typing'));
  }
  const box = page.getByLabel(screen.searchLabel, { exact: true });
  await box.click();
  await page.evaluate(() => {
    const w = window as unknown as {
      __benchKeyAt?: number;
      __benchSearch?: { latency: number | null };
    };
    document.addEventListener(
      'keydown',
      (event) => {
        w.__benchKeyAt = event.timeStamp;
        w.__benchSearch = { latency: null };
        const main = document.querySelector('main') ?? document.body;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              w.__benchSearch = { latency: performance.now() - (w.__benchKeyAt ?? 0) };
            }, 0),
          );
        });
        // Changes to the search box's own value are attributes of the input, not list updates.
        observer.observe(main, { childList: true, subtree: true, characterData: true });
      },
      { capture: true },
    );
  });
  const samples: number[] = [];
  let unchanged = 0;
  for (const key of keys) {
    await page.keyboard.press(key);
    const latency = await page
      .waitForFunction(
        () => (window as unknown as { __benchSearch?: { latency: number | null } }).__benchSearch?.latency,
        null,
        { timeout: 10_000, polling: 20 },
      )
      .then(async (handle) => (await handle.jsonValue()) as number)
      .catch(() => null);
    if (latency === null) unchanged += 1;
    else samples.push(latency);
    // Let the list settle before the next key, as a typist's ~150 ms between keys would.
    await page.waitForTimeout(150);
  }
  return { samples, unchanged };
}

/**
 * One realtime sample: the total, and where it went. Each part is measured on one wall clock (Node and
 * the page run on the same machine); a part is null when its event was not seen (a hint batched with
 * another, a change read answered from elsewhere).
 */
export interface RealtimeSample {
  /** From sending the write to the frame after its title is in the DOM: the figure. */
  totalMs: number;
  /** From sending the write to the server's answer (the write and its commit). */
  answeredMs: number;
  /** From sending the write to the hint's websocket frame arriving in the page. */
  hintMs: number | null;
  /** From the hint's frame to the page sending its change read of the collection. */
  reactMs: number | null;
  /** The change read, from sending it to its last byte. */
  readMs: number | null;
  /** From the change read's last byte to the title in the DOM (storing, the live query, React). */
  storeAndRenderMs: number | null;
  /** From the title in the DOM to the frame after it. */
  paintMs: number;
}

/**
 * Watches the page's network through CDP for the realtime breakdown: websocket frames and requests
 * with their times on the wall clock. CDP times are monotonic seconds; a request's `wallTime` beside
 * its `timestamp` gives the offset to the wall clock.
 */
export async function watchRealtimeNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let wallOffsetMs: number | null = null;
  const frames: { at: number; payload: string }[] = [];
  const requests = new Map<string, { url: string; sentAt: number; finishedAt: number | null }>();
  const wall = (timestamp: number) => timestamp * 1000 + (wallOffsetMs ?? Number.NaN);
  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffsetMs ??= event.wallTime * 1000 - event.timestamp * 1000;
    requests.set(event.requestId, {
      url: event.request.url,
      sentAt: wall(event.timestamp),
      finishedAt: null,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.finishedAt = wall(event.timestamp);
  });
  cdp.on('Network.webSocketFrameReceived', (event) => {
    frames.push({ at: wall(event.timestamp), payload: event.response.payloadData });
  });
  await cdp.send('Network.enable');
  return {
    /** The first frame after `since` that names `id`. */
    frameNaming(id: string, since: number) {
      return frames.find((frame) => frame.at >= since && frame.payload.includes(id)) ?? null;
    },
    /** The first request after `since` whose URL contains every one of `parts`. */
    requestAfter(since: number, parts: readonly string[]) {
      return (
        [...requests.values()].find(
          (request) => request.sentAt >= since && parts.every((part) => request.url.includes(part)),
        ) ?? null
      );
    },
    clear() {
      frames.length = 0;
      requests.clear();
    },
    detach: () => cdp.detach(),
  };
}

export type RealtimeNetwork = Awaited<ReturnType<typeof watchRealtimeNetwork>>;

/**
 * Realtime: a task created through the API (by `writer`, for `organisationId`) until its title is in
 * the DOM of `page` (the watcher's tasks screen), in ms of the shared wall clock, with where the time
 * went when `network` watches the page.
 */
export async function realtimeLatency(
  page: Page,
  baseUrl: string,
  writer: ApiSession,
  organisationId: string,
  title: string,
  network?: RealtimeNetwork,
): Promise<RealtimeSample> {
  const seen = page.evaluate(
    (text) =>
      new Promise<{ inDom: number; painted: number } | null>((resolve) => {
        const root = document.querySelector('main') ?? document.body;
        // Not shown in time: null, a slow sample rather than a broken page.
        const timer = setTimeout(() => resolve(null), 15_000);
        const observer = new MutationObserver(() => {
          if (!root.textContent?.includes(text)) return;
          const inDom = Date.now();
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(() => resolve({ inDom, painted: Date.now() }), 0));
        });
        observer.observe(root, { childList: true, subtree: true, characterData: true });
      }),
    title,
  );
  // The observer must be in place before the change is made.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  network?.clear();
  const id = uuidv7();
  const sentAt = Date.now();
  const response = await fetch(`${baseUrl}/api/task`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${writer.token}`,
      'idempotency-key': uuidv7(),
    },
    body: JSON.stringify({ id, organisationId, title, isClientTask: true }),
  });
  const answeredAt = Date.now();
  if (!response.ok) throw new Error(`creating a task answered ${response.status}: ${await response.text()}`);
  const shown = await seen;
  if (!shown) throw new StepTimeout(`the realtime change "${title}" did not show within 15 s`);
  const { inDom, painted } = shown;
  const frame = network?.frameNaming(id, sentAt) ?? null;
  const read = frame ? network?.requestAfter(frame.at, ['/api/task?', 'updatedSince=']) : null;
  const readDone = read?.finishedAt ?? null;
  return {
    totalMs: painted - sentAt,
    answeredMs: answeredAt - sentAt,
    hintMs: frame ? frame.at - sentAt : null,
    reactMs: frame && read ? read.sentAt - frame.at : null,
    readMs: read && readDone !== null ? readDone - read.sentAt : null,
    storeAndRenderMs: readDone !== null ? inDom - readDone : null,
    paintMs: painted - inDom,
  };
}

/** A fresh on-disk profile (see harness.ts), phone-sized so lists render as on a phone. */
export function launchProfile(): Promise<PortalBrowser> {
  return launchChromium({ viewport: { width: 412, height: 915 } });
}
