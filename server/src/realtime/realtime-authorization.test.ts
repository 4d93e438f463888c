import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RealtimeAuthResponse,
  globalRealtimeChannel,
  organisationRealtimeChannel,
  staffRealtimeChannel,
} from '../../../src/api/contract/realtime';
import { uuidv7 } from '../../../src/lib/uuid';
import { buildApp } from '../app';
import { LocalFileStore } from '../files/file-store';
import { createTestDatabase, demoPassword, testEnv, type TestDatabase } from '../test/test-app';
import type { EmbeddedPusherServer } from './embedded-pusher';
import { channelAuthorization } from './pusher-signature';
import { PusherSdkPublisher } from './pusher-sdk-publisher';
import { openPusherTestSocket, type PusherTestSocket } from './pusher-test-socket';

/**
 * The demo tree: the holding (klant@, boekhouding@) with three branches, the first of which is
 * filiaal@'s; unrelated customers beside it; staff (admin@ superadmin, planner@, monteur@) see all.
 */
type Place = 'holding' | 'branch' | 'sibling' | 'foreign';

const accounts = {
  superadmin: 'admin@koelservice.example',
  planner: 'planner@koelservice.example',
  technician: 'monteur@koelservice.example',
  holdingAdmin: 'klant@bakkerij-dejong.example',
  holdingUser: 'boekhouding@bakkerij-dejong.example',
  branchUser: 'filiaal@bakkerij-dejong.example',
} as const;
type Account = keyof typeof accounts;

