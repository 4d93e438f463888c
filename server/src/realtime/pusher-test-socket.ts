/**
 * For tests: a raw websocket speaking the Pusher protocol to the embedded server, collecting every
 * frame it receives, so a test can assert on frames that must never arrive as well as wait for the
 * ones that must; and pusher-js joined to a channel as the PWA joins it.
 */
import PusherClient, { type Channel } from 'pusher-js';
import { WebSocket } from 'ws';
import type { RealtimeConfig } from '../../../src/api/contract/realtime';

export interface PusherFrame {
  event: string;
  channel?: string;
  data: string;
}

export interface PusherTestSocket {
  socket: WebSocket;
  /** Every frame received so far, in order. */
  frames: PusherFrame[];
  /** The first frame (already received or still to come) that `match` accepts. */
  next(match: string | ((frame: PusherFrame) => boolean)): Promise<PusherFrame>;
  send(event: string, data: unknown): void;
  /** Resolves once every frame the server sent before this call has arrived (a ping's pong). */
  flush(): Promise<void>;
  /** The close code. */
  closed: Promise<number>;
}

export function openPusherTestSocket(url: string): PusherTestSocket {
  const socket = new WebSocket(url);
  const frames: PusherFrame[] = [];
  const waiters: { match: (frame: PusherFrame) => boolean; resolve: (frame: PusherFrame) => void }[] = [];
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as PusherFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = (match: string | ((frame: PusherFrame) => boolean)) => {
    const accepts = typeof match === 'string' ? (frame: PusherFrame) => frame.event === match : match;
    return new Promise<PusherFrame>((resolve) => {
      const seen = frames.find(accepts);
      if (seen) return resolve(seen);
      waiters.push({ match: accepts, resolve });
    });
  };
  const send = (event: string, data: unknown) => {
    const message = JSON.stringify({ event, data });
    if (socket.readyState === WebSocket.OPEN) socket.send(message);
    else void opened.then(() => socket.send(message));
  };
  // The server answers pings in order, so the pong of the n-th ping is the n-th pong.
  let pingsSent = 0;
  const flush = async () => {
    const target = ++pingsSent;
    send('pusher:ping', {});
    let pongs = 0;
    await next((frame) => frame.event === 'pusher:pong' && ++pongs === target);
  };
  return { socket, frames, next, send, flush, closed };
}

export interface JoinedPusherJs {
  client: PusherClient;
  channel: Channel;
}

/**
 * For tests: pusher-js configured the way the PWA does it from `GET /api/realtime/config`, its socket
 * on the embedded server at `socketOrigin`, authorizing `channelName` through `authOrigin` with the
 * bearer `token` (another process than the socket's, behind a load balancer). Resolves once joined;
 * rejects with the server's refusal.
 */
export async function joinWithPusherJs(options: {
  config: RealtimeConfig;
  socketOrigin: string;
  authOrigin: string;
  token: string;
  channelName: string;
}): Promise<JoinedPusherJs> {
  const { config, token } = options;
  const socketAt = new URL(options.socketOrigin);
  const client = new PusherClient(config.key, {
    cluster: config.cluster,
    wsHost: socketAt.hostname,
    wsPort: Number(socketAt.port),
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${options.authOrigin}${config.authEndpoint}`,
      transport: 'ajax',
      headersProvider: () => ({ Authorization: `Bearer ${token}` }),
    },
  });
  const channel = client.subscribe(options.channelName);
  try {
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(`subscription refused: ${JSON.stringify(error)}`)),
      );
    });
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return { client, channel };
}
