/**
 * The activity log on a wide screen: one row per entry with when (Amsterdam time), who (with the
 * organisation beneath), action, subject and client address. The page shows the list (activity-list.tsx) on a phone instead.
 */
import { Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import type { ActivityLogRow } from '../activity-logs.queries';
import { ActivityAction } from './activity-action';
import { ActivitySubject } from './activity-subject';
import { TableScrollArea } from '../../../ui/table-scroll-area';

export interface ActivityEntriesProps {
  entries: readonly ActivityLogRow[];
  organisationName: (organisationId: string | null) => string | null;
  hrefOf: (entry: ActivityLogRow) => string | null;
}

export function ActivityTable({ entries, organisationName, hrefOf }: ActivityEntriesProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  return (
    <TableScrollArea
      label={t`Activiteiten`}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      bg="bg.panel"
    >
      <Table.Root size="sm" aria-label={t`Activiteiten`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader whiteSpace="nowrap">{t`Wanneer`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Wie en organisatie`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Actie`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Onderwerp`}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t`IP-adres`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
              </Table.Cell>
              <Table.Cell whiteSpace="normal" minW="36">
                <Text wordBreak="break-word">{entry.actorName}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                  {organisationName(entry.organisationId) ?? t`Intern`}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="normal" minW="48">
                <ActivityAction entry={entry} />
              </Table.Cell>
              <Table.Cell whiteSpace="normal" minW="32">
                <ActivitySubject entry={entry} href={hrefOf(entry)} />
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap" color="fg.muted">
                {entry.clientAddress ?? '–'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
