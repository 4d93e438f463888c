/**
 * The client side of the load suite (load.test.ts), run in child processes so that what it measures
 * (how long the server takes to answer) is not mixed up with the server's own event loop, nor the
 * health poller's timings with the burst generator's. It answers each task the parent sends over IPC
 * with one result message (a health poll when told `stop`), and exits when the parent disconnects.
 *
 * Every request has a timeout: a request that gets no answer in time counts as `timeout`, a network
 * failure as `error`, so a hung server shows up as a figure, never as a hung suite.
 */
export interface LoginAttempt {
  email: string;
  password: string;
}

export interface LoginBurstTask {
  kind: 'login-burst';
  baseUrl: string;
  /** Sent all at once, each on a connection of its own. */
  attempts: LoginAttempt[];
  timeoutMs: number;
}

/** Polls `/api/health` every `everyMs` (after each answer) until a `stop` message. */
export interface HealthPollTask {
  kind: 'health-poll';
  baseUrl: string;
  everyMs: number;
  timeoutMs: number;
}

export interface ReadLoadTask {
  kind: 'reads';
  baseUrl: string;
  token: string;
  /** Requested round robin. */
  paths: string[];
  /** Requests in flight at any time, each worker sending its next as soon as it has an answer. */
  connections: number;
  durationMs: number;
  timeoutMs: number;
}

export type LoadTask = LoginBurstTask | HealthPollTask | ReadLoadTask;

/** Ends a running health poll, which then sends its result. */
export interface StopMessage {
  kind: 'stop';
}

/** Answers by status code, plus `timeout` and `error` (no answer at all). */
export type StatusCounts = Record<string, number>;

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoginBurstResult {
  kind: 'login-burst';
  statuses: StatusCounts;
  /** 429 and 503 answers without a Retry-After header. */
  refusalsWithoutRetryAfter: number;
  durationMs: number;
}

export interface HealthPollResult {
  kind: 'health-poll';
  statuses: StatusCounts;
  latency: LatencySummary;
}

export interface ReadLoadResult {
  kind: 'reads';
  statuses: StatusCounts;
  refusalsWithoutRetryAfter: number;
  latency: LatencySummary;
  durationMs: number;
}

export type LoadResult = LoginBurstResult | HealthPollResult | ReadLoadResult;

/** The value below which `fraction` of the sorted `values` lie (nearest rank). */
export function summarize(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (fraction: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return {
    count: sorted.length,
    p50: Math.round(rank(0.5)),
    p99: Math.round(rank(0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

interface Outcome {
  status: string;
  ms: number;
  isRefusalWithoutRetryAfter: boolean;
}

async function timedRequest(url: string, init: RequestInit, timeoutMs: number): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    const isRefusal = response.status === 429 || response.status === 503;
    return {
      status: String(response.status),
      ms: performance.now() - started,
      isRefusalWithoutRetryAfter: isRefusal && !response.headers.has('retry-after'),
    };
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      status: isTimeout ? 'timeout' : 'error',
      ms: performance.now() - started,
      isRefusalWithoutRetryAfter: false,
    };
  }
}

function count(outcomes: Outcome[]): StatusCounts {
  const counts: StatusCounts = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loginBurst(task: LoginBurstTask): Promise<LoginBurstResult> {
  const started = performance.now();
  const outcomes = await Promise.all(
    task.attempts.map((attempt) =>
      timedRequest(
        `${task.baseUrl}/api/login`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(attempt) },
        task.timeoutMs,
      ),
    ),
  );
  return {
    kind: 'login-burst',
    statuses: count(outcomes),
    refusalsWithoutRetryAfter: outcomes.filter((outcome) => outcome.isRefusalWithoutRetryAfter).length,
    durationMs: Math.round(performance.now() - started),
  };
}

let stopPolling: () => void = () => undefined;

async function healthPoll(task: HealthPollTask): Promise<HealthPollResult> {
  let isStopped = false;
  stopPolling = () => {
    isStopped = true;
  };
  const outcomes: Outcome[] = [];
  while (!isStopped) {
    outcomes.push(await timedRequest(`${task.baseUrl}/api/health`, {}, task.timeoutMs));
    await sleep(task.everyMs);
  }
  return {
    kind: 'health-poll',
    statuses: count(outcomes),
    latency: summarize(outcomes.map((outcome) => outcome.ms)),
  };
}

async function reads(task: ReadLoadTask): Promise<ReadLoadResult> {
  const started = performance.now();
  const deadline = started + task.durationMs;
  const outcomes: Outcome[] = [];
  let next = 0;
  const init: RequestInit = { headers: { authorization: `Bearer ${task.token}` } };
  await Promise.all(
    Array.from({ length: task.connections }, async () => {
      while (performance.now() < deadline) {
        const path = task.paths[next++ % task.paths.length]!;
        outcomes.push(await timedRequest(`${task.baseUrl}${path}`, init, task.timeoutMs));
      }
    }),
  );
  return {
    kind: 'reads',
    statuses: count(outcomes),
    refusalsWithoutRetryAfter: outcomes.filter((outcome) => outcome.isRefusalWithoutRetryAfter).length,
    latency: summarize(outcomes.map((outcome) => outcome.ms)),
    durationMs: Math.round(performance.now() - started),
  };
}

export function runTask(task: LoadTask): Promise<LoadResult> {
  if (task.kind === 'login-burst') return loginBurst(task);
  if (task.kind === 'health-poll') return healthPoll(task);
  return reads(task);
}

// Run as a child process: one result per task message.
if (process.send) {
  process.on('message', (message: LoadTask | StopMessage) => {
    if (message.kind === 'stop') stopPolling();
    else void runTask(message).then((result) => process.send?.(result));
  });
  process.on('disconnect', () => process.exit(0));
}
