import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testRedisUrl } from '../env';
import { maxIdsPerHint } from '../../../src/api/contract/realtime';
import {
  FanoutMessageTooLarge,
  maxNotifyPayloadBytes,
  notifyPayloads,
  startRedisFanout,
  type Broadcast,
} from './realtime-fanout';
import { inBatches, RecordingPublisher } from './realtime-publisher';
import { isServiceReachable } from '../test/service-reachable';

const redisUrl = testRedisUrl();

const envelope = (channels: string[], data: string) => ({ origin: 'o', channels, event: 'tasks', data });

describe('the PostgreSQL fan-out payloads', () => {
  it('sends a message that fits as one payload', () => {
    expect(notifyPayloads(envelope(['a', 'b'], '{}'))).toHaveLength(1);
  });

  it('splits a message naming too many channels for one NOTIFY by channel, each part within the limit', () => {
    const channels = Array.from({ length: 60 }, (_, index) => `private-${String(index).padStart(150, '0')}`);
    const parts = notifyPayloads(envelope(channels, 'x'.repeat(3_000)));
    expect(parts).toHaveLength(60);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(maxNotifyPayloadBytes);
    expect(parts.map((part) => (JSON.parse(part) as Broadcast).channels)).toEqual(
      channels.map((channel) => [channel]),
    );
  });

  it('refuses a message whose data alone cannot travel', () => {
    expect(() => notifyPayloads(envelope(['a'], 'x'.repeat(maxNotifyPayloadBytes)))).toThrow(
      FanoutMessageTooLarge,
    );
  });

  it('carries the largest hint the server sends: 100 ids on two channels', () => {
    const ids = Array.from({ length: maxIdsPerHint }, () => '01939f6e-8d2c-7aaa-8bbb-0123456789ab');
    const data = JSON.stringify({ organisationId: ids[0], ids });
    const channels = ['private-webportal-channel-01939f6e-8d2c-7aaa-8bbb-0123456789ab', 'private-x-staff'];
    expect(notifyPayloads(envelope(channels, data))).toHaveLength(1);
  });
});

describe('hints in batches', () => {
  it('cuts a change into hints of at most maxIdsPerHint ids, in order', async () => {
    const recorder = new RecordingPublisher();
    const ids = Array.from({ length: 2 * maxIdsPerHint + 7 }, (_, index) => `id-${index}`);
    await inBatches(recorder).publish('tasks', 'org', ids);
    expect(recorder.published.map((hint) => hint.ids.length)).toEqual([maxIdsPerHint, maxIdsPerHint, 7]);
    expect(recorder.published.flatMap((hint) => hint.ids)).toEqual(ids);
  });
});

describe.skipIf(!(await isServiceReachable(redisUrl)))('the Redis fan-out', () => {
  it('brings a message to the other process, never back to its sender', async () => {
    const received: { at: string; message: Broadcast }[] = [];
    const onError = (error: unknown) => {
      throw error;
    };
    const secret = randomBytes(32).toString('hex');
    const start = (at: string, ofDeployment = secret) =>
      startRedisFanout(redisUrl, {
        secret: ofDeployment,
        deliver: (message) => received.push({ at, message }),
        onError,
      });
    const one = await start('one');
    const two = await start('two');
    // Another deployment on the same Redis (another secret) never hears this one.
    const elsewhere = await start('elsewhere', randomBytes(32).toString('hex'));
    try {
      const message = { channels: ['private-a'], event: 'tasks', data: '{"ids":[]}', exceptSocketId: '1.2' };
      await one.send(message);
      await expect.poll(() => received.length).toBe(1);
      await two.send({ ...message, event: 'orders' });
      await expect.poll(() => received.length).toBe(2);
      expect(received).toEqual([
        { at: 'two', message },
        { at: 'one', message: { ...message, event: 'orders' } },
      ]);
    } finally {
      await Promise.all([one.close(), two.close(), elsewhere.close()]);
    }
  });
});
