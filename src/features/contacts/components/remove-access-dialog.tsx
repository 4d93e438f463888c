/**
 * The confirmation before a contact loses portal access: it says what happens (the account is
 * switched off and signed out everywhere, or the open invitation stops working) and that inviting
 * again undoes it. Only then is the removal queued.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
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
    <ConfirmDialog
      isOpen={target !== null}
      onClose={onClose}
      title={hasAccount ? t`Toegang van ${name} intrekken?` : t`Uitnodiging van ${name} intrekken?`}
      confirmLabel={hasAccount ? t`Toegang intrekken` : t`Uitnodiging intrekken`}
      onConfirm={() => target && onConfirm(target.person)}
    >
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
    </ConfirmDialog>
  );
}
