/**
 * Opens the signed-in user's local data: the databases and document caches of any other user on this
 * device deleted first (their unsent writes counted), then the user's database and their sync engine.
 *
 * A start that lands in the shell begins this before React renders (start-app.tsx, right after the
 * session is restored or the login answered): the database opens and the engine's first requests go
 * out while the app renders, instead of after the shell's first render. The shell's provider
 * (user-data-provider.tsx) then takes that opening over if it is for the same user, collections and
 * client, and closes it otherwise. An opening nobody takes within a while, or whose session ends, is
 * closed, so no engine runs without a screen that owns it.
 */
import type { ApiClient } from '../../api/api-client';
import type { User } from '../../api/contract/auth';
import { sendOutboxRequest } from '../../api/sync/send-outbox-request';
import { databaseNameFor } from '../../db/database-name';
import { deleteOtherUsersDatabases } from '../../db/other-users-data';
import { PortalDatabase } from '../../db/portal-database';
import { activeLocale } from '../../i18n/i18n-setup';
import { defineAbilitiesFor } from '../../permissions/app-ability';
import { readVisibleOrganisations } from '../../session/current-organisation';
import { currentSession, onSessionChange } from '../../session/session-state';
import { deleteUserDocumentCaches } from '../../sync/document-cache';
import { pusherRealtime } from '../../sync/pusher-realtime';
import { watchRealtimeChannels } from '../../sync/realtime-channels';
import type { SyncCollection } from '../../sync/sync-collection';
import { SyncEngine } from '../../sync/sync-engine';
import type { SyncContextValue } from '../../sync/sync-engine-context';
import { SyncStatesStore } from '../../sync/sync-states-store';
import { refreshAppSessionNow } from '../app-token-refresher';
import { env } from '../env';
import { Handover } from './handover';
import { syncCollectionsFor } from './sync-collections';

export interface OpenedData extends SyncContextValue {
  db: PortalDatabase;
}

export interface UserDataOpening {
  data: OpenedData;
  /** Unsent writes of another user that were deleted with their data. */
  discardedWrites: number;
}

function isVisibleOrganisationFor(user: User): (organisationId: string | null) => boolean {
  return (organisationId) => {
    if (organisationId === null || user.type === 'employee') return true;
    return readVisibleOrganisations().some((organisation) => organisation.id === organisationId);
  };
}

/** What an opening is for: the user and the collections their permissions sync. */
export function userDataKey(userId: string, collections: readonly SyncCollection[]): string {
  return `${userId}:${collections.map((collection) => collection.name).join(',')}`;
}

/** Opens the user's data and starts their sync engine. */
export async function openUserData(
  user: User,
  client: ApiClient,
  collections: readonly SyncCollection[],
): Promise<UserDataOpening> {
  const name = await databaseNameFor(user.id);
  const [{ discardedWrites }] = await Promise.all([
    deleteOtherUsersDatabases(name),
    deleteUserDocumentCaches(user.id),
  ]);
  const db = new PortalDatabase(name);
  await db.open();
  const engine = new SyncEngine({
    db,
    client,
    collections,
    coordinationName: name,
    send: (request, token, idempotencyKey) =>
      sendOutboxRequest(request, { baseUrl: env.apiUrl, token, locale: activeLocale(), idempotencyKey }),
    getToken: () => currentSession()?.token ?? null,
    refreshToken: refreshAppSessionNow,
    isVisibleOrganisation: isVisibleOrganisationFor(user),
    realtime: pusherRealtime(client, {
      apiUrl: env.apiUrl,
      getToken: () => currentSession()?.token ?? null,
      watchChannels: (onChange) => watchRealtimeChannels(db, user, onChange),
    }),
  });
  const states = new SyncStatesStore(db, collections);
  engine.start();
  return { data: { db, engine, userId: user.id, collections, states }, discardedWrites };
}

/** Stops the engine and closes the database of an opening, once it has opened. */
export function closeUserData(opening: Promise<UserDataOpening>): void {
  opening.then(
    ({ data }) => {
      data.engine.stop();
      data.db.close();
    },
    () => undefined,
  );
}

interface OpeningKey {
  userId: string;
  /** `userDataKey`: the user and their collections. */
  key: string;
  client: ApiClient;
}

const earlyOpenings = new Handover<OpeningKey, UserDataOpening>({
  sameKey: (a, b) => a.key === b.key && a.client === b.client,
  release: closeUserData,
  // Long enough for the slowest start to render its shell.
  limitMs: 30_000,
});

onSessionChange(() => {
  earlyOpenings.releaseIf(({ userId }) => currentSession()?.user.id !== userId);
});

/** Begins opening the signed-in user's data ahead of the shell (see the top of this file). */
export function openUserDataEarly(user: User, client: ApiClient): void {
  const collections = syncCollectionsFor(defineAbilitiesFor(user));
  earlyOpenings.hold({ userId: user.id, key: userDataKey(user.id, collections), client }, () =>
    openUserData(user, client, collections),
  );
}

/**
 * The early opening for this user and collections (`userDataKey`) and client, now the caller's to
 * close; null when there is none (an early opening for anything else is closed).
 */
export function takeEarlyOpening(
  user: User,
  key: string,
  client: ApiClient,
): Promise<UserDataOpening> | null {
  return earlyOpenings.take({ userId: user.id, key, client });
}
