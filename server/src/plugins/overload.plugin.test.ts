import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import errorHandlerPlugin from './error-handler.plugin';
import overloadPlugin, { AdmissionGate, type OverloadOptions } from './overload.plugin';
import securityHeadersPlugin from './security-headers.plugin';

const nextTimersPhase = () => new Promise((resolve) => setTimeout(resolve, 0));
const nextCheckPhase = () => new Promise((resolve) => setImmediate(resolve));

/** Settles once `promise` has settled, answering whether it had by the time the event loop turned. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let isSettled = false;
  void promise.then(
    () => (isSettled = true),
    () => (isSettled = true),
  );
  await nextTimersPhase();
  return isSettled;
}

describe('the admission gate', () => {
  it('admits up to its limit at once and the rest in order, each in a later turn of the event loop', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 2, maxQueued: 10, maxQueueWaitMs: 60_000 });
    const [a, b, c, d] = [gate.enter(), gate.enter(), gate.enter(), gate.enter()];
    expect(await a!.admitted).toBe(true);
    expect(await b!.admitted).toBe(true);
    expect([gate.inFlight, gate.waiting]).toEqual([2, 2]);

    let isAdmittedSynchronously = false;
    void c!.admitted.then(() => (isAdmittedSynchronously = true));
    a!.release();
    await Promise.resolve();
    expect(isAdmittedSynchronously).toBe(false);
    expect(await c!.admitted).toBe(true);
    expect(await hasSettled(d!.admitted)).toBe(false);
    b!.release();
    expect(await d!.admitted).toBe(true);
    expect([gate.inFlight, gate.waiting]).toEqual([2, 0]);
  });

  it('refuses at once when its queue is full, and frees the place of a waiter that is released', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 1, maxQueued: 1, maxQueueWaitMs: 60_000 });
    const running = gate.enter();
    const waiting = gate.enter();
    expect(await gate.enter().admitted).toBe(false);
    waiting.release();
    expect(await waiting.admitted).toBe(false);
    const next = gate.enter();
    running.release();
    expect(await next.admitted).toBe(true);
  });

  it('refuses a waiter once it has waited its longest wait', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 1, maxQueued: 10, maxQueueWaitMs: 20 });
    gate.enter();
    expect(await gate.enter().admitted).toBe(false);
    expect(gate.waiting).toBe(0);
  });

  it('refuses at once, and early from the back of the queue, whom it could not admit in time at the recent pace', async () => {
    let time = 0;
    const gate = new AdmissionGate({
      maxConcurrent: 1,
      maxQueued: 100,
      maxQueueWaitMs: 1_000,
      now: () => time,
    });
    // Slots were held 400 ms each lately.
    for (let i = 0; i < 3; i += 1) {
      const ticket = gate.enter();
      time += 400;
      ticket.release();
    }
    await nextCheckPhase();
    const running = gate.enter();
    const first = gate.enter(); // expected in 400 ms
    const second = gate.enter(); // expected in 800 ms
    expect(await gate.enter().admitted).toBe(false); // would be 1,200 ms
    expect(gate.waiting).toBe(2);

    // Running took 900 ms: `second` cannot make its deadline any more and learns it now.
    time += 900;
    running.release();
    expect(await first.admitted).toBe(true);
    expect(await second.admitted).toBe(false);
  });

  it('refuses every waiter and every newcomer once closed', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 1, maxQueued: 10, maxQueueWaitMs: 60_000 });
    gate.enter();
    const waiting = gate.enter();
    gate.close();
    expect(await waiting.admitted).toBe(false);
    expect(await gate.enter().admitted).toBe(false);
  });
});

/** Blocks the event loop 100 ms out of every 110 until cleared: a loop that cannot keep up. */
function keepLagging(): NodeJS.Timeout {
  return setInterval(() => {
    const until = performance.now() + 100;
    while (performance.now() < until);
  }, 10);
}

/** Asks `/api/quick` until `isWanted(status)` (at most 5 s), answering the last status. */
async function statusOnceSettled(app: FastifyInstance, isWanted: (status: number) => boolean) {
  const deadline = performance.now() + 5_000;
  let status = (await app.inject({ method: 'GET', url: '/api/quick' })).statusCode;
  while (!isWanted(status) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await app.inject({ method: 'GET', url: '/api/quick' })).statusCode;
  }
  return status;
}

