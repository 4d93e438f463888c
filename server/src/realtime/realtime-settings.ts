/**
 * Which realtime service the server uses, derived once from the environment:
 * - embedded (default): this process serves the Pusher protocol itself, with the public key
 *   `portal-key` and a secret from REALTIME_SECRET or generated per process (never a constant);
 * - external: PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are set, the server publishes through the
 *   official `pusher` SDK and serves no websocket.
 * Also what the PWA needs to connect (`GET /api/realtime/config`): never the secret, which only
 * signs channel authorizations (`POST /api/realtime/auth`) and checks them (embedded mode).
 */
import { randomBytes } from 'node:crypto';
import {
  realtimeAuthPath,
  realtimeChannelPrefix,
  type RealtimeConfig,
} from '../../../src/api/contract/realtime';
import type { Env } from '../env';

export const embeddedAppId = 'portal';
export const embeddedAppKey = 'portal-key';
export const defaultCluster = 'eu';

export type RealtimeSettings =
  | { mode: 'embedded'; appId: string; key: string; secret: string; cluster: string }
  | {
      mode: 'external';
      appId: string;
      key: string;
      secret: string;
      cluster: string;
      host?: string;
      port?: number;
      useTLS: boolean;
    };

export function realtimeSettings(
  env: Env,
  generateSecret: () => string = () => randomBytes(32).toString('hex'),
): RealtimeSettings {
  const cluster = env.PUSHER_CLUSTER ?? defaultCluster;
  if (env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET) {
    return {
      mode: 'external',
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_KEY,
      secret: env.PUSHER_SECRET,
      cluster,
      ...(env.PUSHER_HOST === undefined ? {} : { host: env.PUSHER_HOST }),
      ...(env.PUSHER_PORT === undefined ? {} : { port: env.PUSHER_PORT }),
      useTLS: env.PUSHER_USE_TLS,
    };
  }
  return {
    mode: 'embedded',
    appId: embeddedAppId,
    key: embeddedAppKey,
    secret: env.REALTIME_SECRET ?? generateSecret(),
    cluster,
  };
}

/**
 * How pusher-js reaches the service. Embedded: no host or port, meaning the page's own origin (TLS
 * when the page is https, which pusher-js decides itself). External: PUSHER_HOST/PORT when set,
 * otherwise Pusher Channels' own host for the cluster.
 */
export function clientRealtimeConfig(settings: RealtimeSettings): RealtimeConfig {
  if (settings.mode === 'embedded') {
    return {
      key: settings.key,
      cluster: settings.cluster,
      forceTLS: false,
      channelPrefix: realtimeChannelPrefix,
      authEndpoint: realtimeAuthPath,
    };
  }
  return {
    key: settings.key,
    cluster: settings.cluster,
    ...(settings.host === undefined ? {} : { wsHost: settings.host }),
    ...(settings.port === undefined ? {} : { wsPort: settings.port }),
    forceTLS: settings.useTLS,
    channelPrefix: realtimeChannelPrefix,
    authEndpoint: realtimeAuthPath,
  };
}
