import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RealtimeConfigResponse, RealtimeHint, realtimeChannel } from '../../../src/api/contract/realtime';
import { uuidv7 } from '../../../src/lib/uuid';
import { buildApp } from '../app';
import { LocalFileStore } from '../files/file-store';
import { createTestDatabase, demoPassword, testEnv, type TestDatabase } from '../test/test-app';
import type { EmbeddedPusherServer } from './embedded-pusher';

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

/** A raw websocket speaking the Pusher protocol, collecting every frame it receives. */
async function rawClient(url: string) {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = (event: string) =>
    new Promise<Frame>((resolve) => {
      const seen = frames.find((frame) => frame.event === event);
      if (seen) return resolve(seen);
      waiters.push({ match: (frame) => frame.event === event, resolve });
    });
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
  return { socket, frames, next, send, closed };
}

describe('the embedded Pusher-protocol server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let clients: { disconnect(): void }[] = [];

  beforeEach(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      env: testEnv(),
      database: database.database,
      files: new LocalFileStore(database.filesDir),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterEach(async () => {
    for (const client of clients) client.disconnect();
    clients = [];
    await app.close();
    await database.dispose();
  });

  function embedded(): EmbeddedPusherServer {
    if (!app.embeddedRealtime) throw new Error('no embedded realtime server');
    return app.embeddedRealtime;
  }

  /** pusher-js configured the way the PWA does it from `GET /api/realtime/config`. */
  async function subscribedPusherJs() {
    const config = RealtimeConfigResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/realtime/config' })).json(),
    ).data;
    const client = new PusherClient(config.key, {
      cluster: config.cluster,
      wsHost: config.wsHost ?? '127.0.0.1',
      wsPort: config.wsPort ?? port,
      forceTLS: config.forceTLS,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
    clients.push(client);
    const channel = client.subscribe(config.channel);
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    return channel;
  }

  async function login(): Promise<{ token: string; organisationId: string }> {
    const session = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'filiaal@bakkerij-dejong.example', password: demoPassword },
    });
    const { token, user } = session.json().data as { token: string; user: { company: { id: string } } };
    return { token, organisationId: user.company.id };
  }

  it('tells the PWA to connect to the page’s own origin with the public key, on webportal-channel', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/realtime/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { key: 'portal-key', cluster: 'eu', forceTLS: false, channel: realtimeChannel },
    });
  });

  it('delivers a hint to a pusher-js subscriber after a task is created through the API', async () => {
    const channel = await subscribedPusherJs();
    const received = new Promise<unknown>((resolve) =>
      channel.bind('tasks', (data: unknown) => resolve(data)),
    );
    const { token, organisationId } = await login();
    const id = uuidv7();
    const created = await app.inject({
      method: 'POST',
      url: '/api/task',
      headers: { authorization: `Bearer ${token}` },
      payload: { id, organisationId, title: 'Realtime' },
    });
    expect(created.statusCode).toBe(201);
    expect(RealtimeHint.parse(await received)).toEqual({ organisationId, ids: [id] });
  });

  it('lets the official pusher SDK trigger an event that reaches a subscribed client', async () => {
    const channel = await subscribedPusherJs();
    const received = new Promise<unknown>((resolve) =>
      channel.bind('tasks', (data: unknown) => resolve(data)),
    );
    const sdk = new Pusher({
      appId: embedded().appId,
      key: embedded().key,
      secret: embedded().secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    const hint = { organisationId: null, ids: [uuidv7()] };
    const answer = await sdk.trigger(realtimeChannel, 'tasks', hint);
    expect(answer.status).toBe(200);
    expect(await received).toEqual(hint);
  });

  it('refuses a trigger signed with another secret with 401, and sends nothing', async () => {
    const client = await rawClient(`ws://127.0.0.1:${port}/app/portal-key?protocol=7`);
    await client.next('pusher:connection_established');
    client.send('pusher:subscribe', { channel: realtimeChannel });
    await client.next('pusher_internal:subscription_succeeded');
    const forger = new Pusher({
      appId: embedded().appId,
      key: embedded().key,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await expect(
      forger.trigger(realtimeChannel, 'tasks', { organisationId: null, ids: [] }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(client.frames.some((frame) => frame.event === 'tasks')).toBe(false);
    client.socket.close();
  });

  it('establishes a connection with a socket id and answers pusher:ping with pusher:pong', async () => {
    const client = await rawClient(
      `ws://127.0.0.1:${port}/app/portal-key?protocol=7&client=js&version=8.6.0`,
    );
    const established = JSON.parse((await client.next('pusher:connection_established')).data);
    expect(established.socket_id).toMatch(/^\d+\.\d+$/);
    expect(established.activity_timeout).toBeGreaterThan(0);
    client.send('pusher:ping', {});
    expect((await client.next('pusher:pong')).event).toBe('pusher:pong');
    client.socket.close();
  });

  it('refuses an unknown app key with error 4001 and closes the socket', async () => {
    const client = await rawClient(`ws://127.0.0.1:${port}/app/someone-else?protocol=7`);
    const error = JSON.parse((await client.next('pusher:error')).data);
    expect(error.code).toBe(4001);
    expect(await client.closed).toBe(4001);
  });

  it('refuses private and presence channels, which need an authentication it does not offer', async () => {
    const client = await rawClient(`ws://127.0.0.1:${port}/app/portal-key?protocol=7`);
    await client.next('pusher:connection_established');
    client.send('pusher:subscribe', { channel: 'private-webportal', auth: 'portal-key:forged' });
    expect(JSON.parse((await client.next('pusher:error')).data).code).toBe(4009);
    expect(embedded().subscriberCount('private-webportal')).toBe(0);
    client.socket.close();
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const client = await rawClient(`ws://127.0.0.1:${port}/app/portal-key?protocol=7`);
    await client.next('pusher:connection_established');
    client.send('pusher:subscribe', { channel: realtimeChannel });
    await client.next('pusher_internal:subscription_succeeded');
    expect(embedded().subscriberCount(realtimeChannel)).toBe(1);
    client.send('pusher:unsubscribe', { channel: realtimeChannel });
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    expect(embedded().subscriberCount(realtimeChannel)).toBe(0);
    client.socket.close();
  });

  it('closes its sockets when the app closes, so shutdown does not wait for them', async () => {
    const client = await rawClient(`ws://127.0.0.1:${port}/app/portal-key?protocol=7`);
    await client.next('pusher:connection_established');
    await app.close();
    expect(await client.closed).toBeGreaterThan(0);
  });
});
