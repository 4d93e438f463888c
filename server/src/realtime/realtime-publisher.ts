/**
 * The one seam through which the server announces changes: `app.realtime.publish(collection,
 * organisationId, ids)` sends a change hint (event = collection name, data `{ organisationId, ids }`,
 * never record data) on the channel `webportal-channel` (src/api/contract/realtime.ts). Clients
 * then fetch the ids themselves, through the same permission and scope checks as any read.
 *
 * Implementations: the embedded Pusher-protocol server (embedded-pusher.ts, the default) and the
 * official `pusher` SDK (pusher-sdk-publisher.ts, when PUSHER_* is configured). Tests may inject a
 * recording one through `AppDeps.realtime`.
 */
import { maxIdsPerHint, type RealtimeHint } from '../../../src/api/contract/realtime';

export interface RealtimePublisher {
  /** Sends one hint; rejects when it could not be handed over. Callers log, never fail a request. */
  publish(collection: string, organisationId: string | null, ids: readonly string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}

/** The hint payload of one event: the wire shape the PWA parses. */
export function hintData(organisationId: string | null, ids: readonly string[]): RealtimeHint {
  return { organisationId, ids: [...ids] };
}

/** `publisher` with every change cut into hints of at most `maxIdsPerHint` ids, sent in order. */
export function inBatches(publisher: RealtimePublisher): RealtimePublisher {
  return {
    async publish(collection, organisationId, ids) {
      for (let start = 0; start < ids.length; start += maxIdsPerHint)
        await publisher.publish(collection, organisationId, ids.slice(start, start + maxIdsPerHint));
    },
  };
}

/** A publisher that remembers what it was asked to send, for tests and for a server without realtime. */
export class RecordingPublisher implements RealtimePublisher {
  readonly published: { collection: string; organisationId: string | null; ids: string[] }[] = [];

  publish(collection: string, organisationId: string | null, ids: readonly string[]): Promise<void> {
    this.published.push({ collection, organisationId, ids: [...ids] });
    return Promise.resolve();
  }
}
