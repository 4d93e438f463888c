/**
 * An entry's action: the sentence of who did what to which record, then its localized label as a
 * badge with the server's description beside it. An action this PWA has no label for (another
 * backend's) shows its description alone; an entry without a sentence (no subject label) its badge.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { activityActionColor, activityActionLabels, isKnownAction } from '../activity-labels';
import type { ActivityLogRow } from '../activity-logs.queries';
import { activitySentence } from '../activity-sentence';

export function ActivityAction({ entry }: { entry: ActivityLogRow }) {
  const { i18n } = useLingui();
  if (!isKnownAction(entry.action)) return <Text wordBreak="break-word">{entry.description}</Text>;
  const sentence = activitySentence(entry);
  return (
    <Stack gap="1" align="flex-start" minW="0">
      {sentence && (
        <Text fontWeight="medium" wordBreak="break-word">
          {i18n._(sentence)}
        </Text>
      )}
      <Badge colorPalette={activityActionColor(entry.action)} whiteSpace="normal">
        {i18n._(activityActionLabels[entry.action])}
      </Badge>
      <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
        {entry.description}
      </Text>
    </Stack>
  );
}
