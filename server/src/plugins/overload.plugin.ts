/**
 * Load shedding: when the process cannot keep up, a request is refused at once with 503, `Retry-After`
 * and `{ message }` (serviceOverloaded) instead of queueing for tens of seconds until the client gives
 * up. Two independent limits:
 *
 * 1. process pressure (@fastify/under-pressure), checked on arrival: while the event loop lags or the
 *    V8 heap is nearly full, every new request is refused;
 * 2. admission (`AdmissionGate`), once the request's body has arrived and before anything else
 *    queries (scoping, the handler): at most `maxConcurrent` requests are handled at once; later ones
 *    wait in a FIFO queue, and are refused when the queue is full, when at the current pace they would
 *    wait longer than `maxQueueWaitMs`, or when they did wait that long.
 *
 * Why admission matters most with PGlite: it runs one query at a time, synchronously on the event
 * loop, and a query that finishes hands over to the next queued one in the same microtask run. With
 * hundreds of requests in flight the event loop polls no socket for seconds, so even a health check
 * that needs no database waits that long. Bounding the requests in flight bounds those stretches, and
 * a queued request is admitted in a later macrotask (`setImmediate`), so the event loop polls the
 * network between admissions.
 *
 * What holds a slot, and for how long:
 * - a request from the end of its body (a slow sender holds none) until its answer is ready to send
 *   (`onSend`; a slow reader holds none) or its client aborts;
 * - never a multipart upload: its handler receives the body itself, which can take minutes from a
 *   phone, and would hold a slot all that time for a moment of database work at the end;
 * - never a route flagged `config: { overloadExempt: true }` (the health check), which is not refused
 *   either: it must answer fast exactly when everything else is slow.
 */
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Never refused or queued under load (the health check). */
    overloadExempt?: boolean;
  }
}

export interface OverloadOptions {
  /** Requests handled at once; default 4 on PGlite (one query at a time), 64 on PostgreSQL. */
  maxConcurrent?: number;
  /** Requests waiting for a slot; more are refused at once. Default 16 per concurrent request. */
  maxQueued?: number;
  /** The longest a request waits for a slot; default 5 s. */
  maxQueueWaitMs?: number;
  /** Mean event-loop delay over a sample above which requests are refused; default 1 s, 0 disables. */
  maxEventLoopDelayMs?: number;
  /** V8 heap in use above which requests are refused; default 90 % of the heap limit, 0 disables. */
  maxHeapUsedBytes?: number;
  /** How often the event loop and the heap are sampled; default 1 s. */
  sampleIntervalMs?: number;
  /** The `Retry-After` of a refusal, in seconds; default 5. */
  retryAfterSeconds?: number;
}

/** One request's claim on a slot: `admitted` settles once; `release` may be called any number of times. */
export interface AdmissionTicket {
  readonly admitted: Promise<boolean>;
  release(): void;
}

export interface AdmissionGateLimits {
  maxConcurrent: number;
  maxQueued: number;
  maxQueueWaitMs: number;
  /** The clock, for tests; default `performance.now`. */
  now?: () => number;
}

interface Waiter {
  /** When its wait is over, by the gate's clock. */
  deadline: number;
  grant(): void;
  refuse(): void;
}

/** Waiters refused early per turn, so that no single turn spends long answering refusals. */
const maxEarlyRefusalsPerTurn = 16;

/**
 * A counting semaphore with a bounded FIFO queue and a bounded wait. Guarantees:
 * - at most `maxConcurrent` tickets are admitted and unreleased at any time;
 * - a ticket is admitted at once only when a slot is free and nobody waits; otherwise it waits and is
 *   admitted in FIFO order in a later macrotask, never in the call that freed the slot;
 * - a ticket is refused at once when the queue holds `maxQueued`, or when the queue ahead of it would
 *   take longer than `maxQueueWaitMs` at the average hold time of the recently released slots;
 * - a waiting ticket is refused as soon as, at that pace, it can no longer be admitted within
 *   `maxQueueWaitMs` of entering (checked from the back of the queue whenever slots are handed out), at
 *   the latest when it has waited that long, and when it is released or the gate closes.
 */
export class AdmissionGate {
  private active = 0;
  private readonly queue: Waiter[] = [];
  private isPumpScheduled = false;
  private isClosed = false;
  /** Exponentially weighted mean of how long an admitted ticket held its slot, in ms. */
  private averageHoldMs = 0;
  private readonly now: () => number;

  constructor(private readonly limits: AdmissionGateLimits) {
    this.now = limits.now ?? (() => performance.now());
  }

  /** Requests being handled now. */
  get inFlight(): number {
    return this.active;
  }

  /** Requests waiting for a slot now. */
  get waiting(): number {
    return this.queue.length;
  }

