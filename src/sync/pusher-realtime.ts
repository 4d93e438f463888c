/**
 * Realtime hints through pusher-js: joins the user's private hint channels (realtime-channels.ts),
 * each authorized by the server (`POST /api/realtime/auth` with the current bearer token, read at
 * every authorization so a refreshed token is used at once), and hands every hint event (named after
 * a collection) to the engine. When the channel set changes it joins the new channels and leaves the
 * old ones; `close()` (sign-out, another user) leaves them all and disconnects. pusher-js is imported
 * here lazily, so it is loaded only after login and never weighs on the first screen.
 *
 * Hints sent while a channel was not joined are lost, so the engine catches up (`onReconnect`, with
 * the time of the latest join) each time channels (re)join: at the start, after every reconnect
 * (pusher-js joins again by itself) and after a late success; joins close together make one catch-up.
 *
 * A channel whose authorization failed for a passing reason (network, an expired token before its
 * refresh, a server error) is tried again with a growing wait; one the server refuses (403: the user
 * may no longer see it) is left until the channel set changes.
 */
import type { Channel } from 'pusher-js';
import type { ApiClient } from '../api/api-client';
import { RealtimeHint } from '../api/contract/realtime';
import { getRealtimeConfig } from '../api/realtime/get-realtime-config';
import type { RealtimeConnector, RealtimeHandlers } from './sync-engine';

export interface PusherRealtimeOptions {
  /** The API base URL (`/api` or absolute); the configured authorization endpoint is resolved on it. */
  apiUrl: string;
  /** The current bearer token, or null when signed out. */
  getToken: () => string | null;
  /** Follows the channels to join: called with the set now and on every change; answers its stop. */
  watchChannels: (onChange: (channels: readonly string[]) => void) => () => void;
}

/** The first wait before a failed authorization is tried again; it doubles up to the maximum. */
const firstRetryMs = 5_000;
const maxRetryMs = 5 * 60_000;
/** Joins within this window make one catch-up. */
const catchUpWindowMs = 100;

function pagePort(): number {
  if (location.port) return Number(location.port);
  return location.protocol === 'https:' ? 443 : 80;
}

/** `/api/realtime/auth` on the API's origin, which may differ from the page's (VITE_API_URL). */
export function authEndpointUrl(authEndpoint: string, apiUrl: string, pageUrl: string): string {
  return new URL(authEndpoint, new URL(apiUrl, pageUrl)).href;
}

interface JoinedChannel {
  channel: Channel;
  failures: number;
  retryTimer: ReturnType<typeof setTimeout> | null;
}

export function pusherRealtime(client: ApiClient, options: PusherRealtimeOptions): RealtimeConnector {
  return async (handlers: RealtimeHandlers) => {
    const config = await getRealtimeConfig(client);
    const { default: Pusher } = await import('pusher-js');
    const port = config.wsPort ?? pagePort();
    const pusher = new Pusher(config.key, {
      cluster: config.cluster,
      wsHost: config.wsHost ?? location.hostname,
      wsPort: port,
      wssPort: port,
      forceTLS: config.forceTLS,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: {
        endpoint: authEndpointUrl(config.authEndpoint, options.apiUrl, location.href),
        transport: 'ajax',
        headersProvider: () => {
          const token = options.getToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      },
    });

    const joined = new Map<string, JoinedChannel>();
    let catchUpTimer: ReturnType<typeof setTimeout> | null = null;
    let lastJoinAt = 0;
    function catchUp(): void {
      // The server joins a channel before it confirms the join, so hints are missed only before then.
      lastJoinAt = Date.now();
      catchUpTimer ??= setTimeout(() => {
        catchUpTimer = null;
        handlers.onReconnect(lastJoinAt);
      }, catchUpWindowMs);
    }

    function join(name: string): void {
      const channel = pusher.subscribe(name);
      const entry: JoinedChannel = { channel, failures: 0, retryTimer: null };
      joined.set(name, entry);
      channel.bind_global((event: string, data: unknown) => {
        if (event.startsWith('pusher')) return;
        const hint = RealtimeHint.safeParse(data);
        if (hint.success) handlers.onHint(event, hint.data.organisationId, hint.data.ids);
      });
      channel.bind('pusher:subscription_succeeded', () => {
        entry.failures = 0;
        catchUp();
      });
      channel.bind('pusher:subscription_error', (error: { status?: unknown } | undefined) => {
        if (error?.status === 403 || entry.retryTimer || joined.get(name) !== entry) return;
        const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** entry.failures);
        entry.failures++;
        entry.retryTimer = setTimeout(() => {
          entry.retryTimer = null;
          // Not connected: pusher-js subscribes again by itself once it is.
          if (joined.get(name) === entry && pusher.connection.state === 'connected') channel.subscribe();
        }, wait);
      });
    }

    function leave(name: string): void {
      const entry = joined.get(name);
      if (!entry) return;
      if (entry.retryTimer) clearTimeout(entry.retryTimer);
      entry.channel.unbind_all();
      joined.delete(name);
      pusher.unsubscribe(name);
    }

    const stopWatching = options.watchChannels((channels) => {
      const wanted = new Set(channels);
      for (const name of [...joined.keys()]) if (!wanted.has(name)) leave(name);
      for (const name of wanted) if (!joined.has(name)) join(name);
    });

    return {
      close() {
        stopWatching();
        if (catchUpTimer) clearTimeout(catchUpTimer);
        for (const name of [...joined.keys()]) leave(name);
        pusher.disconnect();
      },
    };
  };
}
