/**
 * The sync engine of one signed-in user: it keeps the local database in step with the
 * server and delivers the outbox. Screens never call it for data; they read Dexie live queries. It
 * only runs in the leader tab (Web Lock); other tabs forward refresh requests to the leader over a
 * BroadcastChannel and see the results through their live queries.
 *
 * When it pulls: at start, when the device comes online, when the tab becomes visible again, on a
 * realtime hint (that collection only, after a short batching window), after the realtime channels
 * (re)join (every collection whose last pull began before the join: hints before it may have been
 * missed), and on demand. Pulls start a few at a time in the order of the collection list, the
 * collections not pulled yet first; a collection requested while it is being pulled is pulled once
 * more afterwards, so nothing requested is skipped.
 *
 * When it sends: at start, whenever the outbox gains a pending entry (in any tab), when the device
 * comes online, and after the wait the sender asked for. After a send it pulls the collections the
 * sent entries touched, so the server's version replaces the local one.
 *
 * Offline (connectivity.ts) it does neither: no pull starts, nothing is sent, no realtime connection
 * is attempted, and no timer waits for a retry, so an offline start asks nothing of the network and
 * nothing is recorded as failed. When the connection returns it sends at once (every pending entry
 * ready, its backoff started afresh), pulls everything once and connects the realtime hints. A
 * request that fails without an answer in the first moments after that is blamed on the connection
 * and tried again shortly, uncounted.
 *
 * All state lives in this instance (no module-level state); `stop()` ends every timer, listener,
 * lock, channel and connection it opened.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { ApiClient } from '../api/api-client';
import { fetchRecord } from '../api/sync/fetch-record';
import type { OutboxAnswer, OutboxRequestToSend } from '../api/sync/send-outbox-request';
import { isCollectionName, type CollectionName } from '../db/collection-tables';
import type { PortalDatabase } from '../db/portal-database';
import { browserConnectivity, reconnectRetryMs, reconnectSettleMs, type Connectivity } from './connectivity';
import { requestLeadership, type Leadership } from './leader-lock';
import { sendOutbox, type SendOutcome } from './outbox-sender';
import { PageWriter } from './page-writer';
import { isSessionFailure, pullCollection, type PullResult } from './pull-collection';
import type { SyncCollection } from './sync-collection';
import { SyncStateMemory } from './sync-state-memory';

export interface RealtimeHandlers {
  onHint(collection: string, organisationId: string | null, ids: readonly string[]): void;
  /**
   * Channels (re)joined, the latest at `joinedAt` (epoch ms): hints sent before then may have been
   * missed (at the start, after a reconnect).
   */
  onReconnect(joinedAt: number): void;
}

export interface RealtimeConnection {
  close(): void;
}

export type RealtimeConnector = (handlers: RealtimeHandlers) => Promise<RealtimeConnection>;

export interface SyncEngineOptions {
  db: PortalDatabase;
  client: ApiClient;
  /** The collections this user may read, in pull order. */
  collections: readonly SyncCollection[];
  /**
   * Sends one outbox entry. The engine starts no send offline, but the connection may go between two
   * entries of one send: offline this answers `noAnswer` without sending, as `sendOutboxRequest` with
   * `hasNetwork` does (and as `client` does for the pulls), so the next entry waits.
   */
  send: (request: OutboxRequestToSend, token: string, idempotencyKey: string) => Promise<OutboxAnswer>;
  getToken: () => string | null;
  refreshToken: () => Promise<boolean>;
  /** Whether a hint about this organisation concerns the user (null: a record without organisation). */
  isVisibleOrganisation: (organisationId: string | null) => boolean;
  /** Connects to the realtime hints (loaded lazily); absent: no realtime. */
  realtime?: RealtimeConnector;
  /** Called when the sender found no usable session (the outbox is frozen). */
  onFrozen?: () => void;
  /** Called after every completed pull of a collection. */
  onPulled?: (result: PullResult) => void;
  /** How long hints after the first of a burst are gathered into one pull (ms); default 150. */
  hintBatchMs?: number;
  /** How many collections are pulled at the same time (default 3). */
  pullConcurrency?: number;
  /** Web Lock and BroadcastChannel name; one per user database. */
  coordinationName: string;
  /** Whether the device has a connection; the browser's view by default. */
  connectivity?: Connectivity;
}

type ChannelMessage =
  | { type: 'refresh'; collections: CollectionName[] | null }
  /** The sync states were changed outside the leader's pulls: it reads them again. */
  | { type: 'forgetStates' };