describe('the overload plugin', () => {
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A bare app with a route that answers when the test says so, the exempt health route, an upload. */
  async function build(options: OverloadOptions, beforeReady?: () => Promise<void>) {
    const server = Fastify();
    await server.register(securityHeadersPlugin, { env: loadEnv({}) });
    await server.register(overloadPlugin, options);
    await server.register(errorHandlerPlugin, {});
    const holds: (() => void)[] = [];
    server.get(
      '/api/held',
      () => new Promise<{ ok: true }>((resolve) => holds.push(() => resolve({ ok: true }))),
    );
    server.get('/api/quick', async () => ({ ok: true }));
    server.get('/api/failing', async () => {
      throw new Error('boom');
    });
    server.get('/api/health', { config: { overloadExempt: true } }, async () => ({ status: 'ok' }));
    server.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    server.post('/api/upload', async () => ({ ok: true }));
    await beforeReady?.();
    await server.ready();
    app = server;
    return { app: server, releaseHeld: () => holds.shift()?.() };
  }

  it('refuses with 503, Retry-After, the security headers and a localized message while every slot is busy', async () => {
    const { app, releaseHeld } = await build({ maxConcurrent: 1, maxQueued: 0 });
    const held = app.inject({ method: 'GET', url: '/api/held' });
    await nextTimersPhase();

    const refused = await app.inject({ method: 'GET', url: '/api/quick' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({
      message: 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.',
    });
    const english = await app.inject({
      method: 'GET',
      url: '/api/quick',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({
      message: 'The server is very busy right now. Please try again in a few seconds.',
    });

    releaseHeld();
    expect((await held).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
  });

  it('serves the exempt health route and multipart uploads while every slot is busy', async () => {
    const { app, releaseHeld } = await build({ maxConcurrent: 1, maxQueued: 0 });
    const held = app.inject({ method: 'GET', url: '/api/held' });
    await nextTimersPhase();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(upload.statusCode).toBe(200);
    releaseHeld();
    await held;
  });

  it('lets a queued request through once a slot frees', async () => {
    const { app, releaseHeld } = await build({ maxConcurrent: 1, maxQueued: 5 });
    const held = app.inject({ method: 'GET', url: '/api/held' });
    await nextTimersPhase();
    const queued = app.inject({ method: 'GET', url: '/api/quick' });
    expect(await hasSettled(queued)).toBe(false);
    releaseHeld();
    expect((await queued).statusCode).toBe(200);
    await held;
  });

  it('frees the slot of a request whose handler fails', async () => {
    const { app } = await build({ maxConcurrent: 1, maxQueued: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/failing' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
  });

  it('refuses everything but the health route while the heap is over its limit', async () => {
    const { app } = await build({ maxHeapUsedBytes: 1, sampleIntervalMs: 10 });
    const deadline = performance.now() + 5_000;
    let response = await app.inject({ method: 'GET', url: '/api/quick' });
    while (response.statusCode !== 503 && performance.now() < deadline) {
      await nextTimersPhase();
      response = await app.inject({ method: 'GET', url: '/api/quick' });
    }
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: expect.stringContaining('erg druk') });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses while the event loop lags, and serves again once it keeps up', async () => {
    const { app } = await build({ maxEventLoopDelayMs: 50, sampleIntervalMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const lag = keepLagging();
    const whileLagging = await statusOnceSettled(app, (status) => status === 503);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    clearInterval(lag);
    expect(whileLagging).toBe(503);
    expect(health.statusCode).toBe(200);
    expect(await statusOnceSettled(app, (status) => status === 200)).toBe(200);
  });

  it('does not count the lag of the start (building the app, seeding) against the first requests', async () => {
    const { app } = await build({ maxEventLoopDelayMs: 50, sampleIntervalMs: 100 }, async () => {
      const lag = keepLagging();
      await new Promise((resolve) => setTimeout(resolve, 600));
      clearInterval(lag);
    });
    await nextTimersPhase();
    expect((await app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
  });
});
