/**
 * One user in the administration list: who they are, their role (in the reader's language), whether
 * their account is on and whether they use two-factor, and, for users with `update users`, the
 * actions on it. Every action is a command: the row changes at once and says so until the server
 * has it. Actions the server would refuse anyway are disabled with the reason beside them.
 */
import { Badge, Box, Button, Card, HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from 'react-toastify';
import type { AccessLevel } from '../../../api/contract/auth';
import { useDatabase } from '../../../db/database-context';
import { activeLocale } from '../../../i18n/i18n-setup';
import { PendingBadge } from '../../../sync/pending-badge';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { ShieldCheckIcon } from '../../../ui/icons/line-icons';
import { roleTitle } from '../role-title';
import { changeUserRole, toggleUser } from '../users.commands';
import type { RowCommandState } from '../../../sync/command-state';
import { RowCommandHint } from '../../../sync/row-command-hint';
import type { RoleRow, UserRow } from '../users.queries';

export interface UserCardProps {
  user: UserRow;
  /** Every stored role (empty for users who may not view roles). */
  roles: readonly RoleRow[];
  organisationName: string | undefined;
  commandState: RowCommandState | undefined;
  canUpdate: boolean;
  currentUser: { id: string; accessLevel: AccessLevel };
  onEditPermissions: (user: UserRow) => void;
}

export function UserCard({
  user,
  roles,
  organisationName,
  commandState,
  canUpdate,
  currentUser,
  onEditPermissions,
}: UserCardProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const locale = activeLocale();
  const roleSelectId = useId();
  const role = roles.find((candidate) => candidate.id === user.roleId);
  const isSelf = user.id === currentUser.id;
  const isProtected = user.accessLevel === 'superadmin' && currentUser.accessLevel !== 'superadmin';
  const assignable = roles.filter((candidate) => candidate.active || candidate.id === user.roleId);

  async function run(command: () => Promise<unknown>) {
    try {
      await command();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De wijziging kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    }
  }

  return (
    <Box as="li">
      <Card.Root variant="outline" bg="bg.panel" size="sm">
        <Card.Body gap="2">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" wordBreak="break-word">
                {user.name}
                {isSelf && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    {t`(jij)`}
                  </Text>
                )}
              </Text>
              <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
                {user.email}
              </Text>
            </Stack>
            <HStack gap="1.5" flexShrink={0} wrap="wrap">
              {user.syncPending && <PendingBadge />}
              <Badge colorPalette={user.active ? 'green' : 'gray'}>
                {user.active ? t`Actief` : t`Uitgeschakeld`}
              </Badge>
            </HStack>
          </HStack>

          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{user.type === 'employee' ? t`Medewerker` : (organisationName ?? t`Klant`)}</Text>
            {role && (
              <Badge variant="subtle" colorPalette="brand">
                {t`Rol: ${roleTitle(role, locale)}`}
              </Badge>
            )}
            {user.accessLevel === 'superadmin' && <Badge colorPalette="purple">{t`Superbeheerder`}</Badge>}
            <Badge variant="outline" colorPalette={user.twoFactorEnabled ? 'green' : 'gray'}>
              <ShieldCheckIcon boxSize="3" />
              {user.twoFactorEnabled ? t`Tweestapsverificatie aan` : t`Tweestapsverificatie uit`}
            </Badge>
          </HStack>

          <RowCommandHint state={commandState} />

          {canUpdate && isProtected && (
            <Text
              fontSize="sm"
              color="fg.muted"
            >{t`Alleen een superbeheerder kan dit account wijzigen.`}</Text>
          )}
          {canUpdate && !isProtected && (
            <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'center' }} pt="1">
              {assignable.length > 0 && (
                <HStack gap="2" flex="1" minW="0">
                  <chakra.label htmlFor={roleSelectId} fontSize="sm" flexShrink={0}>
                    {t`Rol`}
                  </chakra.label>
                  <NativeSelect.Root size="sm" maxW={{ md: '64' }}>
                    <NativeSelect.Field
                      id={roleSelectId}
                      aria-label={t`Rol van ${user.name}`}
                      value={user.roleId ?? ''}
                      onChange={(event) => {
                        const next = roles.find((candidate) => candidate.id === event.target.value);
                        if (!next || next.id === user.roleId) return;
                        void run(() =>
                          changeUserRole(
                            db,
                            userId,
                            user,
                            next.id,
                            t`Rol van ${user.name}: ${roleTitle(next, locale)}`,
                          ),
                        );
                      }}
                    >
                      {user.roleId === null && <option value="">{t`Geen rol`}</option>}
                      {assignable.map((candidate) => (
                        <option key={candidate.id} value={candidate.id} disabled={!candidate.active}>
                          {roleTitle(candidate, locale)}
                          {candidate.active ? '' : ` (${t`uitgeschakeld`})`}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </HStack>
              )}
              <HStack gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t`Rechten van ${user.name}`}
                  onClick={() => onEditPermissions(user)}
                >
                  {t`Rechten`}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette={user.active ? 'red' : 'green'}
                  disabled={isSelf}
                  aria-label={user.active ? t`Uitschakelen: ${user.name}` : t`Inschakelen: ${user.name}`}
                  onClick={() =>
                    void run(() =>
                      toggleUser(
                        db,
                        userId,
                        user,
                        user.active ? t`${user.name} uitschakelen` : t`${user.name} inschakelen`,
                      ),
                    )
                  }
                >
                  {user.active ? t`Uitschakelen` : t`Inschakelen`}
                </Button>
              </HStack>
            </Stack>
          )}
          {canUpdate && isSelf && (
            <Text fontSize="xs" color="fg.muted">{t`Je kunt je eigen account niet uitschakelen.`}</Text>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
