/**
 * The confirmation before a contact loses portal access: it says what happens (the account is
 * switched off and signed out everywhere, or the open invitation stops working) and that inviting
 * again undoes it. Only then is the removal queued.
 */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PortalAccess } from '../contact-access';
import type { PersonRow } from '../contacts.queries';

export interface RemoveAccessDialogProps {
  /** The contact and their access; null keeps the dialog closed. */
  target: { person: PersonRow; access: PortalAccess } | null;
  onConfirm: (person: PersonRow) => void;
  onClose: () => void;
}

export function RemoveAccessDialog({ target, onConfirm, onClose }: RemoveAccessDialogProps) {
  const { t } = useLingui();
  const name = target?.person.name ?? '';
  const hasAccount = target?.access === 'active';
  return (
    <Dialog.Root
      role="alertdialog"
      open={target !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {hasAccount ? t`Toegang van ${name} intrekken?` : t`Uitnodiging van ${name} intrekken?`}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  {hasAccount
                    ? t`${name} kan dan niet meer inloggen op het portaal en wordt overal uitgelogd.`
                    : t`De link in de uitnodiging werkt dan niet meer.`}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {t`Je kunt ${name} later opnieuw uitnodigen.`}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t`Annuleren`}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => target && onConfirm(target.person)}>
                {hasAccount ? t`Toegang intrekken` : t`Uitnodiging intrekken`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
