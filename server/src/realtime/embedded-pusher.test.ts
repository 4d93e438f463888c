import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  RealtimeConfigResponse,
  RealtimeHint,
  organisationRealtimeChannel,
  realtimeAuthPath,
  realtimeChannelPrefix,
} from '../../../src/api/contract/realtime';
import { uuidv7 } from '../../../src/lib/uuid';
import { buildApp } from '../app';
import { LocalFileStore } from '../files/file-store';
import { createTestDatabase, demoPassword, testEnv, type TestDatabase } from '../test/test-app';
import type { EmbeddedPusherServer } from './embedded-pusher';
import { channelAuthorization } from './pusher-signature';
import { joinWithPusherJs, openPusherTestSocket } from './pusher-test-socket';

describe('the embedded Pusher-protocol server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let clients: { disconnect(): void }[] = [];

  /** A listening app on the shared database; each test uses its own channels and sockets. */
  async function listeningApp(): Promise<{ app: FastifyInstance; port: number }> {
    const built = await buildApp({
      env: testEnv(),
      database: database.database,
      files: new LocalFileStore(database.filesDir),
    });
    await built.listen({ port: 0, host: '127.0.0.1' });
    const address = built.server.address();
    return { app: built, port: typeof address === 'object' && address ? address.port : 0 };
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    ({ app, port } = await listeningApp());
  });
  afterEach(() => {
    for (const client of clients) client.disconnect();
    clients = [];
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  function embedded(): EmbeddedPusherServer {
    if (!app.embeddedRealtime) throw new Error('no embedded realtime server');
    return app.embeddedRealtime;
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

  /**
   * pusher-js configured the way the PWA does it from `GET /api/realtime/config`, joining the private
   * channel of `organisationId` through the channel authorization with `token`.
   */
  async function subscribedPusherJs(token: string, organisationId: string) {
    const config = RealtimeConfigResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/realtime/config' })).json(),
    ).data;
    const origin = `http://127.0.0.1:${port}`;
    const { client, channel } = await joinWithPusherJs({
      config,
      socketOrigin: origin,
      authOrigin: origin,
      token,
      channelName: `${config.channelPrefix}-${organisationId}`,
    });
    clients.push(client);
    return channel;
  }

  /** A raw socket joined to `channel` with an authorization signed by the server's secret. */
  async function authorizedRawClient(channel: string) {
    const client = openPusherTestSocket(`ws://127.0.0.1:${port}/app/portal-key?protocol=7`);
    const { socket_id: socketId } = JSON.parse((await client.next('pusher:connection_established')).data) as {
      socket_id: string;
    };
    client.send('pusher:subscribe', { channel, auth: channelAuthorization(embedded(), socketId, channel) });
    await client.next('pusher_internal:subscription_succeeded');
    return client;
  }

  it('tells the PWA to connect to the page’s own origin with the public key, and where to authorize', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/realtime/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        key: 'portal-key',
        cluster: 'eu',
        forceTLS: false,
        channelPrefix: realtimeChannelPrefix,
        authEndpoint: realtimeAuthPath,
      },
    });
    expect(response.body).not.toContain(embedded().secret);
  });

  it('delivers a hint to a pusher-js subscriber of the organisation after a task is created through the API', async () => {
    const { token, organisationId } = await login();
    const channel = await subscribedPusherJs(token, organisationId);
    const received = new Promise<unknown>((resolve) =>
      channel.bind('tasks', (data: unknown) => resolve(data)),
    );
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
    const { token, organisationId } = await login();
    const channel = await subscribedPusherJs(token, organisationId);
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
    const hint = { organisationId, ids: [uuidv7()] };
    const answer = await sdk.trigger(organisationRealtimeChannel(organisationId), 'tasks', hint);
    expect(answer.status).toBe(200);
    expect(await received).toEqual(hint);
  });

  it('refuses a trigger signed with another secret with 401, and sends nothing', async () => {
    const channel = organisationRealtimeChannel(uuidv7());
    const client = await authorizedRawClient(channel);
    const forger = new Pusher({
      appId: embedded().appId,
      key: embedded().key,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await expect(forger.trigger(channel, 'tasks', { organisationId: null, ids: [] })).rejects.toMatchObject({
      status: 401,
    });
    expect(client.frames.some((frame) => frame.event === 'tasks')).toBe(false);
    client.socket.close();
  });

  it('establishes a connection with a socket id and answers pusher:ping with pusher:pong', async () => {
    const client = openPusherTestSocket(
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
    const client = openPusherTestSocket(`ws://127.0.0.1:${port}/app/someone-else?protocol=7`);
    const error = JSON.parse((await client.next('pusher:error')).data);
    expect(error.code).toBe(4001);
    expect(await client.closed).toBe(4001);
  });

  it('refuses public, presence and encrypted channels and a private channel without a valid authorization', async () => {
    const client = openPusherTestSocket(`ws://127.0.0.1:${port}/app/portal-key?protocol=7`);
    await client.next('pusher:connection_established');
    const channel = organisationRealtimeChannel(uuidv7());
    const attempts = [
      { channel: 'webportal-channel' },
      { channel: 'presence-webportal-channel', auth: 'portal-key:forged' },
      { channel: `private-encrypted-${channel}`, auth: 'portal-key:forged' },
      { channel },
      { channel, auth: 'portal-key:forged' },
    ];
    for (const attempt of attempts) client.send('pusher:subscribe', attempt);
    await client.flush();
    const refused = client.frames.filter((frame) => frame.event === 'pusher:subscription_error');
    expect(refused.map((frame) => frame.channel)).toEqual(attempts.map((attempt) => attempt.channel));
    expect(client.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toBe(
      false,
    );
    for (const attempt of attempts) expect(embedded().subscriberCount(attempt.channel)).toBe(0);
    client.socket.close();
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const organisationId = uuidv7();
    const channel = organisationRealtimeChannel(organisationId);
    const client = await authorizedRawClient(channel);
    expect(embedded().subscriberCount(channel)).toBe(1);
    await embedded().publish('tasks', organisationId, [uuidv7()]);
    await client.next('tasks');
    client.send('pusher:unsubscribe', { channel });
    await client.flush();
    expect(embedded().subscriberCount(channel)).toBe(0);
    await embedded().publish('tasks', organisationId, [uuidv7()]);
    await client.flush();
    expect(client.frames.filter((frame) => frame.event === 'tasks')).toHaveLength(1);
    client.socket.close();
  });

  it('closes its sockets when the app closes, so shutdown does not wait for them', async () => {
    const closing = await listeningApp();
    const client = openPusherTestSocket(`ws://127.0.0.1:${closing.port}/app/portal-key?protocol=7`);
    await client.next('pusher:connection_established');
    await closing.app.close();
    expect(await client.closed).toBeGreaterThan(0);
  });
});
