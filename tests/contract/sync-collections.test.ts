/**
 * The PWA's list of synced collections (src/app/sync/sync-collections.ts) and its local tables
 * (src/db/collection-tables.ts) must match the server's registry (server/src/db/collections.ts):
 * same names, same paths, same permission groups. A collection added on one side only fails here.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '../../server/src/db/collections';
import { syncCollections } from '../../src/app/sync/sync-collections';
import { collectionNames } from '../../src/db/collection-tables';
import { deviceTabs } from '../../src/features/devices/device-tabs';

describe('the synced collections', () => {
  it('are the server registry, with the same endpoint and permission group', () => {
    const server = collections.map((def) => ({ name: def.name, path: def.path, group: def.permissionGroup }));
    const pwa = syncCollections.map((def) => ({
      name: def.name,
      path: def.path,
      group: def.permissionGroup,
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(pwa.sort(byName)).toEqual(server.sort(byName));
  });

  it('each have a local table', () => {
    expect([...collectionNames].sort()).toEqual(collections.map((def) => def.name).sort());
  });
});

describe('the device page tabs', () => {
  it('each wait only for a collection the user syncs: the tab group is the group its collection syncs under', () => {
    const groupOf = new Map(syncCollections.map((def) => [def.name, def.permissionGroup]));
    const tabs = deviceTabs.map((tab) => ({ tab: tab.id, group: tab.group }));
    expect(tabs).toEqual(deviceTabs.map((tab) => ({ tab: tab.id, group: groupOf.get(tab.collection) })));
  });
});
