/**
 * The confirmation before a role is deleted (seed-spec §5): it says how many users hold the role
 * and that they move to the default role, and only then queues the delete with that confirmation.
 */
import { Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { activeLocale } from '../../../i18n/i18n-setup';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { roleTitle } from '../role-title';
import type { RoleListItem, RoleRow } from '../roles.queries';

export interface DeleteRoleDialogProps {
  /** The role to delete with its user count; null keeps the dialog closed. */
  item: RoleListItem | null;
  defaultRole: RoleRow | undefined;
  onConfirm: (item: RoleListItem) => void;
  onClose: () => void;
}

export function DeleteRoleDialog({ item, defaultRole, onConfirm, onClose }: DeleteRoleDialogProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  const title = item ? roleTitle(item.role, locale) : '';
  const defaultTitle = defaultRole ? roleTitle(defaultRole, locale) : '';
  const count = item?.userCount;
  return (
    <ConfirmDialog
      isOpen={item !== null}
      onClose={onClose}
      title={t`Rol „${title}” verwijderen?`}
      confirmLabel={t`Rol verwijderen`}
      onConfirm={() => item && onConfirm(item)}
    >
      <Stack gap="3">
        <Text>
          {count === 0
            ? t`Deze rol heeft geen gebruikers.`
            : count === null || count === undefined
              ? t`Gebruikers met deze rol krijgen de standaardrol „${defaultTitle}”.`
              : t({
                  message: plural(count, {
                    one: `Deze rol heeft # gebruiker. Die krijgt de standaardrol „${defaultTitle}”.`,
                    other: `Deze rol heeft # gebruikers. Zij krijgen de standaardrol „${defaultTitle}”.`,
                  }),
                })}
        </Text>
        <Text
          color="fg.muted"
          fontSize="sm"
        >{t`Dit kan niet ongedaan worden gemaakt zodra de server het heeft verwerkt.`}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
