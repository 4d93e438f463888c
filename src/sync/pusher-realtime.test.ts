import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client';
import type { User } from '../api/contract/auth';
import {
  globalRealtimeChannel,
  organisationRealtimeChannel,
  staffRealtimeChannel,
  type RealtimeConfig,
} from '../api/contract/realtime';
import { freshDatabase } from '../db/db-test-fixtures';
import { authEndpointUrl, pusherRealtime } from './pusher-realtime';
import { realtimeChannelsOf, watchRealtimeChannels } from './realtime-channels';
import type { RealtimeConnection, RealtimeHandlers } from './sync-engine';

type Callback = (data?: unknown) => void;

/** pusher-js as far as pusher-realtime.ts uses it, recording what it was asked to do. */
const fake = vi.hoisted(() => {
  class FakeChannel {
    readonly handlers = new Map<string, Callback[]>();
    readonly globalHandlers: ((event: string, data: unknown) => void)[] = [];
    subscribeCalls = 0;
    constructor(readonly name: string) {}
    bind(event: string, callback: Callback) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), callback]);
      return this;
    }
    bind_global(callback: (event: string, data: unknown) => void) {
      this.globalHandlers.push(callback);
      return this;
    }
    unbind_all() {
      this.handlers.clear();
      this.globalHandlers.length = 0;
      return this;
    }
    subscribe() {
      this.subscribeCalls++;
    }
    /** What the server (or pusher-js itself) emits on this channel. */
    emit(event: string, data: unknown) {
      for (const callback of this.handlers.get(event) ?? []) callback(data);
      for (const callback of this.globalHandlers) callback(event, data);
    }
  }
  class FakePusher {
    static last: FakePusher | null = null;
    readonly channels = new Map<string, FakeChannel>();
    readonly unsubscribed: string[] = [];
    isDisconnected = false;
    readonly connection = {
      state: 'connected',
      bind: (_event: string, _callback: Callback) => undefined,
    };
    constructor(
      readonly key: string,
      readonly options: {
        channelAuthorization: { endpoint: string; transport: string; headersProvider: () => unknown };
      },
    ) {
      FakePusher.last = this;
    }
    subscribe(name: string) {
      let channel = this.channels.get(name);
      if (!channel) this.channels.set(name, (channel = new FakeChannel(name)));
      return channel;
    }
    unsubscribe(name: string) {
      this.unsubscribed.push(name);
      this.channels.delete(name);
    }
    disconnect() {
      this.isDisconnected = true;
    }
  }
  return { FakePusher };
});

vi.mock('pusher-js', () => ({ default: fake.FakePusher }));

const holding = '01960000-0000-7000-8000-000000000001';
const branch = '01960000-0000-7000-8000-000000000002';
const config: RealtimeConfig = {
  key: 'portal-key',
  cluster: 'eu',
  forceTLS: false,
  channelPrefix: 'private-webportal-channel',
  authEndpoint: '/api/realtime/auth',
};
const configClient = {
  request: () => Promise.resolve({ data: config }),
} as unknown as ApiClient;

const customer: Pick<User, 'type' | 'accessLevel' | 'company'> = {
  type: 'customer',
  accessLevel: 'user',
  company: { id: holding, name: 'Holding' },
};

function recordingHandlers() {
  const hints: { collection: string; organisationId: string | null; ids: readonly string[] }[] = [];
  const joinTimes: number[] = [];
  const handlers: RealtimeHandlers = {
    onHint: (collection, organisationId, ids) => hints.push({ collection, organisationId, ids }),
    onReconnect: (joinedAt) => joinTimes.push(joinedAt),
  };
  return { handlers, hints, reconnects: () => joinTimes.length, joinTimes: () => joinTimes };
}

describe('the channels a user’s socket joins', () => {
  it('are the staff and global channels for staff and superadmins', () => {
    const expected = [staffRealtimeChannel, globalRealtimeChannel];
    expect(realtimeChannelsOf({ type: 'employee', accessLevel: 'user', company: null }, [])).toEqual(
      expected,
    );
    expect(realtimeChannelsOf({ ...customer, accessLevel: 'superadmin' }, [branch])).toEqual(expected);
  });

  it('are the global channel and one per synced organisation for a customer, its own company before the first sync', () => {
    expect(realtimeChannelsOf(customer, [])).toEqual([
      globalRealtimeChannel,
      organisationRealtimeChannel(holding),
    ]);
    expect(realtimeChannelsOf(customer, [holding, branch])).toEqual([
      globalRealtimeChannel,
      organisationRealtimeChannel(holding),
      organisationRealtimeChannel(branch),
    ]);
    expect(realtimeChannelsOf({ ...customer, company: null }, [])).toEqual([globalRealtimeChannel]);
  });

  it('follow the synced organisations table', async () => {
    const db = freshDatabase('realtime-channels');
    await db.open();
    const seen: (readonly string[])[] = [];
    const stop = watchRealtimeChannels(db, customer, (channels) => seen.push(channels));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await db.records('organisations').bulkPut([{ id: holding } as never, { id: branch } as never]);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toContain(organisationRealtimeChannel(branch));
    stop();
    db.close();
  });
});