  enter(): AdmissionTicket {
    let state: 'waiting' | 'admitted' | 'done' = 'waiting';
    let settle: (admitted: boolean) => void = () => undefined;
    let timer: NodeJS.Timeout | undefined;
    let admittedAt = 0;
    const admitted = new Promise<boolean>((resolve) => {
      settle = resolve;
    });

    const waiter: Waiter = {
      deadline: this.now() + this.limits.maxQueueWaitMs,
      grant: () => {
        clearTimeout(timer);
        state = 'admitted';
        admittedAt = this.now();
        this.active += 1;
        settle(true);
      },
      refuse: () => {
        clearTimeout(timer);
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        state = 'done';
        settle(false);
      },
    };
    const ticket: AdmissionTicket = {
      admitted,
      release: () => {
        if (state === 'waiting') waiter.refuse();
        if (state !== 'admitted') return;
        state = 'done';
        this.active -= 1;
        const heldMs = this.now() - admittedAt;
        this.averageHoldMs = this.averageHoldMs === 0 ? heldMs : 0.9 * this.averageHoldMs + 0.1 * heldMs;
        this.schedulePump();
      },
    };

    if (this.isClosed) waiter.refuse();
    else if (this.active < this.limits.maxConcurrent && this.queue.length === 0) waiter.grant();
    else if (this.queue.length >= this.limits.maxQueued || this.expectedWaitMs() > this.limits.maxQueueWaitMs)
      waiter.refuse();
    else {
      this.queue.push(waiter);
      timer = setTimeout(waiter.refuse, this.limits.maxQueueWaitMs);
      this.schedulePump();
    }
    return ticket;
  }

  /** Refuses every waiting ticket and every later one. */
  close(): void {
    this.isClosed = true;
    for (const waiter of [...this.queue]) waiter.refuse();
  }

  /** How long a ticket queued now would wait, at the recent pace. */
  private expectedWaitMs(): number {
    return ((this.queue.length + 1) / this.limits.maxConcurrent) * this.averageHoldMs;
  }

  /** Admits waiters in a macrotask of their own, so the event loop polls the network in between. */
  private schedulePump(): void {
    if (this.isPumpScheduled || this.queue.length === 0) return;
    this.isPumpScheduled = true;
    setImmediate(() => {
      this.isPumpScheduled = false;
      while (this.active < this.limits.maxConcurrent && this.queue.length > 0) this.queue.shift()!.grant();
      this.refuseHopeless();
    });
  }

  /**
   * Refuses, from the back of the queue, the waiters that at the recent pace would be admitted only after
   * their deadline: they learn it now rather than at their deadline, and a burst's refusals are spread
   * over many turns instead of all falling due in one.
   */
  private refuseHopeless(): void {
    const now = this.now();
    for (let refused = 0; refused < maxEarlyRefusalsPerTurn && this.queue.length > 0; refused += 1) {
      const last = this.queue.at(-1)!;
      const admittedAt = now + (this.queue.length / this.limits.maxConcurrent) * this.averageHoldMs;
      if (admittedAt <= last.deadline) return;
      last.refuse();
    }
  }
}

/** Slots per process: PGlite runs one query at a time, a PostgreSQL pool several (10 by default). */
function defaultMaxConcurrent(app: FastifyInstance): number {
  return app.hasDecorator('database') && app.database.kind === 'pglite' ? 4 : 64;
}

async function overloadPlugin(app: FastifyInstance, options: OverloadOptions) {
  const retryAfter = String(options.retryAfterSeconds ?? 5);
  const overloaded = () => new HttpError(503, 'serviceOverloaded', undefined, { 'retry-after': retryAfter });
  const isExempt = (request: FastifyRequest) => request.routeOptions.config.overloadExempt === true;
  const sampleIntervalMs = options.sampleIntervalMs ?? 1_000;

  // The event-loop delay of the first samples measures the start (building the app, seeding the demo
  // data), not load: it counts only from two samples after the app is ready.
  let countsEventLoopDelayFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    countsEventLoopDelayFrom = performance.now() + 2 * sampleIntervalMs;
  });

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? 1_000,
    maxHeapUsedBytes: options.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleInterval: sampleIntervalMs,
    // A rejection reaches the error handler (our error format); returning nothing lets the request on.
    pressureHandler: (request, _reply, type, value) => {
      if (isExempt(request)) return;
      if (type === underPressure.TYPE_EVENT_LOOP_DELAY && performance.now() < countsEventLoopDelayFrom)
        return;
      request.log.warn({ type, value }, 'overloaded: request refused');
      return Promise.reject(overloaded());
    },
  });

  const maxConcurrent = options.maxConcurrent ?? defaultMaxConcurrent(app);
  const gate = new AdmissionGate({
    maxConcurrent,
    maxQueued: options.maxQueued ?? 16 * maxConcurrent,
    maxQueueWaitMs: options.maxQueueWaitMs ?? 5_000,
  });
  const tickets = new WeakMap<FastifyRequest, AdmissionTicket>();

  const release = async (request: FastifyRequest) => tickets.get(request)?.release();
  const isUpload = (request: FastifyRequest) =>
    (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  app.addHook('preValidation', async (request) => {
    if (isExempt(request) || isUpload(request)) return;
    const ticket = gate.enter();
    tickets.set(request, ticket);
    if (!(await ticket.admitted)) {
      request.log.warn({ inFlight: gate.inFlight, waiting: gate.waiting }, 'overloaded: request refused');
      throw overloaded();
    }
  });
  // The answer is ready: the work the slot bounds is done.
  app.addHook('onSend', release);
  // The client went away: its slot (or its place in the queue) is freed even if no answer is ever sent.
  app.addHook('onRequestAbort', release);
  // The answer failed to go out after all: nothing else frees the slot then.
  app.addHook('onResponse', release);
  app.addHook('onClose', async () => gate.close());
}

export default fp(overloadPlugin, { name: 'overload', fastify: '5.x' });
