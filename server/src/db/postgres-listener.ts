/**
 * One dedicated PostgreSQL connection that LISTENs for notifications (`pg_notify`) on behalf of the
 * whole process: the read caches follow table changes through it (table-changes.ts) and the embedded
 * realtime endpoints of several API processes hear each other's hints through it (realtime-fanout.ts).
 *
 * Guarantees:
 * - Every channel subscribed is LISTENed on the current connection; after a lost connection the
 *   listener reconnects every second, LISTENs on every channel again and then tells each `onConnected`
 *   callback, because notifications sent while nobody listened are gone.
 * - `roundTrip()` makes one query on the listening connection; PostgreSQL delivers every notification
 *   committed before that query's start before its answer.
 * - `isListening` is false while the connection is down; `close()` ends it for good.
 */
import pg from 'pg';

export interface ListenerEvents {
  /** The connection (re)started listening: notifications may have been missed before now. */
  onConnected?: () => void;
  /** The connection was lost: notifications may be missed until the next `onConnected`. */
  onLost?: () => void;
}

type Handler = (payload: string) => void;

const reconnectDelayMs = 1_000;

/** Channel names are interpolated into LISTEN, which takes no parameters: plain identifiers only. */
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

export class PostgresListener {
  private client: pg.Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly watchers = new Set<ListenerEvents>();

  private constructor(
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Connects (or keeps retrying in the background when the first attempt fails). */
  static async start(connectionString: string, onError: (error: Error) => void): Promise<PostgresListener> {
    const listener = new PostgresListener(connectionString, onError);
    await listener.connect();
    return listener;
  }

  get isListening(): boolean {
    return this.client !== undefined;
  }

  /** Calls `handler` with the payload of every notification on `channel`; answers the unsubscribe. */
  async subscribe(channel: string, handler: Handler, events: ListenerEvents = {}): Promise<() => void> {
    if (!channelPattern.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let handlers = this.handlers.get(channel);
    const isNewChannel = !handlers;
    if (!handlers) this.handlers.set(channel, (handlers = new Set()));
    handlers.add(handler);
    this.watchers.add(events);
    const client = this.client;
    if (isNewChannel && client) {
      try {
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        this.lost(client, asError(error));
      }
    }
    return () => {
      handlers.delete(handler);
      this.watchers.delete(events);
    };
  }

  /** One query on the listening connection (a no-op while it is down). */
  async roundTrip(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      await client.query('select 1');
    } catch (error) {
      this.lost(client, asError(error));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.onError(asError(error));
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    for (const watcher of this.watchers) watcher.onConnected?.();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    for (const watcher of this.watchers) watcher.onLost?.();
    client.end().catch(() => undefined);
    if (error) this.onError(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.reconnectTimer = setTimeout(() => void this.connect(), reconnectDelayMs);
    this.reconnectTimer.unref();
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
