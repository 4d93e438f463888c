import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env';
import { clientRealtimeConfig, realtimeSettings } from './realtime-settings';

describe('realtime settings', () => {
  it('run the embedded server by default, with a secret generated per process', () => {
    const env = loadEnv({});
    const first = realtimeSettings(env);
    const second = realtimeSettings(env);
    expect(first).toMatchObject({ mode: 'embedded', appId: 'portal', key: 'portal-key', cluster: 'eu' });
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.secret).not.toBe(first.secret);
  });

  it('sign the embedded trigger endpoint with REALTIME_SECRET when it is set', () => {
    const secret = 'a-long-enough-secret-for-realtime-1234';
    expect(realtimeSettings(loadEnv({ REALTIME_SECRET: secret })).secret).toBe(secret);
  });

  it('publish through the SDK when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are set', () => {
    const env = loadEnv({
      PUSHER_APP_ID: '123',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      PUSHER_HOST: 'realtime.example',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: 'false',
    });
    const settings = realtimeSettings(env);
    expect(settings).toEqual({
      mode: 'external',
      appId: '123',
      key: 'key',
      secret: 'secret',
      cluster: 'eu',
      host: 'realtime.example',
      port: 6001,
      useTLS: false,
    });
    expect(clientRealtimeConfig(settings)).toEqual({
      key: 'key',
      cluster: 'eu',
      wsHost: 'realtime.example',
      wsPort: 6001,
      forceTLS: false,
      channelPrefix: 'private-webportal-channel',
      authEndpoint: '/api/realtime/auth',
    });
  });

  it('let pusher-js find Pusher Channels by cluster when no host is configured', () => {
    const env = loadEnv({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_CLUSTER: 'mt1' });
    expect(clientRealtimeConfig(realtimeSettings(env))).toEqual({
      key: 'k',
      cluster: 'mt1',
      forceTLS: true,
      channelPrefix: 'private-webportal-channel',
      authEndpoint: '/api/realtime/auth',
    });
  });

  it('refuse a partial PUSHER_* configuration, naming what is missing', () => {
    expect(() => loadEnv({ PUSHER_KEY: 'k' })).toThrow(EnvError);
    expect(() => loadEnv({ PUSHER_KEY: 'k' })).toThrow(/PUSHER_APP_ID, PUSHER_SECRET/);
  });
});
