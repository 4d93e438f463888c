/**
 * The progress of the first sync after login: which collection, how many records so far and of how
 * many. It never blocks the page: what has arrived is usable at once. Offline the first sync waits,
 * and the bar says so instead of pretending to load.
 *
 * It never moves the page either, coming or going (a tap aimed at a row must land on that row): the
 * shell places it after `main`, so nothing in the page stands below it, and it sticks to the bottom of
 * the screen (above the phone's bottom bar, at the right from tablets up) while the page scrolls under
 * it. Its own place after the page keeps the page's last lines clear of it when scrolled to the end.
 * Notices floating over the app (a new version) stack above it (layouts/bottom-notices.ts).
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useIsOnline } from '../../sync/connectivity';
import { useSync } from '../../sync/sync-engine-context';
import { useSyncStates } from '../../sync/sync-status';
import { bottomNoticeInset, publishShellBottomNoticeSpace } from '../layouts/bottom-notices';
import { LabelledProgress } from '../../ui/labelled-progress';
import { collectionLabels } from './collection-labels';

export function FirstSyncProgress() {
  const { t, i18n } = useLingui();
  const { collections } = useSync();
  const states = useSyncStates();
  const isOnline = useIsOnline();
  if (!states) return null;
  const done = states.filter((state) => state.lastSyncedAt !== null).length;
  if (done >= collections.length) return null;
  const active = isOnline ? states.find((state) => state.requestState === 'loading') : undefined;
  const name = active ? i18n._(collectionLabels[active.collection]) : null;
  const loaded = active?.loaded ?? 0;
  const total = active?.total ?? null;
  const percent = Math.round((done / collections.length) * 100);
  return (
    <Box
      ref={publishShellBottomNoticeSpace}
      position="sticky"
      bottom={bottomNoticeInset}
      zIndex="docked"
      alignSelf={{ md: 'flex-end' }}
      w={{ md: 'md' }}
      mx={{ base: '4', md: '8' }}
      px="4"
      py="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      boxShadow="lg"
      role="status"
    >
      {/* The detail has one line of its own, starting at the left: while the collection and the counts
          change, the card keeps its height and the detail its place. */}
      <Stack gap="0.5" mb="2" fontSize="sm">
        <Text fontWeight="medium">
          {isOnline
            ? t`Gegevens worden op dit apparaat gezet`
            : t`De gegevens worden verder op dit apparaat gezet zodra er verbinding is`}
        </Text>
        <Text color="fg.muted" truncate>
          {name && total !== null
            ? t`${name}: ${loaded} van ${total}`
            : name
              ? t`${name}…`
              : t`${done} van ${collections.length} onderdelen klaar`}
        </Text>
      </Stack>
      <LabelledProgress
        label={t`Voortgang van de eerste synchronisatie`}
        value={percent}
        size="xs"
        colorPalette="brand"
      />
    </Box>
  );
}
