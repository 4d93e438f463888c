/**
 * Opens the signed-in user's local database and runs their sync engine for as long as the shell
 * shows (open-user-data.ts; an opening begun ahead of the shell is taken over). The databases and
 * document caches of any other user on this device are deleted meanwhile (their unsent writes are
 * counted and the user is told); they are named after their user, so one user never sees or sends
 * another's data. The moment the session ends (logout, a refused refresh), the engine stops
 * and the database closes, synchronously, so a logout's wipe is not blocked by an open connection.
 */
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../api/api-client-context';
import type { User } from '../../api/contract/auth';
import { DatabaseContext } from '../../db/database-context';
import { useAppAbility } from '../../permissions/ability-context';
import { currentSession, onSessionChange } from '../../session/session-state';
import { SyncContext } from '../../sync/sync-engine-context';
import { removeScreenSnapshotLayer } from '../../ui/screen-snapshot-layer';
import { LoadingScreen } from '../../ui/loading-screen';
import { LocalOrganisationTree } from './local-organisation-tree';
import {
  closeUserData,
  openUserData,
  takeEarlyOpening,
  userDataKey,
  type OpenedData,
} from './open-user-data';
import { syncCollectionsFor } from './sync-collections';

export function UserDataProvider({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useLingui();
  const client = useApiClient();
  const ability = useAppAbility();
  const [opened, setOpened] = useState<OpenedData | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const collections = syncCollectionsFor(ability);
  // The permissions decide the collections; a change of them restarts the engine with the new list.
  const key = userDataKey(user.id, collections);

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
    const opening =
      takeEarlyOpening(user, key, client) ?? openUserData(user, client, syncCollectionsFor(ability));
    opening
      .then(({ data, discardedWrites: discarding }) => {
        if (isCancelled) {
          closeUserData(opening);
          return;
        }
        current = data;
        // The shell renders in slices, so the engine's lock, its state read and its first requests go
        // out while it renders instead of after it.
        startTransition(() => setOpened(data));
        discarding.then(
          (discardedWrites) => {
            if (isCancelled || discardedWrites === 0) return;
            toast.warning(
              t({
                message: plural(discardedWrites, {
                  one: '# niet-verzonden wijziging van een andere gebruiker op dit apparaat is verwijderd.',
                  other:
                    '# niet-verzonden wijzigingen van een andere gebruiker op dit apparaat zijn verwijderd.',
                }),
              }),
            );
          },
          // This user's data is open and theirs alone (another's has other names); what was left of
          // another's is deleted at the next start or login, and the user is told it is still here.
          (error: unknown) => {
            console.error('Could not delete another user’s data on this device', error);
            if (isCancelled) return;
            toast.warning(
              t`Gegevens van een andere gebruiker konden niet van dit apparaat worden verwijderd. Bij de volgende start wordt het opnieuw geprobeerd.`,
            );
          },
        );
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
    // `user` and `ability` change with every token refresh; the key (user id and collections) is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client, attempt]);

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
