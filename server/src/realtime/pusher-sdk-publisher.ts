/**
 * Publishing through the official `pusher` SDK, for an external Pusher Channels app or any
 * Pusher-compatible service (PUSHER_* configured). Every API process publishes there, so a hint
 * reaches every client whichever process handled the write. The hint channels are private: the
 * service checks each subscription's authorization, which `POST /api/realtime/auth` signs with the
 * same PUSHER_SECRET.
 */
import Pusher from 'pusher';
import { hintChannels } from '../../../src/api/contract/realtime';
import { hintData, type RealtimePublisher } from './realtime-publisher';
import type { RealtimeSettings } from './realtime-settings';

export class PusherSdkPublisher implements RealtimePublisher {
  private readonly pusher: Pusher;

  constructor(settings: Extract<RealtimeSettings, { mode: 'external' }>) {
    const base = {
      appId: settings.appId,
      key: settings.key,
      secret: settings.secret,
      useTLS: settings.useTLS,
    };
    this.pusher =
      settings.host === undefined
        ? new Pusher({ ...base, cluster: settings.cluster })
        : new Pusher({
            ...base,
            host: settings.host,
            ...(settings.port === undefined ? {} : { port: String(settings.port) }),
          });
  }

  async publish(collection: string, organisationId: string | null, ids: readonly string[]): Promise<void> {
    // One call for every channel of the hint (at most two; the SDK accepts up to 100).
    await this.pusher.trigger(hintChannels(organisationId), collection, hintData(organisationId, ids));
  }
}
