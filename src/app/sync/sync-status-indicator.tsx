/**
 * The sync status in the header: offline, syncing, changes waiting to be sent, changes the
 * server refused, or up to date with the time of the last sync. It links to the sync screen, and
 * its name says the same in words for screen readers.
 */
import { Badge, Box, IconButton } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../i18n/formatters';
import { activeLocale } from '../../i18n/i18n-setup';
import { useSyncSummary } from '../../sync/sync-status';
import { AlertIcon, CloudCheckIcon, CloudOffIcon, CloudSyncIcon } from '../../ui/icons/line-icons';
import { useIsOnline } from '../../sync/connectivity';
import { paths } from '../paths';

export function SyncStatusIndicator() {
  const { t } = useLingui();
  const summary = useSyncSummary();
  const isOnline = useIsOnline();
  if (!summary) return null;
  const lastSynced =
    summary.lastSyncedAt === null ? null : formatDateTime(new Date(summary.lastSyncedAt), activeLocale());
  const parts = [
    !isOnline
      ? t`Offline`
      : summary.busy.length > 0 || (summary.isFirstSync && summary.failed.length === 0)
        ? t`Bezig met synchroniseren`
        : summary.failed.length > 0
          ? t`Synchroniseren mislukt`
          : t`Gesynchroniseerd`,
    lastSynced ? t`laatst bijgewerkt ${lastSynced}` : t`nog niet gesynchroniseerd`,
    ...(summary.pending > 0
      ? [
          t({
            message: plural(summary.pending, {
              one: '# wijziging wacht op verzending',
              other: '# wijzigingen wachten op verzending',
            }),
          }),
        ]
      : []),
    ...(summary.rejected > 0
      ? [
          t({
            message: plural(summary.rejected, {
              one: '# wijziging niet geaccepteerd',
              other: '# wijzigingen niet geaccepteerd',
            }),
          }),
        ]
      : []),
  ];
  const label = parts.join(', ');
  const needsAttention = summary.rejected > 0 || (isOnline && summary.failed.length > 0);
  const count = summary.pending + summary.rejected;
  return (
    <IconButton asChild variant="ghost" size="sm" aria-label={label} title={label} position="relative">
      <RouterLink to={paths.sync.href()}>
        {!isOnline ? (
          <CloudOffIcon color="fg.muted" />
        ) : summary.busy.length > 0 || (summary.isFirstSync && summary.failed.length === 0) ? (
          // Still, not spinning: an animation keeps the page drawing frames for the whole sync, which
          // cost nearly a tenth of a core in Chromium; the first sync shows its progress bar.
          <CloudSyncIcon color="brand.fg" />
        ) : needsAttention ? (
          <AlertIcon color="fg.error" />
        ) : (
          <CloudCheckIcon color="fg.success" />
        )}
        {count > 0 && (
          <Box position="absolute" top="-1" insetEnd="-1">
            <Badge
              size="xs"
              variant="solid"
              colorPalette={summary.rejected > 0 ? 'red' : 'orange'}
              borderRadius="full"
            >
              {count}
            </Badge>
          </Box>
        )}
      </RouterLink>
    </IconButton>
  );
}
