/**
 * The progress of the first sync after login: which collection, how many records so far and of how
 * many. It sits above the page and never blocks it: what has arrived is usable at once. Offline the
 * first sync waits, and the bar says so instead of pretending to load.
 */
import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useIsOnline } from '../../sync/connectivity';
import { useSync } from '../../sync/sync-engine-context';
import { useSyncStates } from '../../sync/sync-status';
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
      mb="5"
      px="4"
      py="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      role="status"
    >
      <HStack justify="space-between" gap="3" mb="2" fontSize="sm" wrap="wrap">
        <Text fontWeight="medium">
          {isOnline
            ? t`Gegevens worden op dit apparaat gezet`
            : t`De gegevens worden verder op dit apparaat gezet zodra er verbinding is`}
        </Text>
        <Text color="fg.muted">
          {name && total !== null
            ? t`${name}: ${loaded} van ${total}`
            : name
              ? t`${name}…`
              : t`${done} van ${collections.length} onderdelen klaar`}
        </Text>
      </HStack>
      <Progress.Root
        value={percent}
        size="xs"
        colorPalette="brand"
        aria-label={t`Voortgang van de eerste synchronisatie`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
