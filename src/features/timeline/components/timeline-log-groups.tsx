/**
 * An item's history (its timeline logs): a heading per log group, then that group's entries in time
 * order, each with its time and author.
 */
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { logGroupLabels } from '../timeline-item-types';
import type { TimelineLogRow } from '../timeline.queries';
import { groupLogs } from '../timeline-view';

export function TimelineLogGroups({ logs }: { logs: TimelineLogRow[] }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {t`Geschiedenis`}
      </Heading>
      {logs.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t`Hier is nog niets over vastgelegd.`}
        </Text>
      ) : (
        groupLogs(logs).map(({ group, logs: entries }) => (
          <LogGroup key={group} group={group} entries={entries} />
        ))
      )}
    </Stack>
  );
}

function LogGroup({ group, entries }: { group: string; entries: TimelineLogRow[] }) {
  const { i18n } = useLingui();
  const locale = activeLocale();
  const headingId = useId();
  const label = logGroupLabels[group];
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel" size="sm">
      <Card.Body gap="2">
        <Heading as="h3" size="sm" id={headingId} _firstLetter={{ textTransform: 'uppercase' }}>
          {label ? i18n._(label) : group}
        </Heading>
        <Stack as="ol" gap="2" listStyleType="none">
          {entries.map((log) => (
            <Box as="li" key={log.id} borderStartWidth="2px" borderColor="border.muted" ps="3">
              <Text wordBreak="break-word">{log.message}</Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={log.createdAt}>{formatDateTime(log.createdAt, locale)}</time>
                {log.authorName && ` · ${log.authorName}`}
              </Text>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
