/**
 * Opens the signed-in user's local data: the user's database and their sync engine; the databases and
 * document caches of any other user on this device are deleted meanwhile (their unsent writes
 * counted).
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
import { browserConnectivity } from '../../sync/connectivity';
import { deleteUserDocumentCaches } from '../../sync/document-cache';
import { pusherRealtime } from '../../sync/pusher-realtime';
import { watchRealtimeChannels } from '../../sync/realtime-channels';
import type { SyncCollection } from '../../sync/sync-collection';
import { SyncEngine } from '../../sync/sync-engine';
import type { SyncContextValue } from '../../sync/sync-engine-context';
import { SyncStatesStore } from '../../sync/sync-states-store';
import { refreshAppSessionNow } from '../app-token-refresher';
import { env } from '../env';
import { beginLandingReads } from '../landing-reads';
import { signedInLandingPath } from '../route-guards';
import { Handover } from './handover';
import { syncCollectionsFor } from './sync-collections';

export interface OpenedData extends SyncContextValue {
  db: PortalDatabase;
}

export interface UserDataOpening {
  data: OpenedData;
  /** Unsent writes of another user that were deleted with their data, once they are deleted. */
  discardedWrites: Promise<number>;
}

/** What clears another user's data off this device (parameters for tests). */
export interface OtherUsersCleanups {
  deleteOtherUsersDatabases: (keepName: string) => Promise<{ discardedWrites: number }>;
  deleteUserDocumentCaches: (keepUserId: string) => Promise<void>;
}

const cleanups: OtherUsersCleanups = { deleteOtherUsersDatabases, deleteUserDocumentCaches };

/**
 * Opens the user's database, then deletes another user's data without waiting for it. That data lives
 * under other names (databases and caches named after their user id), which this user's screens and
 * engine never open, so the opening need not wait: listing the device's databases alone took seconds
 * on a busy machine, and the opening goes first so it never queues behind that listing. The
 * cleanup's count or failure comes with `discardedWrites`.
 */
export async function openUserDatabase(
  userId: string,
  { deleteOtherUsersDatabases, deleteUserDocumentCaches }: OtherUsersCleanups = cleanups,
): Promise<{ db: PortalDatabase; discardedWrites: Promise<number> }> {
  const name = await databaseNameFor(userId);
  const db = new PortalDatabase(name);
  await db.open();
  const discardedWrites = Promise.all([
    deleteOtherUsersDatabases(name),
    deleteUserDocumentCaches(userId),
  ]).then(([{ discardedWrites }]) => discardedWrites);
  // Handled here so that an opening closed untaken leaves no unhandled rejection; whoever takes the
  // opening still gets the failure.
  discardedWrites.catch(() => undefined);
  return { db, discardedWrites };
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
  const { db, discardedWrites } = await openUserDatabase(user.id);
  // Before the engine's first reads and writes: the screen's rows are what the user waits for.
  beginLandingReads(db, signedInLandingPath(user, location.pathname));
  const engine = new SyncEngine({
    db,
    client,
    collections,
    coordinationName: db.name,
    send: (request, token, idempotencyKey) =>
      sendOutboxRequest(request, {
        baseUrl: env.apiUrl,
        token,
        locale: activeLocale(),
        idempotencyKey,
        // The connection may go between two entries: offline, the next one is not sent but waits.
        hasNetwork: browserConnectivity.isOnline,
      }),
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
