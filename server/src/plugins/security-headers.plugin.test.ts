import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { contentSecurityPolicy } from './security-headers.plugin';

describe('the content security policy', () => {
  it('lets the PWA reach only its own origin, websockets of the embedded realtime server included', () => {
    const policy = contentSecurityPolicy(loadEnv({ PUBLIC_URL: 'https://portal.example' }));
    expect(policy['connect-src']).toEqual(["'self'", 'wss://portal.example']);
  });

  it('adds the external Pusher service, with its port and scheme, when one is configured', () => {
    const selfHosted = loadEnv({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      PUSHER_HOST: 'realtime.example',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: 'false',
    });
    expect(contentSecurityPolicy(selfHosted)['connect-src']).toEqual(
      expect.arrayContaining(['ws://realtime.example:6001', 'http://realtime.example:6001']),
    );
    const channels = loadEnv({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      PUSHER_CLUSTER: 'eu',
    });
    expect(contentSecurityPolicy(channels)['connect-src']).toEqual(
      expect.arrayContaining(['wss://ws-eu.pusher.com', 'https://ws-eu.pusher.com']),
    );
  });

  it('lets the document viewer frame PDFs the page holds as blobs, and nothing from elsewhere', () => {
    expect(contentSecurityPolicy(loadEnv({}))['frame-src']).toEqual(["'self'", 'blob:']);
  });
});
