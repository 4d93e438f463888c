import { describe, expect, it } from 'vitest';
import {
  globalRealtimeChannel,
  hintChannels,
  organisationRealtimeChannel,
  parseRealtimeChannel,
  staffRealtimeChannel,
} from '../../../src/api/contract/realtime';
import { uuidv7 } from '../../../src/lib/uuid';
import type { OrganisationScope } from '../plugins/scoping.plugin';
import { mayJoinRealtimeChannel, realtimeChannelsFor } from './realtime-channels';

const own = uuidv7();
const child = uuidv7();
const other = uuidv7();
const customer: OrganisationScope = { kind: 'some', ids: new Set([own, child]) };
const staff: OrganisationScope = { kind: 'all' };

describe('the realtime channels of a user', () => {
  it('publish an organisation’s hint to its channel and the staff channel, a global hint to the global channel', () => {
    expect(hintChannels(own)).toEqual([organisationRealtimeChannel(own), staffRealtimeChannel]);
    expect(hintChannels(null)).toEqual([globalRealtimeChannel]);
  });

  it('let a customer join the global channel and those of its visible organisations, nothing else', () => {
    expect(realtimeChannelsFor(customer)).toEqual([
      globalRealtimeChannel,
      organisationRealtimeChannel(own),
      organisationRealtimeChannel(child),
    ]);
    for (const channel of realtimeChannelsFor(customer))
      expect(mayJoinRealtimeChannel(customer, channel)).toBe(true);
    expect(mayJoinRealtimeChannel(customer, organisationRealtimeChannel(other))).toBe(false);
    expect(mayJoinRealtimeChannel(customer, staffRealtimeChannel)).toBe(false);
    expect(realtimeChannelsFor({ kind: 'some', ids: new Set() })).toEqual([globalRealtimeChannel]);
  });

  it('let staff join the staff channel, which carries every organisation’s hints, and any organisation’s', () => {
    expect(realtimeChannelsFor(staff)).toEqual([staffRealtimeChannel, globalRealtimeChannel]);
    expect(mayJoinRealtimeChannel(staff, organisationRealtimeChannel(other))).toBe(true);
  });

  it('grant nobody a channel that is not a hint channel', () => {
    for (const name of [
      'webportal-channel',
      'private-webportal-channel',
      'private-webportal-channel-',
      'private-webportal-channel-x',
      `private-webportal-channel-${own}-x`,
      `private-webportal-channel-${own.toUpperCase()}x`,
      `presence-webportal-channel-${own}`,
      `private-encrypted-webportal-channel-${own}`,
    ]) {
      expect(parseRealtimeChannel(name), name).toBeNull();
      expect(mayJoinRealtimeChannel(staff, name), name).toBe(false);
    }
  });
});
