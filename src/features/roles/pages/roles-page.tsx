/**
 * Roles (`/roles`): every role from the local database, the default first, with how many users
 * hold it (counted among the users on this device). Staff who may create, change and delete roles do
 * so here, offline too: each change shows at once, marked as not sent yet. Deleting asks first and
 * says that the role's users move to the default role; the default role cannot be deleted or
 * switched off until another role is made the default.
 */
import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { useSession } from '../../../session/session-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { PlusIcon, RoleIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { RoleCard } from '../components/role-card';
import { RoleForm } from '../components/role-form';
import type { RoleDraft } from '../role-rules';
import { roleTitle } from '../role-title';
import { whenSettled } from '../../../sync/command-state';
import { createRole, deleteRole, toggleRole, updateRole } from '../roles.commands';
import { useRoleCommandStates, useRoleList, type RoleListItem } from '../roles.queries';

export function RolesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Rollen`);
  const ability = useAppAbility();
  const db = useDatabase();
  const { userId } = useSync();
  const session = useSession();
  const locale = activeLocale();
  // Roles are shared by every organisation, so only staff change them (the server says the same).
  const isStaff = session?.user.type === 'employee';
  const canCreate = isStaff && ability.can('create', 'roles');
  const canUpdate = isStaff && ability.can('update', 'roles');
  const canDelete = isStaff && ability.can('delete', 'roles');
  const list = useRoleList(locale, ability.can('view', 'users'));
  const commandStates = useRoleCommandStates();
  const [isCreating, setIsCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RoleListItem | null>(null);
  const defaultRole = list?.find((item) => item.role.isDefault)?.role;

  /** Runs a command; "saved" is implied by the row changing, so only a failure to store is said. */
  async function run(command: () => Promise<unknown>): Promise<void> {
    try {
      await command();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De wijziging kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
      throw error;
    }
  }

  function saveNew(draft: RoleDraft) {
    return run(() => createRole(db, userId, draft, t`Nieuwe rol: ${draft.title_nl.trim()}`));
  }

  function saveEdit(item: RoleListItem, draft: RoleDraft) {
    return run(() =>
      updateRole(db, userId, item.role, draft, t`Rol wijzigen: ${roleTitle(item.role, locale)}`),
    );
  }

  function confirmDelete(item: RoleListItem) {
    setDeleting(null);
    const title = roleTitle(item.role, locale);
    const done =
      item.userCount === 0
        ? t`Rol verwijderd`
        : t`Rol verwijderd, gebruikers van de rol zijn naar de standaardrol verplaatst`;
    void run(async () => {
      const entry = await deleteRole(
        db,
        userId,
        item.role,
        defaultRole?.id ?? null,
        t`Rol verwijderen: ${title}`,
      );
      if (!navigator.onLine) toast.info(t`Het verwijderen wordt verstuurd zodra er verbinding is.`);
      void whenSettled(db, entry.id).then((outcome) => {
        if (outcome === 'accepted') toast.success(done);
      });
    }).catch(() => undefined);
  }

  return (
    <PullToRefresh collections={['roles', 'users']}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Rollen`}
          </Heading>
          <HStack gap="2">
            <RefreshButton collections={['roles', 'users']} />
            {canCreate && !isCreating && (
              <Button colorPalette="brand" size="sm" onClick={() => setIsCreating(true)}>
                <PlusIcon />
                {t`Nieuwe rol`}
              </Button>
            )}
          </HStack>
        </HStack>

        {isCreating && <RoleForm onSave={saveNew} onClose={() => setIsCreating(false)} />}

        <CollectionStateView
          collection="roles"
          rows={list}
          empty={
            <ListEmptyState
              title={t`Geen rollen`}
              description={t`Er zijn nog geen rollen. Maak een rol aan om gebruikers rechten te geven.`}
              icon={RoleIcon}
            />
          }
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Rollen`}>
            {list?.map((item) =>
              editingId === item.role.id ? (
                <Box as="li" key={item.role.id}>
                  <RoleForm
                    role={item.role}
                    onSave={(draft) => saveEdit(item, draft)}
                    onClose={() => setEditingId(null)}
                  />
                </Box>
              ) : (
                <RoleCard
                  key={item.role.id}
                  item={item}
                  commandState={commandStates?.get(item.role.id)}
                  canUpdate={canUpdate}
                  canDelete={canDelete}
                  onEdit={() => setEditingId(item.role.id)}
                  onToggle={() =>
                    void run(() =>
                      toggleRole(
                        db,
                        userId,
                        item.role,
                        item.role.active
                          ? t`Rol uitschakelen: ${roleTitle(item.role, locale)}`
                          : t`Rol inschakelen: ${roleTitle(item.role, locale)}`,
                      ),
                    ).catch(() => undefined)
                  }
                  onDelete={() => setDeleting(item)}
                />
              ),
            )}
          </Stack>
        </CollectionStateView>
      </Stack>
      <DeleteRoleDialog
        item={deleting}
        defaultRole={defaultRole}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PullToRefresh>
  );
}
