/**
 * The activity log on a phone: one card per entry, the action and time first, then who did it to
 * what, in which organisation and from which address. The same facts as the table on a wide screen.
 */
import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { ActivityAction } from './activity-action';
import { ActivitySubject } from './activity-subject';
import type { ActivityEntriesProps } from './activity-table';

export function ActivityList({ entries, organisationName, hrefOf }: ActivityEntriesProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Activiteiten`}>
      {entries.map((entry) => (
        <Box as="li" key={entry.id}>
          <Card.Root variant="outline" bg="bg.panel" size="sm">
            <Card.Body gap="2">
              <HStack justify="space-between" align="flex-start" gap="3">
                <ActivityAction entry={entry} />
                <Text fontSize="xs" color="fg.muted" flexShrink={0} textAlign="end">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
                </Text>
              </HStack>
              <Stack gap="1" fontSize="sm">
                <Text wordBreak="break-word">
                  <Text as="span" color="fg.muted">{t`Wie:`}</Text> {entry.actorName}
                </Text>
                <HStack align="flex-start" gap="1">
                  <Text color="fg.muted" flexShrink={0}>{t`Onderwerp:`}</Text>
                  <ActivitySubject entry={entry} href={hrefOf(entry)} />
                </HStack>
                <Text color="fg.muted" fontSize="xs" wordBreak="break-word">
                  {organisationName(entry.organisationId) ?? t`Intern`}
                  {' · '}
                  {t`IP-adres`}{' '}
                  <Text as="span" fontFamily="mono">
                    {entry.clientAddress ?? '–'}
                  </Text>
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Box>
      ))}
    </Stack>
  );
}