export class SyncEngine {
  private readonly options: SyncEngineOptions;
  private readonly connectivity: Connectivity;
  /** When the connection last returned (epoch ms); long ago for a start online. */
  private onlineSince = Number.NEGATIVE_INFINITY;
  private pullRetryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pullRetries = new Set<CollectionName>();
  private isRealtimeConnecting = false;
  private readonly byName: Map<CollectionName, SyncCollection>;
  private leadership: Leadership | null = null;
  private isLeader = false;
  private stopped = false;
  private readonly abort = new AbortController();
  /** One writer for every pull, so pages of collections pulled at the same time share transactions. */
  private readonly pageWriter: PageWriter;
  /** The sync states as the leader's pulls last committed them (sync-state-memory.ts). */
  private readonly states: SyncStateMemory;
  private channel: BroadcastChannel | null = null;
  private realtime: RealtimeConnection | null = null;
  private outboxWatch: Subscription | null = null;
  private readonly cleanups: (() => void)[] = [];

  /**
   * The collections waiting for a pull, each with whether it is a background pull (pull-collection.ts,
   * `isBackground`): one asked for by anything else as well is not.
   */
  private readonly pullQueue = new Map<CollectionName, boolean>();
  private readonly pullsInFlight = new Set<CollectionName>();
  /** When each collection's pull in flight, or its last successful one, began (epoch ms). */
  private readonly pullStartedAt = new Map<CollectionName, number>();
  private pullWorkers = 0;
  /** The pulls not ended yet: asking for pages, or storing the last ones asked for. */
  private readonly pullsRunning = new Set<Promise<void>>();
  /** Settles when the last pull worker ends and the last pull is stored (`whenIdle`). */
  private pulling: Promise<void> | null = null;
  private pullsDone: (() => void) | null = null;
  private sending: Promise<SendOutcome> | null = null;
  private sendAgain = false;
  private sendTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly hintIds = new Map<CollectionName, Set<string>>();
  private lastFullPullAt = 0;
  /** Applies the hints of collections that were in a burst, after the batch window. */
  private hintTimer: ReturnType<typeof setTimeout> | null = null;
  /** Applies the hints of collections that were quiet, at once. */
  private quietHintTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly quietHints = new Set<CollectionName>();
  private readonly hintsAppliedAt = new Map<CollectionName, number>();

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.connectivity = options.connectivity ?? browserConnectivity;
    this.byName = new Map(options.collections.map((collection) => [collection.name, collection]));
    this.pageWriter = new PageWriter(options.db);
    this.states = new SyncStateMemory(options.db);
  }

  /** Joins the leader election; the leader starts syncing at once. */
  start(): void {
    if (this.leadership || this.stopped) return;
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(`${this.options.coordinationName}-sync`);
      this.channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
        if (!this.isLeader) return;
        if (event.data?.type === 'refresh') this.enqueuePulls(event.data.collections);
        else if (event.data?.type === 'forgetStates') this.states.forget();
      };
    }
    this.leadership = requestLeadership(`${this.options.coordinationName}-sync`, () => this.lead());
  }

  /** Pulls the given collections (all by default), in whichever tab leads. */
  refresh(collections: readonly CollectionName[] | null = null): void {
    if (this.stopped) return;
    if (this.isLeader) this.enqueuePulls(collections);
    else
      this.channel?.postMessage({
        type: 'refresh',
        collections: collections ? [...collections] : null,
      } satisfies ChannelMessage);
  }

  /** Resolves when the pulls queued so far (and any queued meanwhile) are done. */
  async whenIdle(): Promise<void> {
    while (this.pulling || this.sending) {
      await (this.pulling ?? this.sending);
    }
  }

  /**
   * Empties every synced table and its sync state, then pulls everything again ("re-sync
   * everything" on the sync screen). Rows with pending local changes stay, and the outbox is not
   * touched: nothing the user did is lost.
   */
  async resyncEverything(): Promise<void> {
    const { db } = this.options;
    const names = this.options.collections.map((collection) => collection.name);
    await db.transaction(
      'rw',
      [db.outbox, db.syncState, ...names.map((name) => db.records(name))],
      async () => {
        const pendingRefs = new Set((await db.outbox.toArray()).flatMap((entry) => entry.refs));
        for (const name of names) {
          const table = db.records(name);
          const ids = (await table.toCollection().primaryKeys()) as string[];
          await table.bulkDelete(ids.filter((id) => !pendingRefs.has(`${name}:${id}`)));
          await db.syncState.delete(name);
        }
      },
    );
    // The leader's memory of the deleted states must go before its next pull (messages keep their order).
    if (this.isLeader) this.states.forget();
    else this.channel?.postMessage({ type: 'forgetStates' } satisfies ChannelMessage);
    this.refresh(null);
  }

  /** Asks the leader to deliver the outbox now (e.g. after the user retried a refused entry). */
  flushOutbox(): void {
    if (this.isLeader) this.scheduleSend(0);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.isLeader = false;
    this.abort.abort();
    this.leadership?.release();
    this.channel?.close();
    this.realtime?.close();
    this.outboxWatch?.unsubscribe();
    if (this.sendTimer) clearTimeout(this.sendTimer);
    if (this.hintTimer) clearTimeout(this.hintTimer);
    if (this.quietHintTimer) clearTimeout(this.quietHintTimer);
    if (this.pullRetryTimer) clearTimeout(this.pullRetryTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private lead(): void {
    if (this.stopped) return;
    this.isLeader = true;
    this.enqueuePulls(null);
    this.watchOutbox();
    this.listen();
    void this.connectRealtime();
  }

  private listen(): void {
    this.cleanups.push(
      this.connectivity.subscribe((isOnline) => (isOnline ? this.cameOnline() : this.wentOffline())),
    );
    if (typeof document === 'undefined') return;
    const visible = () => {
      // Switching tabs back and forth should not pull everything each time: at most every 30 s.
      if (document.visibilityState !== 'visible' || Date.now() - this.lastFullPullAt < 30_000) return;
      this.enqueuePulls(null);
    };
    document.addEventListener('visibilitychange', visible);
    this.cleanups.push(() => document.removeEventListener('visibilitychange', visible));
  }

  /**
   * Back online: one send at once and one pull of everything. Entries waiting out a backoff go now,
   * their backoff started afresh: attempts that failed for want of a connection say nothing about
   * the server, and counted on they would make the first 5xx after a long time offline wait minutes.
   */
  private cameOnline(): void {
    if (!this.isLeader || this.stopped) return;
    this.onlineSince = Date.now();
    this.enqueuePulls(null);
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = null;
    void this.options.db.outbox
      .where('state')
      .equals('pending')
      .modify({ nextAttemptAt: 0, attempts: 0 })
      .catch(() => undefined)
      .then(() => this.scheduleSend(0));
    if (!this.realtime) void this.connectRealtime();
  }

  /** Offline: what was queued is dropped (coming online pulls everything) and no retry waits. */
  private wentOffline(): void {
    this.pullQueue.clear();
    this.pullRetries.clear();
    if (this.pullRetryTimer) clearTimeout(this.pullRetryTimer);
    this.pullRetryTimer = null;
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = null;
  }

  /**
   * Whether a request failing without an answer now is the server's failure: not while offline, and
   * not in the first moments after the connection returned (connectivity.ts).
   */
  private hasSettledConnection(): boolean {
    return this.connectivity.isOnline() && Date.now() - this.onlineSince >= reconnectSettleMs;
  }

  /** Any new pending entry, from this tab or another, wakes the sender. */
  private watchOutbox(): void {
    const { db } = this.options;
    this.outboxWatch = liveQuery(() => db.outbox.where('state').equals('pending').primaryKeys()).subscribe({
      next: (keys) => {
        if (keys.length > 0) this.scheduleSend(0);
      },
      error: () => undefined,
    });
  }

  /** Connects the realtime hints; offline it waits for the connection (`cameOnline`). */
  private async connectRealtime(): Promise<void> {
    const connect = this.options.realtime;
    if (!connect || this.isRealtimeConnecting || !this.connectivity.isOnline()) return;
    this.isRealtimeConnecting = true;
    try {
      const connection = await connect({
        onHint: (collection, organisationId, ids) => this.onHint(collection, organisationId, ids),
        onReconnect: (joinedAt) => this.catchUp(joinedAt),
      });
      if (this.stopped) connection.close();
      else this.realtime = connection;
    } catch {
      // No realtime (blocked websocket, old server): the other refresh triggers still apply.
    } finally {
      this.isRealtimeConnecting = false;
    }
  }

  /**
   * Pulls what a hint missed before the channels joined at `joinedAt` could have been about: every
   * collection whose last pull began before (or at) the join. A pull that began later asked the
   * server after it had joined the channels, so it read every change a missed hint announced; one
   * still queued begins later too. On a first start this spares the collections pulled since the
   * join a second pull; after a reconnect every collection began before it and is pulled.
   */
  private catchUp(joinedAt: number): void {
    if (!this.isLeader || this.stopped) return;
    this.lastFullPullAt = Date.now();
    const missed = this.options.collections
      .map((collection) => collection.name)
      .filter((name) => (this.pullStartedAt.get(name) ?? 0) <= joinedAt);
    this.enqueuePulls(missed, true);
  }

  private onHint(collection: string, organisationId: string | null, ids: readonly string[]): void {
    if (!isCollectionName(collection) || !this.byName.has(collection)) return;
    if (!this.options.isVisibleOrganisation(organisationId)) return;
    const pending = this.hintIds.get(collection) ?? new Set<string>();
    for (const id of ids) pending.add(id);
    this.hintIds.set(collection, pending);
    // A collection's first hint after a quiet moment is applied at once (with the hints of the same
    // task); the burst that often follows it (one command's several records, a colleague's batch) is
    // gathered for the batch window into one pull. Quiet is per collection: a hint about tasks does
    // not wait because the dashboard's figures were hinted a moment ago.
    const batchMs = this.options.hintBatchMs ?? 150;
    const isQuiet = Date.now() - (this.hintsAppliedAt.get(collection) ?? 0) >= batchMs;
    if (isQuiet) {
      this.quietHints.add(collection);
      this.quietHintTimer ??= setTimeout(() => {
        this.quietHintTimer = null;
        const names = [...this.quietHints];
        this.quietHints.clear();
        void this.applyHints(names);
      }, 0);
    } else {
      this.hintTimer ??= setTimeout(() => {
        this.hintTimer = null;
        void this.applyHints([...this.hintIds.keys()]);
      }, batchMs);
    }
  }

  /**
   * One pull per hinted collection with a change cursor; on a backend without one, each hinted
   * record is read by id (a 404 deletes the local row).
   */
  private async applyHints(names: readonly CollectionName[]): Promise<void> {
    const appliedAt = Date.now();
    const batch: [CollectionName, Set<string>][] = [];
    for (const name of names) {
      const ids = this.hintIds.get(name);
      if (!ids) continue;
      this.hintIds.delete(name);
      this.hintsAppliedAt.set(name, appliedAt);
      batch.push([name, ids]);
    }
    const { db, client } = this.options;
    const byCursor: CollectionName[] = [];
    for (const [name, ids] of batch) {
      const state = await this.states.read(name);
      if (state.mode !== 'pages') {
        byCursor.push(name);
        continue;
      }
      const collection = this.byName.get(name);
      if (!collection) continue;
      for (const id of ids) {
        try {
          const record = await fetchRecord(client, collection.path, id);
          await db.transaction('rw', [db.records(name), db.outbox], async () => {
            const pending = await db.outbox.where('refs').equals(`${name}:${id}`).count();
            if (pending > 0) return;
            if (record) await db.records(name).put(record as never);
            else await db.records(name).delete(id);
          });
        } catch {
          // The next full refresh catches up.
        }
      }
    }
    if (byCursor.length > 0) this.enqueuePulls(byCursor, true);
  }

  /**
   * Queues pulls and starts them; offline it does nothing (coming online pulls everything). A
   * realtime hint's and a catch-up's pulls are background pulls.
   */
  private enqueuePulls(collections: readonly CollectionName[] | null, isBackground = false): void {
    if (!this.isLeader || this.stopped || !this.connectivity.isOnline()) return;
    if (collections === null) this.lastFullPullAt = Date.now();
    for (const name of collections ?? this.options.collections.map((collection) => collection.name)) {
      if (!this.byName.has(name)) continue;
      this.pullQueue.set(name, isBackground && (this.pullQueue.get(name) ?? true));
    }
    this.startPullWorkers();
  }

  /**
   * Pulls the queued collections, a few at a time (the server answers one while the browser stores
   * another), always starting the first queued one in list order, and never the same collection
   * twice at once: one queued again while in flight waits for that pull to end. A collection queued
   * while others are pulled starts at once when a worker is free: a realtime hint's pull does not
   * wait for a long pull of another collection to end.
   *
   * A worker is free once its pull has asked for its last page: the pull's pages are then stored
   * while the worker asks for the next collection, and the page writer puts the pages of the pulls
   * storing at the same time into one transaction. At most twice as many pulls run (asking or
   * storing) as there are workers, which bounds the pages held in memory.
   */
  private startPullWorkers(): void {
    while (this.pullWorkers < this.pullConcurrency && !this.stopped && this.nextQueuedPull()) {
      if (!this.pulling) {
        this.pulling = new Promise<void>((resolve) => {
          this.pullsDone = resolve;
        });
      }
      this.pullWorkers += 1;
      void this.pullWorker().finally(() => {
        this.pullWorkers -= 1;
        this.settleWhenIdle();
      });
    }
  }

  /** How many pulls ask for pages at the same time. */
  private get pullConcurrency(): number {
    return this.options.pullConcurrency ?? 3;
  }

  /** Settles `pulling` when no worker runs and every pull has ended. */
  private settleWhenIdle(): void {
    if (this.pullWorkers > 0 || this.pullsRunning.size > 0 || !this.pulling) return;
    this.pulling = null;
    this.pullsDone?.();
  }

  /**
   * The first queued collection that is not being pulled, in list order; one this engine has not
   * pulled yet goes before one it pulls again, so a catch-up during the first sync does not hold back
   * the collections that have no data yet.
   */
  private nextQueuedPull(): SyncCollection | undefined {
    const ready = this.options.collections.filter(
      (collection) => this.pullQueue.has(collection.name) && !this.pullsInFlight.has(collection.name),
    );
    return ready.find((collection) => !this.pullStartedAt.has(collection.name)) ?? ready[0];
  }

  private async pullWorker(): Promise<void> {
    while (!this.stopped) {
      if (!this.connectivity.isOnline()) {
        this.pullQueue.clear();
        return;
      }
      while (this.pullsRunning.size >= 2 * this.pullConcurrency) await Promise.race(this.pullsRunning);
      const next = this.nextQueuedPull();
      if (!next) return;
      const isBackground = this.pullQueue.get(next.name) ?? false;
      this.pullQueue.delete(next.name);
      this.pullsInFlight.add(next.name);
      this.pullStartedAt.set(next.name, Date.now());
      let fetched: () => void = () => undefined;
      const isFetched = new Promise<void>((resolve) => {
        fetched = resolve;
      });
      const pull = pullCollection(
        {
          db: this.options.db,
          client: this.options.client,
          signal: this.abort.signal,
          writer: this.pageWriter,
          states: this.states,
          isOnline: () => this.hasSettledConnection(),
          onFetched: fetched,
          isBackground,
        },
        next,
      )
        .then((result) => this.pulled(next.name, result))
        .finally(() => {
          this.pullsInFlight.delete(next.name);
          this.pullsRunning.delete(pull);
          // The collection may have been queued again while it was pulled, after every worker moved on.
          this.startPullWorkers();
          this.settleWhenIdle();
        });
      this.pullsRunning.add(pull);
      await Promise.race([isFetched, pull]);
    }
  }

  /** What a pull's end asks for: a retry when it found no connection, nothing more after a lost session. */
  private pulled(name: CollectionName, result: PullResult): void {
    if (this.stopped) return;
    // A failed pull read nothing: a catch-up must not count on it.
    if (!result.ok) this.pullStartedAt.delete(name);
    if (result.noConnection) {
      this.retryPullSoon(name);
      return;
    }
    this.options.onPulled?.(result);
    // The session ended (the app's client already signed out locally): stop asking.
    if (isSessionFailure(result)) this.pullQueue.clear();
  }

  /**
   * A pull that found no connection just after it returned is tried again shortly, once the
   * collections that failed together have gathered; offline, coming online pulls it anyway.
   */
  private retryPullSoon(name: CollectionName): void {
    if (!this.connectivity.isOnline()) return;
    this.pullRetries.add(name);
    this.pullRetryTimer ??= setTimeout(() => {
      this.pullRetryTimer = null;
      const names = [...this.pullRetries];
      this.pullRetries.clear();
      this.enqueuePulls(names);
    }, reconnectRetryMs);
  }

  /** Sends after `delayMs`; offline nothing waits (coming online sends at once). */
  private scheduleSend(delayMs: number): void {
    if (!this.isLeader || this.stopped || !this.connectivity.isOnline()) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = setTimeout(() => {
      this.sendTimer = null;
      void this.runSend();
    }, delayMs);
  }

  private async runSend(): Promise<void> {
    if (this.sending || this.stopped || !this.connectivity.isOnline()) return;
    this.sending = sendOutbox({
      db: this.options.db,
      send: this.options.send,
      getToken: this.options.getToken,
      refreshToken: this.options.refreshToken,
      isOnline: () => this.hasSettledConnection(),
      connectionWaitMs: reconnectRetryMs,
    });
    let outcome: SendOutcome;
    try {
      outcome = await this.sending;
    } finally {
      this.sending = null;
    }
    if (this.stopped) return;
    // What the server accepted may differ from the local guess (numbers, statuses): pull it back.
    if (outcome.touched.length > 0) this.enqueuePulls(outcome.touched);
    if (outcome.kind === 'frozen') {
      this.options.onFrozen?.();
      return;
    }
    if (this.sendAgain) {
      this.sendAgain = false;
      this.scheduleSend(0);
    } else if (outcome.kind === 'waiting') {
      this.scheduleSend(outcome.waitMs);
    }
  }
}
