/**
 * Users (`/users`): the portal's users as the local database holds them (they sync for users with
 * `view users`, scoped by the server), narrowed to the current organisation and below (staff looking
 * at all customers see every user, staff included). Search by name or email and the role and
 * active filters are kept per user. Users with `update users` change a user's role, switch them off
 * or on and edit their permissions; each change shows on the row at once, marked as not sent yet.
 */
import { HStack, Heading, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { useSession } from '../../../session/session-state';
import { usePersistedState } from '../../../session/use-persisted-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { FilterSelect } from '../../../ui/filter-select';
import { SearchIcon, UsersIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PermissionsEditor } from '../components/permissions-editor';
import { UserCard } from '../components/user-card';
import { roleTitle } from '../role-title';
import { useRoles, useUserCommandStates, useUserList, type UserRow } from '../users.queries';

const pageSize = 30;

const UserListState = z.object({
  search: z.string().max(200),
  role: z.string().max(64).nullable(),
  active: z.enum(['active', 'inactive']).nullable(),
});
const initialListState: z.infer<typeof UserListState> = { search: '', role: null, active: null };

export function UsersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Gebruikers`);
  const ability = useAppAbility();
  const session = useSession();
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const [listState, setListState] = usePersistedState('users.list', UserListState, initialListState);
  const [limit, setLimit] = useState(pageSize);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const roles = useRoles() ?? [];
  const commandStates = useUserCommandStates();
  const list = useUserList({
    organisations: scope,
    search: listState.search,
    role: listState.role,
    active: listState.active,
    limit,
  });
  const locale = activeLocale();
  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));
  const canUpdate = ability.can('update', 'users');
  const currentUser = {
    id: session?.user.id ?? '',
    accessLevel: session?.user.accessLevel ?? 'user',
  } as const;
  const isFiltered = listState.search.trim() !== '' || listState.role !== null || listState.active !== null;

  function update(next: Partial<typeof listState>) {
    setLimit(pageSize);
    setListState({ ...listState, ...next });
  }

  return (
    <PullToRefresh collections={['users', 'roles']}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Gebruikers`}
          </Heading>
          <RefreshButton collections={['users', 'roles']} />
        </HStack>

        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <InputGroup flex="1" startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input
              type="search"
              aria-label={t`Zoek in gebruikers`}
              placeholder={t`Zoek op naam of e-mailadres`}
              value={listState.search}
              maxLength={200}
              onChange={(event) => update({ search: event.target.value })}
            />
          </InputGroup>
          {roles.length > 0 && (
            <FilterSelect
              label={t`Rol`}
              allLabel={t`Alle rollen`}
              size="md"
              width={{ base: 'full', md: '56' }}
              value={listState.role}
              options={[
                ...roles.map((role) => ({ value: role.id, label: roleTitle(role, locale) })),
                { value: 'none', label: t`Zonder rol` },
              ]}
              onChange={(value) => update({ role: value })}
            />
          )}
          <FilterSelect
            label={t`Account`}
            allLabel={t`Actief en uitgeschakeld`}
            size="md"
            width={{ base: 'full', md: '48' }}
            value={listState.active}
            options={[
              { value: 'active', label: t`Alleen actief` },
              { value: 'inactive', label: t`Alleen uitgeschakeld` },
            ]}
            onChange={(value) => {
              const parsed = UserListState.shape.active.safeParse(value);
              update({ active: parsed.success ? parsed.data : null });
            }}
          />
        </Stack>

        <CollectionStateView
          collection="users"
          rows={list?.users}
          isFiltered={isFiltered}
          empty={
            <ListEmptyState
              title={t`Geen gebruikers`}
              description={t`Deze organisatie heeft nog geen gebruikers van het portaal.`}
              icon={UsersIcon}
            />
          }
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Gebruikers`}>
            {list?.users.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                roles={roles}
                organisationName={
                  user.organisationId ? organisationNames.get(user.organisationId) : undefined
                }
                commandState={commandStates?.get(user.id)}
                canUpdate={canUpdate}
                currentUser={currentUser}
                onEditPermissions={setEditing}
              />
            ))}
          </Stack>
          {list && (
            <ShowMoreButton
              shown={list.users.length}
              total={list.total}
              onMore={() => setLimit((shown) => shown + pageSize)}
            />
          )}
        </CollectionStateView>
      </Stack>
      <PermissionsEditor user={editing} onClose={() => setEditing(null)} />
    </PullToRefresh>
  );
}