describe('private realtime channels per organisation', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const tokens = new Map<Account, string>();
  const places = new Map<Place, string>();
  const sockets: PusherTestSocket[] = [];

  function embedded(): EmbeddedPusherServer {
    if (!app.embeddedRealtime) throw new Error('no embedded realtime server');
    return app.embeddedRealtime;
  }

  function token(account: Account): string {
    const found = tokens.get(account);
    if (!found) throw new Error(`no token for ${account}`);
    return found;
  }

  function place(name: Place): string {
    const found = places.get(name);
    if (!found) throw new Error(`no organisation for ${name}`);
    return found;
  }

  async function get<T>(account: Account, url: string): Promise<T> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token(account)}` },
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return (response.json() as { data: T }).data;
  }

  function authorize(account: Account | null, socketId: string, channel: string) {
    return app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(account ? { authorization: `Bearer ${token(account)}` } : {}),
      },
      payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
  }

  async function connect(): Promise<{ socket: PusherTestSocket; socketId: string }> {
    const socket = openPusherTestSocket(`ws://127.0.0.1:${port}/app/portal-key?protocol=7`);
    sockets.push(socket);
    const established = JSON.parse((await socket.next('pusher:connection_established')).data) as {
      socket_id: string;
    };
    return { socket, socketId: established.socket_id };
  }

  /** A socket of `account` joined, through `POST /api/realtime/auth`, to each of `channels`. */
  async function subscribedSocket(account: Account, channels: readonly string[]): Promise<PusherTestSocket> {
    const { socket, socketId } = await connect();
    for (const channel of channels) {
      const answer = await authorize(account, socketId, channel);
      expect(answer.statusCode, `${account} ${channel}: ${answer.body}`).toBe(200);
      socket.send('pusher:subscribe', { channel, auth: RealtimeAuthResponse.parse(answer.json()).auth });
      await socket.next(
        (frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel,
      );
    }
    return socket;
  }

  /** The organisations named in the `tasks` hints a socket received. */
  function hintedOrganisations(socket: PusherTestSocket): (string | null)[] {
    return socket.frames
      .filter((frame) => frame.event === 'tasks')
      .map((frame) => (JSON.parse(frame.data) as { organisationId: string | null }).organisationId);
  }

  /** Creates a task in each organisation as the superadmin: every write publishes a `tasks` hint. */
  async function createTasks(organisationIds: readonly string[]): Promise<void> {
    for (const organisationId of organisationIds) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/task',
        headers: { authorization: `Bearer ${token('superadmin')}` },
        payload: { id: uuidv7(), organisationId, title: 'Realtime scope' },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      env: testEnv(),
      database: database.database,
      files: new LocalFileStore(database.filesDir),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    for (const [account, email] of Object.entries(accounts) as [Account, string][]) {
      const session = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: demoPassword },
      });
      expect(session.statusCode, session.body).toBe(200);
      tokens.set(account, (session.json() as { data: { token: string } }).data.token);
    }
    const organisations = await get<{ id: string; parentId: string | null }[]>(
      'superadmin',
      '/api/organizations?perPage=100',
    );
    const holding = (await get<{ company: { id: string } }>('holdingAdmin', '/api/user')).company.id;
    const branch = (await get<{ company: { id: string } }>('branchUser', '/api/user')).company.id;
    const sibling = organisations.find((row) => row.parentId === holding && row.id !== branch)?.id;
    const foreign = organisations.find((row) => row.parentId === null && row.id !== holding)?.id;
    if (!sibling || !foreign) throw new Error('the demo tree lacks a sibling branch or a foreign customer');
    places.set('holding', holding).set('branch', branch).set('sibling', sibling).set('foreign', foreign);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.socket.close();
    await app?.close();
    await database?.dispose();
  });

  it('refuses the channel authorization to an anonymous caller with 401', async () => {
    const answer = await authorize(null, '1.2', organisationRealtimeChannel(place('branch')));
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('auth"');
  });

  it('signs, for every demo account, exactly the channels of the organisations it may see', async () => {
    const staffSeesEverything: Record<string, boolean> = {
      own: true,
      holding: true,
      branch: true,
      sibling: true,
      foreign: true,
      staff: true,
      global: true,
    };
    const expected: Record<Account, Record<string, boolean>> = {
      superadmin: staffSeesEverything,
      planner: staffSeesEverything,
      technician: staffSeesEverything,
      // The holding sees itself and its children (branch, sibling), never a foreign customer.
      holdingAdmin: {
        own: true,
        holding: true,
        branch: true,
        sibling: true,
        foreign: false,
        staff: false,
        global: true,
      },
      holdingUser: {
        own: true,
        holding: true,
        branch: true,
        sibling: true,
        foreign: false,
        staff: false,
        global: true,
      },
      // A branch sees itself only: not its parent, not its sibling.
      branchUser: {
        own: true,
        holding: false,
        branch: true,
        sibling: false,
        foreign: false,
        staff: false,
        global: true,
      },
    };
    const ownOf: Record<Account, Place | null> = {
      superadmin: null,
      planner: null,
      technician: null,
      holdingAdmin: 'holding',
      holdingUser: 'holding',
      branchUser: 'branch',
    };
    const channelsOf = (account: Account): Record<string, string> => {
      const own = ownOf[account];
      return {
        own: organisationRealtimeChannel(own ? place(own) : uuidv7()),
        holding: organisationRealtimeChannel(place('holding')),
        branch: organisationRealtimeChannel(place('branch')),
        sibling: organisationRealtimeChannel(place('sibling')),
        foreign: organisationRealtimeChannel(place('foreign')),
        staff: staffRealtimeChannel,
        global: globalRealtimeChannel,
        // Never granted to anybody: the old public channel, other kinds, malformed organisation ids.
        public: 'webportal-channel',
        presence: `presence-webportal-channel-${place('branch')}`,
        encrypted: `private-encrypted-webportal-channel-${place('branch')}`,
        notAnId: 'private-webportal-channel-not-an-id',
        prefixOnly: 'private-webportal-channel',
        trailing: `${organisationRealtimeChannel(place('branch'))}-x`,
      };
    };
    const socketId = '123.456';
    let cells = 0;
    const mismatches: string[] = [];
    for (const account of Object.keys(accounts) as Account[]) {
      for (const [cell, channel] of Object.entries(channelsOf(account))) {
        const answer = await authorize(account, socketId, channel);
        const isGranted = expected[account][cell] === true;
        cells++;
        if (isGranted) {
          const body = answer.statusCode === 200 ? RealtimeAuthResponse.parse(answer.json()) : null;
          if (body?.auth !== channelAuthorization(embedded(), socketId, channel))
            mismatches.push(`${account} ${cell}: ${answer.statusCode} ${answer.body}`);
        } else if (answer.statusCode !== 403 || !answer.body.includes('toegang tot dit kanaal')) {
          mismatches.push(`${account} ${cell}: expected 403, got ${answer.statusCode} ${answer.body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(6 * 13);
  });

  it('accepts the authorization as JSON too, and refuses a malformed socket id or a repeated field', async () => {
    const channel = organisationRealtimeChannel(place('branch'));
    const json = await app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: { authorization: `Bearer ${token('branchUser')}` },
      payload: { socket_id: '7.8', channel_name: channel },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ auth: channelAuthorization(embedded(), '7.8', channel) });
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.body).not.toContain(embedded().secret);

    expect((await authorize('branchUser', 'not-a-socket', channel)).statusCode).toBe(422);
    const repeated = await app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: {
        authorization: `Bearer ${token('branchUser')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `socket_id=7.8&channel_name=${encodeURIComponent(channel)}&channel_name=${encodeURIComponent(
        staffRealtimeChannel,
      )}`,
    });
    expect(repeated.statusCode).toBe(422);
  });

  it('never lets a socket without an authorization for a channel receive its hints', async () => {
    const witness = await subscribedSocket('branchUser', [organisationRealtimeChannel(place('branch'))]);
    const { socket: stranger, socketId: strangerId } = await connect();
    const { socketId: otherSocketId } = await connect();
    const branchChannel = organisationRealtimeChannel(place('branch'));
    // An authorization handed out for another socket is worth nothing on this one.
    const borrowed = RealtimeAuthResponse.parse(
      (await authorize('branchUser', otherSocketId, branchChannel)).json(),
    );
    const attempts = [
      { channel: 'webportal-channel' },
      { channel: branchChannel },
      { channel: branchChannel, auth: 'portal-key:0000' },
      { channel: branchChannel, auth: borrowed.auth },
      {
        channel: staffRealtimeChannel,
        auth: channelAuthorization({ key: 'portal-key', secret: 'guess' }, strangerId, staffRealtimeChannel),
      },
      {
        channel: globalRealtimeChannel,
        auth: `other-key:${channelAuthorization(embedded(), strangerId, globalRealtimeChannel).split(':')[1]}`,
      },
    ];
    for (const attempt of attempts) stranger.send('pusher:subscribe', attempt);
    await stranger.flush();
    expect(stranger.frames.filter((frame) => frame.event === 'pusher:subscription_error')).toHaveLength(
      attempts.length,
    );

    await createTasks([place('branch')]);
    await app.realtime.publish('roles', null, [uuidv7()]);
    await witness.next('tasks');
    await stranger.flush();
    const received = stranger.frames.filter((frame) => !frame.event.startsWith('pusher'));
    expect(received).toEqual([]);
    expect(stranger.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toBe(
      false,
    );
  });

  it('delivers each socket the hints of the organisations it may see, and never another organisation’s', async () => {
    const branchSocket = await subscribedSocket('branchUser', [
      globalRealtimeChannel,
      organisationRealtimeChannel(place('branch')),
    ]);
    const holdingSocket = await subscribedSocket('holdingAdmin', [
      globalRealtimeChannel,
      organisationRealtimeChannel(place('holding')),
      organisationRealtimeChannel(place('branch')),
      organisationRealtimeChannel(place('sibling')),
    ]);
    const staffSocket = await subscribedSocket('technician', [staffRealtimeChannel, globalRealtimeChannel]);
    const order: Place[] = ['foreign', 'sibling', 'holding', 'branch'];
    await createTasks(order.map(place));
    const globalId = uuidv7();
    await app.realtime.publish('roles', null, [globalId]);
    // The staff channel gets every hint right after the organisation's channel: once the staff socket
    // has them all, every other socket has been sent whatever it will ever get of them.
    await staffSocket.next((frame) => frame.event === 'roles');
    await Promise.all([branchSocket.flush(), holdingSocket.flush(), staffSocket.flush()]);

    expect(hintedOrganisations(staffSocket)).toEqual(order.map(place));
    const holdingTree: Place[] = ['sibling', 'holding', 'branch'];
    expect(hintedOrganisations(holdingSocket)).toEqual(holdingTree.map(place));
    expect(hintedOrganisations(branchSocket)).toEqual([place('branch')]);
    for (const socket of [branchSocket, holdingSocket, staffSocket]) {
      const roles = socket.frames.filter((frame) => frame.event === 'roles');
      expect(roles.map((frame) => frame.channel)).toEqual([globalRealtimeChannel]);
      expect(JSON.parse(roles[0]!.data)).toEqual({ organisationId: null, ids: [globalId] });
    }
  });

  it('publishes through the pusher SDK on the organisation’s and the staff channel only', async () => {
    const siblingSocket = await subscribedSocket('holdingUser', [
      organisationRealtimeChannel(place('sibling')),
    ]);
    const branchSocket = await subscribedSocket('branchUser', [
      globalRealtimeChannel,
      organisationRealtimeChannel(place('branch')),
    ]);
    const staffSocket = await subscribedSocket('planner', [staffRealtimeChannel]);
    const publisher = new PusherSdkPublisher({
      mode: 'external',
      appId: embedded().appId,
      key: embedded().key,
      secret: embedded().secret,
      cluster: 'eu',
      host: '127.0.0.1',
      port,
      useTLS: false,
    });
    const ids = [uuidv7()];
    await publisher.publish('tasks', place('sibling'), ids);
    const [toSibling, toStaff] = await Promise.all([siblingSocket.next('tasks'), staffSocket.next('tasks')]);
    expect([toSibling.channel, toStaff.channel]).toEqual([
      organisationRealtimeChannel(place('sibling')),
      staffRealtimeChannel,
    ]);
    expect(JSON.parse(toSibling.data)).toEqual({ organisationId: place('sibling'), ids });
    await branchSocket.flush();
    expect(branchSocket.frames.filter((frame) => frame.event === 'tasks')).toEqual([]);
  });
});
