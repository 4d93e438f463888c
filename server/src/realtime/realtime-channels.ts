/**
 * Which hint channels a user may join, decided from the same organisation scope as every read
 * (plugins/scoping.plugin.ts, db/visible-organisations.ts), so realtime never shows more than a read:
 * - the global channel: any signed-in user (global collections carry no customer data);
 * - `private-webportal-channel-<id>`: a user whose scope includes organisation `id` (a customer its
 *   own organisation and every descendant; staff and superadmins any organisation);
 * - the staff channel, which carries every organisation's hints: only a scope of all organisations;
 * - anything else (the old public `webportal-channel`, a malformed id, another prefix): nobody.
 */
import { parseRealtimeChannel, realtimeSubscriptionChannels } from '../../../src/api/contract/realtime';
import type { OrganisationScope } from '../plugins/scoping.plugin';

export function mayJoinRealtimeChannel(scope: OrganisationScope, channelName: string): boolean {
  const target = parseRealtimeChannel(channelName);
  if (target === null) return false;
  switch (target.kind) {
    case 'global':
      return true;
    case 'staff':
      return scope.kind === 'all';
    case 'organisation':
      return scope.kind === 'all' || scope.ids.has(target.organisationId);
  }
}

/**
 * The channels a user with `scope` joins to receive every hint they may see and nothing else: the
 * staff and global channels for a scope of all organisations, otherwise the global channel and one
 * channel per visible organisation. `mayJoinRealtimeChannel` grants each of them.
 */
export function realtimeChannelsFor(scope: OrganisationScope): string[] {
  return realtimeSubscriptionChannels(scope.kind === 'all' ? 'all' : [...scope.ids]);
}