describe('pusher-js realtime', () => {
  let token: string | null;
  let connection: RealtimeConnection | null;
  let setChannels: (channels: readonly string[]) => void;
  let isWatching: boolean;

  beforeEach(() => {
    vi.stubGlobal('location', new URL('https://portal.example/dashboard'));
    vi.useFakeTimers();
    token = 'first-token';
    connection = null;
    isWatching = false;
  });
  afterEach(() => {
    connection?.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function connect(channels: readonly string[]) {
    const recording = recordingHandlers();
    connection = await pusherRealtime(configClient, {
      apiUrl: '/api',
      getToken: () => token,
      watchChannels: (onChange) => {
        isWatching = true;
        setChannels = onChange;
        onChange(channels);
        return () => (isWatching = false);
      },
    })(recording.handlers);
    const pusher = fake.FakePusher.last;
    if (!pusher) throw new Error('pusher-js was not created');
    return { pusher, ...recording };
  }

  it('resolves the authorization endpoint on the API’s origin', () => {
    expect(authEndpointUrl('/api/realtime/auth', '/api', 'https://portal.example/x')).toBe(
      'https://portal.example/api/realtime/auth',
    );
    expect(authEndpointUrl('/api/realtime/auth', 'https://api.example/api', 'https://portal.example/x')).toBe(
      'https://api.example/api/realtime/auth',
    );
  });

  it('authorizes channels with the current token, read at each authorization', async () => {
    const { pusher } = await connect([globalRealtimeChannel]);
    const authorization = pusher.options.channelAuthorization;
    expect(authorization.endpoint).toBe('https://portal.example/api/realtime/auth');
    expect(authorization.transport).toBe('ajax');
    expect(authorization.headersProvider()).toEqual({ Authorization: 'Bearer first-token' });
    token = 'refreshed-token';
    expect(authorization.headersProvider()).toEqual({ Authorization: 'Bearer refreshed-token' });
  });

  it('joins the user’s channels, hands their hints over, and follows a change of the channel set', async () => {
    const first = organisationRealtimeChannel(holding);
    const second = organisationRealtimeChannel(branch);
    const { pusher, hints } = await connect([globalRealtimeChannel, first]);
    expect([...pusher.channels.keys()]).toEqual([globalRealtimeChannel, first]);

    pusher.channels.get(first)?.emit('tasks', { organisationId: holding, ids: [branch] });
    pusher.channels.get(first)?.emit('pusher:subscription_succeeded', {});
    expect(hints).toEqual([{ collection: 'tasks', organisationId: holding, ids: [branch] }]);

    setChannels([globalRealtimeChannel, second]);
    expect([...pusher.channels.keys()]).toEqual([globalRealtimeChannel, second]);
    expect(pusher.unsubscribed).toEqual([first]);
  });

  it('catches up once when channels join together, and again whenever they join later (reconnect, retry)', async () => {
    const { pusher, reconnects, joinTimes } = await connect([
      globalRealtimeChannel,
      organisationRealtimeChannel(holding),
    ]);
    const [global, organisation] = [...pusher.channels.values()];
    global!.emit('pusher:subscription_succeeded', {});
    await vi.advanceTimersByTimeAsync(40);
    const lastJoinAt = Date.now();
    organisation!.emit('pusher:subscription_succeeded', {});
    expect(reconnects()).toBe(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(reconnects()).toBe(1);
    // Hints are missed only before the latest join of the ones caught up together.
    expect(joinTimes()).toEqual([lastJoinAt]);
    for (const channel of pusher.channels.values()) channel.emit('pusher:subscription_succeeded', {});
    await vi.advanceTimersByTimeAsync(100);
    expect(reconnects()).toBe(2);
  });

  it('tries a channel again after a passing failure, but not after a refusal, and catches up once it joins', async () => {
    const channel = organisationRealtimeChannel(holding);
    const { pusher, reconnects } = await connect([channel]);
    const joined = pusher.channels.get(channel)!;

    joined.emit('pusher:subscription_error', { type: 'AuthError', status: 401 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(joined.subscribeCalls).toBe(1);
    joined.emit('pusher:subscription_error', { type: 'AuthError', status: 0 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(joined.subscribeCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(joined.subscribeCalls).toBe(2);
    joined.emit('pusher:subscription_succeeded', {});
    await vi.advanceTimersByTimeAsync(100);
    expect(reconnects()).toBe(1);

    joined.emit('pusher:subscription_error', { type: 'AuthError', status: 403 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(joined.subscribeCalls).toBe(2);
  });

  it('leaves every channel, stops watching and disconnects when closed', async () => {
    const { pusher } = await connect([globalRealtimeChannel, organisationRealtimeChannel(holding)]);
    connection?.close();
    connection = null;
    expect(pusher.unsubscribed).toEqual([globalRealtimeChannel, organisationRealtimeChannel(holding)]);
    expect(pusher.isDisconnected).toBe(true);
    expect(isWatching).toBe(false);
  });
});
