/**
 * Realtime change hints (issue 4): after a write commits, the server publishes on one public Pusher
 * channel an event named after the changed collection (the registry name, e.g. `tasks`) whose data
 * names the organisation and the changed ids, never record data. A client in that organisation
 * fetches the ids through the normal reads; a 404 there means the record is gone or out of reach.
 */
import { z } from 'zod';
import { Id } from './common';

export const realtimeChannel = 'webportal-channel';

/** The data of one hint event; one event per collection and organisation of a command. */
export const RealtimeHint = z.object({
  /** Null for global collections (roles, photo types). */
  organisationId: Id.nullable(),
  ids: z.array(Id).min(1),
});
export type RealtimeHint = z.infer<typeof RealtimeHint>;

/**
 * How pusher-js connects (`GET /api/realtime/config`). Without `wsHost`/`wsPort` the realtime server
 * is the page's own origin (the embedded server): use `location.hostname` and the page's port.
 */
export const RealtimeConfig = z.object({
  key: z.string().min(1),
  cluster: z.string().min(1),
  wsHost: z.string().min(1).optional(),
  wsPort: z.number().int().min(1).max(65_535).optional(),
  forceTLS: z.boolean(),
  channel: z.literal(realtimeChannel),
});
export type RealtimeConfig = z.infer<typeof RealtimeConfig>;

export const RealtimeConfigResponse = z.object({ data: RealtimeConfig });
export type RealtimeConfigResponse = z.infer<typeof RealtimeConfigResponse>;
