/**
 * The embedded realtime server: Pusher protocol 7 over websockets (`ws`) on the API's own HTTP server,
 * at `/app/:key`, so `pusher-js` connects to it exactly as to Pusher Channels. It owns the connected
 * sockets and their subscriptions, and is the default `RealtimePublisher`.
 *
 * What it speaks (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol):
 * - on connect `pusher:connection_established` with a socket id and the activity timeout; an unknown
 *   app key gets `pusher:error` 4001 and the socket is closed with 4001, an unsupported protocol 4007;
 * - `pusher:ping` -> `pusher:pong`; websocket ping frames find dead peers after the activity timeout;
 * - `pusher:subscribe`/`pusher:unsubscribe` of PRIVATE channels only: the subscription must carry
 *   `auth` = `<key>:<HMAC-SHA256 of socket_id:channel_name with the app secret>` (what
 *   `POST /api/realtime/auth` hands out to users who may see the channel), checked in constant time;
 *   success answers `pusher_internal:subscription_succeeded`. Every refusal answers
 *   `pusher:subscription_error` on that channel and subscribes to nothing: a missing or wrong auth,
 *   any public channel (every hint is private, so a public channel would only ever be a way around
 *   the authorization), presence and encrypted channels (not offered), and more than
 *   `maxChannelsPerConnection` channels on one socket. Client events are refused with 4009.
 * - events go out as `{ event, channel, data }` with `data` a JSON string, as Pusher sends them.
 *
 * A hint goes to the channels of `hintChannels` (src/api/contract/realtime.ts): the organisation's
 * and the staff channel, or the global channel for a global collection.
 *
 * Several API processes reach each other's sockets through a fan-out (realtime-fanout.ts: Redis
 * pub/sub or PostgreSQL NOTIFY): a broadcast goes to this process's sockets at once and to the
 * fan-out, and what the fan-out brings from another process goes to this process's sockets.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { hintChannels } from '../../../src/api/contract/realtime';
import { isValidChannelAuthorization } from './pusher-signature';
import type { Broadcast, RealtimeFanout } from './realtime-fanout';
import { hintData, type RealtimePublisher } from './realtime-publisher';

export interface EmbeddedPusherOptions {
  appId: string;
  key: string;
  secret: string;
  /** Seconds of silence after which pusher-js pings; also the server's dead-peer check interval. */
  activityTimeoutSeconds?: number;
  /** Where protocol problems are reported (a pino logger's `warn` fits). */
  onError?: (error: unknown, message: string) => void;
}

interface Connection {
  socketId: string;
  socket: WebSocket;
  channels: Set<string>;
  isAlive: boolean;
}

/** Channel names Pusher allows (a-z, A-Z, 0-9 and `_-=@,.;`), at most 164 characters. */
const channelNamePattern = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** Largest message a client may send: subscriptions and pings are tiny. */
const maxClientMessageBytes = 10 * 1024;

/** Channels one socket may join; a user needs one per visible organisation plus the global one. */
export const maxChannelsPerConnection = 1_000;

const errorCodes = {
  unknownAppKey: 4001,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
} as const;

function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

