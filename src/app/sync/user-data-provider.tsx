/**
 * Opens the signed-in user's local database and runs their sync engine for as long as the shell
 * shows. Before anything renders below it, the databases and document caches of any other
 * user on this device are deleted (their unsent writes are counted and the user is told), so one user never sees or
 * sends another's data. The moment the session ends (logout, a refused refresh), the engine stops
 * and the database closes, synchronously, so a logout's wipe is not blocked by an open connection.
 */
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { ApiClient } from '../../api/api-client';
import { useApiClient } from '../../api/api-client-context';
import type { User } from '../../api/contract/auth';
import { sendOutboxRequest } from '../../api/sync/send-outbox-request';
import { DatabaseContext } from '../../db/database-context';
import { databaseNameFor } from '../../db/database-name';
import { deleteOtherUsersDatabases } from '../../db/other-users-data';
import { PortalDatabase } from '../../db/portal-database';
import { activeLocale } from '../../i18n/i18n-setup';
import { useAppAbility } from '../../permissions/ability-context';
import { readVisibleOrganisations } from '../../session/current-organisation';
import { currentSession, onSessionChange } from '../../session/session-state';
import { pusherRealtime } from '../../sync/pusher-realtime';
import { watchRealtimeChannels } from '../../sync/realtime-channels';
import type { SyncCollection } from '../../sync/sync-collection';
import { deleteUserDocumentCaches } from '../../sync/document-cache';
import { removeScreenSnapshotLayer } from '../../ui/screen-snapshot-layer';
import { SyncEngine } from '../../sync/sync-engine';
import { SyncContext, type SyncContextValue } from '../../sync/sync-engine-context';
import { SyncStatesStore } from '../../sync/sync-states-store';
import { LoadingScreen } from '../../ui/loading-screen';
import { refreshAppSessionNow } from '../app-token-refresher';
import { env } from '../env';
import { LocalOrganisationTree } from './local-organisation-tree';
import { syncCollectionsFor } from './sync-collections';

interface OpenedData extends SyncContextValue {
  db: PortalDatabase;
}

function isVisibleOrganisationFor(user: User): (organisationId: string | null) => boolean {
  return (organisationId) => {
    if (organisationId === null || user.type === 'employee') return true;
    return readVisibleOrganisations().some((organisation) => organisation.id === organisationId);
  };
}

async function openUserData(
  user: User,
  client: ApiClient,
  collections: readonly SyncCollection[],
): Promise<{ data: OpenedData; discardedWrites: number }> {
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
  return { data: { db, engine, userId: user.id, collections, states }, discardedWrites };
}

export function UserDataProvider({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useLingui();
  const client = useApiClient();
  const ability = useAppAbility();
  const [opened, setOpened] = useState<OpenedData | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const collections = syncCollectionsFor(ability);
  // The permissions decide the collections; a change of them restarts the engine with the new list.
  const collectionKey = collections.map((collection) => collection.name).join(',');

  useEffect(() => {
    let current: OpenedData | null = null;
    let isCancelled = false;
    const close = () => {
      current?.engine.stop();
      current?.db.close();
      current = null;
    };
    const stopWithSession = onSessionChange(() => {
      if (currentSession()?.user.id !== user.id) close();
    });
    openUserData(user, client, syncCollectionsFor(ability))
      .then(({ data, discardedWrites }) => {
        if (isCancelled) {
          data.engine.stop();
          data.db.close();
          return;
        }
        current = data;
        data.engine.start();
        // The shell renders in slices, so the engine's lock, its state read and its first requests go
        // out while it renders instead of after it.
        startTransition(() => setOpened(data));
        if (discardedWrites > 0) {
          toast.warning(
            t({
              message: plural(discardedWrites, {
                one: '# niet-verzonden wijziging van een andere gebruiker op dit apparaat is verwijderd.',
                other:
                  '# niet-verzonden wijzigingen van een andere gebruiker op dit apparaat zijn verwijderd.',
              }),
            }),
          );
        }
      })
      .catch((error: unknown) => {
        if (!isCancelled) setFailure(error);
      });
    return () => {
      isCancelled = true;
      stopWithSession();
      close();
      setOpened(null);
    };
    // `user` and `ability` change with every token refresh; the user id and the collection list are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, collectionKey, client, attempt]);

  // The failure must show, not a snapshot of the screen that cannot open.
  useLayoutEffect(() => {
    if (failure) removeScreenSnapshotLayer();
  }, [failure]);

  if (failure) {
    return (
      <Center minH="60dvh" px="4">
        <Stack gap="3" maxW="md" textAlign="center" role="alert">
          <Heading size="md">{t`De gegevens op dit apparaat kunnen niet worden geopend`}</Heading>
          <Text color="fg.muted">
            {t`De browser staat geen lokale opslag toe (bijvoorbeeld in een privévenster) of de opslag is vol. Het portaal heeft die opslag nodig om zonder verbinding te werken.`}
          </Text>
          <Button
            alignSelf="center"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t`Opnieuw proberen`}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!opened) return <LoadingScreen />;
  return (
    <DatabaseContext.Provider value={opened.db}>
      <SyncContext.Provider value={opened}>
        <LocalOrganisationTree user={user} />
        {children}
      </SyncContext.Provider>
    </DatabaseContext.Provider>
  );
}
