/**
 * One role in the list: its title in the reader's language (the other language beside it), whether
 * it is the default and active, and how many users hold it. For users who may, the actions: change,
 * switch off or on, delete. The default role can be neither switched off nor deleted; those buttons
 * stay visible but disabled, with the reason under them.
 */
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { activeLocale } from '../../../i18n/i18n-setup';
import { PendingBadge } from '../../../sync/pending-badge';
import { deleteBlock, toggleBlock } from '../role-rules';
import { roleTitle } from '../role-title';
import type { RowCommandState } from '../../../sync/command-state';
import { RowCommandHint } from '../../../sync/row-command-hint';
import type { RoleListItem } from '../roles.queries';

export interface RoleCardProps {
  item: RoleListItem;
  commandState: RowCommandState | undefined;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

export function RoleCard({
  item,
  commandState,
  canUpdate,
  canDelete,
  onEdit,
  onToggle,
  onDelete,
}: RoleCardProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const locale = activeLocale();
  const { role, userCount } = item;
  const title = roleTitle(role, locale);
  const otherTitle = locale === 'en' ? role.title_nl : role.title_en;
  const isToggleBlocked = toggleBlock(role) !== null;
  const isDeleteBlocked = deleteBlock(role) !== null;
  const showsReason = (canUpdate && isToggleBlocked) || (canDelete && isDeleteBlocked);

  return (
    <Box as="li">
      <Card.Root variant="outline" bg="bg.panel" size="sm">
        <Card.Body gap="2">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" wordBreak="break-word">
                {title}
              </Text>
              {otherTitle !== title && (
                <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
                  {locale === 'en' ? t`Nederlands: ${otherTitle}` : t`Engels: ${otherTitle}`}
                </Text>
              )}
            </Stack>
            <HStack gap="1.5" flexShrink={0} wrap="wrap">
              {role.syncPending && <PendingBadge />}
              {role.isDefault && <Badge colorPalette="brand">{t`Standaardrol`}</Badge>}
              <Badge colorPalette={role.active ? 'green' : 'gray'}>
                {role.active ? t`Actief` : t`Uitgeschakeld`}
              </Badge>
            </HStack>
          </HStack>
          {userCount !== null && (
            <Text fontSize="sm" color="fg.muted">
              {t({ message: plural(userCount, { one: '# gebruiker', other: '# gebruikers' }) })}
            </Text>
          )}

          <RowCommandHint state={commandState} />

          {(canUpdate || canDelete) && (
            <HStack gap="2" wrap="wrap" pt="1">
              {canUpdate && (
                <Button size="sm" variant="outline" aria-label={t`Wijzigen: ${title}`} onClick={onEdit}>
                  {t`Wijzigen`}
                </Button>
              )}
              {canUpdate && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette={role.active ? 'red' : 'green'}
                  disabled={isToggleBlocked}
                  aria-describedby={isToggleBlocked ? reasonId : undefined}
                  aria-label={role.active ? t`Uitschakelen: ${title}` : t`Inschakelen: ${title}`}
                  onClick={onToggle}
                >
                  {role.active ? t`Uitschakelen` : t`Inschakelen`}
                </Button>
              )}
              {canDelete && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={isDeleteBlocked}
                  aria-describedby={isDeleteBlocked ? reasonId : undefined}
                  aria-label={t`Verwijderen: ${title}`}
                  onClick={onDelete}
                >
                  {t`Verwijderen`}
                </Button>
              )}
            </HStack>
          )}
          {showsReason && (
            <Text id={reasonId} fontSize="sm" color="fg.muted">
              {t`De standaardrol kan niet worden uitgeschakeld of verwijderd. Maak eerst een andere rol de standaardrol.`}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