export class EmbeddedPusherServer implements RealtimePublisher {
  readonly appId: string;
  readonly key: string;
  readonly secret: string;
  private readonly activityTimeoutSeconds: number;
  private readonly onError: (error: unknown, message: string) => void;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: maxClientMessageBytes });
  private readonly connections = new Set<Connection>();
  /** The subscribers of each channel, so a hint reaches its channels without scanning every socket. */
  private readonly subscribers = new Map<string, Set<Connection>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private fanout: RealtimeFanout | null = null;
  private attached: Server | undefined;
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.handleUpgrade(request, socket, head);

  constructor(options: EmbeddedPusherOptions) {
    this.appId = options.appId;
    this.key = options.key;
    this.secret = options.secret;
    this.activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120;
    this.onError = options.onError ?? (() => undefined);
  }

  /** Serves `/app/:key` upgrades of `server`; any other upgrade is answered 404. */
  attach(server: Server): void {
    this.attached = server;
    server.on('upgrade', this.onUpgrade);
    this.heartbeat = setInterval(() => this.checkAlive(), this.activityTimeoutSeconds * 1000);
    this.heartbeat.unref();
  }

  /** Subscribed sockets of `channel` (for tests and diagnostics). */
  subscriberCount(channel: string): number {
    return this.subscribers.get(channel)?.size ?? 0;
  }

  /** From now on, broadcasts also go to the other API processes through `fanout`. */
  useFanout(fanout: RealtimeFanout | null): void {
    this.fanout = fanout;
  }

  publish(collection: string, organisationId: string | null, ids: readonly string[]): Promise<void> {
    return this.broadcast({
      channels: hintChannels(organisationId),
      event: collection,
      data: JSON.stringify(hintData(organisationId, ids)),
    });
  }

  /**
   * Sends `message` to every subscriber of its channels on this process and hands it to the fan-out
   * for the others. Rejects (after the local delivery) when the fan-out could not take it; a message
   * the fan-out can never carry is refused before anything is delivered.
   */
  async broadcast(message: Broadcast): Promise<void> {
    // Throws at once (nothing delivered anywhere) for a message the fan-out can never carry.
    const handedOver = this.fanout?.send(message);
    this.deliver(message);
    await handedOver;
  }

  /** Sends `message` to the subscribers of its channels on this process only. */
  deliver({ channels, event, data, exceptSocketId }: Broadcast): void {
    for (const channel of channels) {
      const subscribers = this.subscribers.get(channel);
      if (!subscribers) continue;
      const frameText = frame(event, data, channel);
      for (const connection of subscribers) {
        if (connection.socketId !== exceptSocketId) connection.socket.send(frameText);
      }
    }
  }

  /** Closes every socket and stops serving upgrades; the HTTP server itself is left to its owner. */
  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.attached?.off('upgrade', this.onUpgrade);
    for (const connection of this.connections) connection.socket.terminate();
    this.connections.clear();
    this.subscribers.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const key = decodeURIComponent(match[1]!);
    const protocol = Number(url.searchParams.get('protocol') ?? '7');
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      if (key !== this.key)
        return this.refuse(ws, errorCodes.unknownAppKey, `App key ${key} not in this cluster`);
      if (!Number.isInteger(protocol) || protocol < 5 || protocol > 7)
        return this.refuse(ws, errorCodes.unsupportedProtocol, 'Unsupported protocol version');
      this.accept(ws);
    });
  }

  private refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(frame('pusher:error', { code, message }));
    ws.close(code, message);
  }

  private accept(ws: WebSocket): void {
    const connection: Connection = {
      socketId: `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`,
      socket: ws,
      channels: new Set(),
      isAlive: true,
    };
    this.connections.add(connection);
    ws.on('pong', () => (connection.isAlive = true));
    ws.on('message', (raw, isBinary) => {
      connection.isAlive = true;
      if (!isBinary) this.handleMessage(connection, raw);
    });
    ws.on('close', () => this.forget(connection));
    ws.on('error', (error) => this.onError(error, 'realtime socket error'));
    ws.send(
      frame('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: this.activityTimeoutSeconds,
      }),
    );
  }

  private handleMessage(connection: Connection, raw: RawData): void {
    let message: { event?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw.toString()) as { event?: unknown; data?: unknown };
    } catch {
      return this.sendError(connection, 4200, 'Invalid JSON');
    }
    const data = typeof message.data === 'string' ? safeParse(message.data) : message.data;
    const fields: { channel?: unknown; auth?: unknown } =
      data !== null && typeof data === 'object' ? (data as { channel?: unknown; auth?: unknown }) : {};
    const channel = typeof fields.channel === 'string' ? fields.channel : undefined;
    switch (message.event) {
      case 'pusher:ping':
        connection.socket.send(frame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        if (channel === undefined || !channelNamePattern.test(channel))
          return this.sendError(connection, 4200, 'Invalid channel name');
        return this.subscribe(connection, channel, fields.auth);
      case 'pusher:unsubscribe':
        if (channel !== undefined) this.unsubscribe(connection, channel);
        return;
      default:
        if (typeof message.event === 'string' && message.event.startsWith('client-'))
          return this.sendError(connection, errorCodes.unauthorized, 'Client events are not allowed');
    }
  }

  /** Joins `channel` only when it is private and `auth` is this socket's authorization for it. */
  private subscribe(connection: Connection, channel: string, auth: unknown): void {
    const refusal = this.subscriptionRefusal(connection, channel, auth);
    if (refusal) {
      connection.socket.send(frame('pusher:subscription_error', refusal, channel));
      return;
    }
    connection.channels.add(channel);
    let subscribers = this.subscribers.get(channel);
    if (!subscribers) this.subscribers.set(channel, (subscribers = new Set()));
    subscribers.add(connection);
    connection.socket.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  private subscriptionRefusal(
    connection: Connection,
    channel: string,
    auth: unknown,
  ): { type: 'AuthError' | 'LimitReached'; error: string; status: number } | null {
    if (!channel.startsWith('private-') || channel.startsWith('private-encrypted-'))
      return { type: 'AuthError', error: `Only private channels are served, not ${channel}`, status: 403 };
    if (!isValidChannelAuthorization(auth, this, connection.socketId, channel))
      return { type: 'AuthError', error: `Invalid authorization for ${channel}`, status: 401 };
    if (!connection.channels.has(channel) && connection.channels.size >= maxChannelsPerConnection)
      return { type: 'LimitReached', error: 'Too many channels on one connection', status: 429 };
    return null;
  }

  private unsubscribe(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const subscribers = this.subscribers.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.subscribers.delete(channel);
  }

  private forget(connection: Connection): void {
    for (const channel of [...connection.channels]) this.unsubscribe(connection, channel);
    this.connections.delete(connection);
  }

  private sendError(connection: Connection, code: number, message: string): void {
    connection.socket.send(frame('pusher:error', { code, message }));
  }

  private checkAlive(): void {
    for (const connection of this.connections) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        this.forget(connection);
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
