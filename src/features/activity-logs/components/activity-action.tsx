/**
 * An entry's action: its localized label as a badge, with the server's description beneath. An
 * action this PWA has no label for (another backend's) shows its description alone.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { activityActionColor, activityActionLabels, isKnownAction } from '../activity-labels';
import type { ActivityLogRow } from '../activity-logs.queries';

export function ActivityAction({ entry }: { entry: ActivityLogRow }) {
  const { i18n } = useLingui();
  if (!isKnownAction(entry.action)) return <Text wordBreak="break-word">{entry.description}</Text>;
  return (
    <Stack gap="1" align="flex-start" minW="0">
      <Badge colorPalette={activityActionColor(entry.action)} whiteSpace="normal">
        {i18n._(activityActionLabels[entry.action])}
      </Badge>
      <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
        {entry.description}
      </Text>
    </Stack>
  );
}
