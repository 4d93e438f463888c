/**
 * Realtime hints through pusher-js (issue 4, "Realtime"): subscribes to `webportal-channel`, hands
 * every hint event (named after a collection) to the engine, and reports reconnections so the
 * engine catches up on what it may have missed. pusher-js is imported here lazily, so it is loaded
 * only after login and never weighs on the first screen.
 */
import type { ApiClient } from '../api/api-client';
import { RealtimeHint } from '../api/contract/realtime';
import { getRealtimeConfig } from '../api/realtime/get-realtime-config';
import type { RealtimeConnector } from './sync-engine';

function pagePort(): number {
  if (location.port) return Number(location.port);
  return location.protocol === 'https:' ? 443 : 80;
}

export function pusherRealtime(client: ApiClient): RealtimeConnector {
  return async (handlers) => {
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
    });
    const channel = pusher.subscribe(config.channel);
    channel.bind_global((event: string, data: unknown) => {
      if (event.startsWith('pusher')) return;
      const hint = RealtimeHint.safeParse(data);
      if (hint.success) handlers.onHint(event, hint.data.organisationId, hint.data.ids);
    });
    let connectedBefore = false;
    pusher.connection.bind('connected', () => {
      if (connectedBefore) handlers.onReconnect();
      connectedBefore = true;
    });
    return {
      close() {
        pusher.unsubscribe(config.channel);
        pusher.disconnect();
      },
    };
  };
}
