/**
 * Logout with unsent changes warns first: logging out deletes this device's data, so
 * changes still in the outbox would be lost. `requestSignOut()` signs out at once when nothing is
 * waiting; otherwise it opens a confirmation that says how many changes would be lost.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type ReactNode } from 'react';
import { useDatabase } from '../db/database-context';
import { DialogRootWhileOpen } from '../ui/dialog-root-while-open';

export interface SignOutGuard {
  requestSignOut(): void;
  /** The confirmation dialog; render it once beside the button. */
  confirmation: ReactNode;
}

export function useSignOutGuard(signOutNow: () => void): SignOutGuard {
  const { t } = useLingui();
  const db = useDatabase();
  const unsent = useLiveQuery(() => db.outbox.count(), [db]);
  const [isAsking, setIsAsking] = useState(false);

  const confirmation = (
    <DialogRootWhileOpen
      role="alertdialog"
      open={isAsking}
      onOpenChange={(details) => setIsAsking(details.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Niet-verstuurde wijzigingen`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {t({
                  message: plural(unsent ?? 0, {
                    one: 'Er is # wijziging die nog niet naar de server is verstuurd. Als je nu uitlogt, gaat die verloren.',
                    other:
                      'Er zijn # wijzigingen die nog niet naar de server zijn verstuurd. Als je nu uitlogt, gaan die verloren.',
                  }),
                })}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t`Ingelogd blijven`}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => {
                  setIsAsking(false);
                  signOutNow();
                }}
              >
                {t`Toch uitloggen`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRootWhileOpen>
  );

  return {
    requestSignOut() {
      if (unsent && unsent > 0) setIsAsking(true);
      else signOutNow();
    },
    confirmation,
  };
}
