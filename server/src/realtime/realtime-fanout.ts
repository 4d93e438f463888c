/**
 * How the embedded realtime endpoints of several API processes hear each other (product.md §2): each
 * process delivers a broadcast to its own sockets at once and hands it to the fan-out, which brings it
 * to every other process; each process delivers what it receives to its own sockets. A process skips
 * its own messages (they carry its origin id), so no socket gets an event twice.
 *
 * - Redis pub/sub when `REDIS_URL` is set (one channel, two connections: a subscriber cannot publish).
 *   Pub/sub channels are global to a Redis server, so the channel is named after the realtime secret's
 *   hash: the processes of one deployment share that secret (they must, for channel authorizations),
 *   and another deployment on the same Redis never hears them;
 * - PostgreSQL `LISTEN/NOTIFY` on the process's listener otherwise (NOTIFY payloads are limited to
 *   8,000 bytes: a larger message is split by channel, and one that still does not fit is refused
 *   with `FanoutMessageTooLarge` before anything is delivered);
 * - nothing on PGlite: one process owns the database, so there is no other process to reach.
 *
 * Delivery is at most once: a message sent while a connection is down is lost. Hints only tell
 * clients to read again, and the PWA also reads on reconnecting and on its timer, so a lost hint
 * delays an update and loses nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

export interface Broadcast {
  channels: readonly string[];
  event: string;
  /** The event's data as sent on the wire (a JSON string). */
  data: string;
  /** A socket that must not receive it (the publisher's own, Pusher's `socket_id`). */
  exceptSocketId?: string | undefined;
}

export interface RealtimeFanout {
  readonly kind: 'redis' | 'postgres';
  /**
   * Hands `message` to every other process; rejects when it could not be handed over. Throws
   * `FanoutMessageTooLarge` synchronously, before sending anything, for a message it can never carry.
   */
  send(message: Broadcast): Promise<void>;
  close(): Promise<void>;
}

/** A message too large for the fan-out even when split by channel. */
export class FanoutMessageTooLarge extends Error {
  override readonly name = 'FanoutMessageTooLarge';
}

/** The PostgreSQL notification channel the processes share, and the prefix of the Redis one. */
export const fanoutChannel = 'portal_realtime';

/** The Redis channel of the deployment whose processes share `secret`. */
export function redisFanoutChannel(secret: string): string {
  return `${fanoutChannel}:${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`;
}

interface Envelope extends Broadcast {
  origin: string;
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value = JSON.parse(text) as Partial<Envelope>;
    if (
      typeof value.origin !== 'string' ||
      typeof value.event !== 'string' ||
      typeof value.data !== 'string' ||
      !Array.isArray(value.channels) ||
      !value.channels.every((channel) => typeof channel === 'string')
    )
      return undefined;
    return {
      origin: value.origin,
      channels: value.channels,
      event: value.event,
      data: value.data,
      exceptSocketId: typeof value.exceptSocketId === 'string' ? value.exceptSocketId : undefined,
    };
  } catch {
    return undefined;
  }
}

export interface FanoutOptions {
  /** The realtime secret the processes of this deployment share; names the Redis channel. */
  secret: string;
  /** Delivers a message from another process to this process's sockets. */
  deliver: (message: Broadcast) => void;
  onError: (error: unknown, message: string) => void;
}

/** Picks the fan-out for this process: Redis when configured, PostgreSQL's, or none on PGlite. */
export async function startRealtimeFanout(
  redisUrl: string | undefined,
  database: DatabaseHandle,
  options: FanoutOptions,
): Promise<RealtimeFanout | null> {
  if (redisUrl) return startRedisFanout(redisUrl, options);
  if (database.listener) return startPostgresFanout(database, options);
  return null;
}

function receiver(origin: string, options: FanoutOptions): (text: string) => void {
  return (text) => {
    const envelope = parseEnvelope(text);
    if (!envelope)
      return options.onError(new Error('unreadable message'), 'realtime fan-out message ignored');
    if (envelope.origin === origin) return;
    const { origin: _origin, ...message } = envelope;
    options.deliver(message);
  };
}

export async function startRedisFanout(url: string, options: FanoutOptions): Promise<RealtimeFanout> {
  const origin = randomUUID();
  // Commands wait for a connection instead of failing at once, but never longer than this.
  const common = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 };
  const publisher = new Redis(url, common);
  const subscriber = new Redis(url, common);
  for (const client of [publisher, subscriber])
    client.on('error', (error) => options.onError(error, 'realtime fan-out: Redis connection error'));
  const channelName = redisFanoutChannel(options.secret);
  const receive = receiver(origin, options);
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === channelName) receive(text);
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channelName);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL for realtime: ${describe(error)}`, { cause: error });
  }
  return {
    kind: 'redis',
    async send(message) {
      await publisher.publish(channelName, JSON.stringify({ ...message, origin } satisfies Envelope));
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/** PostgreSQL's limit on a NOTIFY payload is 8,000 bytes; stay below it with room to spare. */
export const maxNotifyPayloadBytes = 7_900;

export async function startPostgresFanout(
  database: DatabaseHandle,
  options: FanoutOptions,
): Promise<RealtimeFanout> {
  const listener = database.listener;
  if (!listener) throw new Error('PostgreSQL fan-out needs a PostgreSQL database');
  const origin = randomUUID();
  const unsubscribe = await listener.subscribe(fanoutChannel, receiver(origin, options));
  return {
    kind: 'postgres',
    send(message) {
      const payloads = notifyPayloads({ ...message, origin });
      return (async () => {
        for (const payload of payloads)
          await database.db.execute(sql`select pg_notify(${fanoutChannel}, ${payload})`);
      })();
    },
    close() {
      unsubscribe();
      return Promise.resolve();
    },
  };
}

/** The envelope as one payload, or one per channel when too large; refuses what still does not fit. */
export function notifyPayloads(envelope: Envelope): string[] {
  const whole = JSON.stringify(envelope);
  if (Buffer.byteLength(whole) <= maxNotifyPayloadBytes) return [whole];
  const parts = envelope.channels.map((channel) => JSON.stringify({ ...envelope, channels: [channel] }));
  if (parts.some((part) => Buffer.byteLength(part) > maxNotifyPayloadBytes))
    throw new FanoutMessageTooLarge(
      `A realtime message over ${maxNotifyPayloadBytes} bytes cannot travel through PostgreSQL; set REDIS_URL`,
    );
  return parts;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] || 'unknown error';
}
