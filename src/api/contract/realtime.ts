/**
 * Realtime change hints (product.md §3): after a write commits, the server publishes an event named
 * after the changed collection (the registry name, e.g. `tasks`) whose data names the organisation
 * and the changed ids, never record data. A client that may see that organisation fetches the ids
 * through the normal reads; a 404 there means the record is gone or out of reach.
 *
 * Hints travel on PRIVATE Pusher channels only, named after the seed's `webportal-channel`:
 * - `private-webportal-channel-<organisationId>`: the hints of one organisation, joined by the users
 *   who may see it (its own users and those of every ancestor, never a sibling or a child's user);
 * - `private-webportal-channel-staff`: every organisation's hints, for those who see all customers
 *   (staff and superadmins), so they need not join one channel per customer;
 * - `private-webportal-channel-global`: hints of global collections (`organisationId: null`: roles,
 *   photo types, device types, staff users), which carry no customer data; any signed-in user may
 *   join it.
 * A hint about organisation X goes to X's channel and to the staff channel; a global hint to the
 * global channel only. A socket joins a private channel with the standard Pusher channel
 * authorization (`POST /api/realtime/auth`), which the server grants only for what the user may see,
 * so no hint reaches a socket that is not allowed to see it.
 */
import { z } from 'zod';
import { Id } from './common';

/** The seed's channel name, now the prefix of every hint channel (all private). */
export const realtimeChannelPrefix = 'private-webportal-channel';
export const staffRealtimeChannel = `${realtimeChannelPrefix}-staff`;
export const globalRealtimeChannel = `${realtimeChannelPrefix}-global`;

export function organisationRealtimeChannel(organisationId: string): string {
  return `${realtimeChannelPrefix}-${organisationId}`;
}

/** Every channel a hint about `organisationId` (null: a global collection) is published on. */
export function hintChannels(organisationId: string | null): string[] {
  return organisationId === null
    ? [globalRealtimeChannel]
    : [organisationRealtimeChannel(organisationId), staffRealtimeChannel];
}

/** What one hint channel carries; null for any other name (including the old public channel). */
export type RealtimeChannelTarget =
  { kind: 'staff' } | { kind: 'global' } | { kind: 'organisation'; organisationId: string };

export function parseRealtimeChannel(channelName: string): RealtimeChannelTarget | null {
  if (channelName === staffRealtimeChannel) return { kind: 'staff' };
  if (channelName === globalRealtimeChannel) return { kind: 'global' };
  const prefix = `${realtimeChannelPrefix}-`;
  if (!channelName.startsWith(prefix)) return null;
  const organisationId = channelName.slice(prefix.length);
  return Id.safeParse(organisationId).success ? { kind: 'organisation', organisationId } : null;
}

/**
 * The channels a user joins to receive every hint they may see: `'all'` (staff, superadmins) the
 * staff and global channels; otherwise the global channel and one per visible organisation.
 */
export function realtimeSubscriptionChannels(visible: 'all' | readonly string[]): string[] {
  if (visible === 'all') return [staffRealtimeChannel, globalRealtimeChannel];
  return [globalRealtimeChannel, ...[...new Set(visible)].map(organisationRealtimeChannel)];
}

/**
 * The most ids one hint names: a larger change travels as several hints, so each stays far below
 * Pusher's 10 KB event limit and PostgreSQL's 8,000-byte NOTIFY payload.
 */
export const maxIdsPerHint = 100;

/** The data of one hint event; one event per collection and organisation of a command. */
export const RealtimeHint = z.object({
  /** Null for global collections (roles, photo types). */
  organisationId: Id.nullable(),
  ids: z.array(Id).min(1).max(maxIdsPerHint),
});
export type RealtimeHint = z.infer<typeof RealtimeHint>;

/** The path of the channel authorization, below the API's origin. */
export const realtimeAuthPath = '/api/realtime/auth';

/**
 * How pusher-js connects (`GET /api/realtime/config`). Without `wsHost`/`wsPort` the realtime server
 * is the page's own origin (the embedded server): use `location.hostname` and the page's port.
 * `authEndpoint` is resolved against the API's base URL; the app secret is never part of it.
 */
export const RealtimeConfig = z.object({
  key: z.string().min(1),
  cluster: z.string().min(1),
  wsHost: z.string().min(1).optional(),
  wsPort: z.number().int().min(1).max(65_535).optional(),
  forceTLS: z.boolean(),
  channelPrefix: z.literal(realtimeChannelPrefix),
  authEndpoint: z.string().min(1),
});
export type RealtimeConfig = z.infer<typeof RealtimeConfig>;

export const RealtimeConfigResponse = z.object({ data: RealtimeConfig });
export type RealtimeConfigResponse = z.infer<typeof RealtimeConfigResponse>;

/**
 * `POST /api/realtime/auth`, Pusher's channel authorization: pusher-js sends it form-encoded, other
 * clients may send JSON. A channel name that is not one of the hint channels is refused with 403,
 * as a channel the user may not see, so its length is only bounded here.
 */
export const RealtimeAuthBody = z.strictObject({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/),
  channel_name: z.string().max(200),
});
export type RealtimeAuthBody = z.infer<typeof RealtimeAuthBody>;

/** Pusher's answer shape (not wrapped in `data`): `<key>:<HMAC-SHA256 of socket_id:channel_name>`. */
export const RealtimeAuthResponse = z.object({ auth: z.string().min(1) });
export type RealtimeAuthResponse = z.infer<typeof RealtimeAuthResponse>;
