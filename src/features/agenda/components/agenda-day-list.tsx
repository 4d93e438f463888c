/** The list and day views: the appointments grouped under a heading per day, in start order. */
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDay } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { groupByDay } from '../../../lib/agenda-calendar';
import type { AgendaItem } from '../agenda.queries';
import { AppointmentCard } from './appointment-card';

export function AgendaDayList({ items, today, now }: { items: AgendaItem[]; today: string; now: Date }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const days = groupByDay(items.map((item) => ({ ...item, startsAt: item.appointment.startsAt })));
  return (
    <Stack gap="5">
      {[...days].map(([day, dayItems]) => (
        <Stack as="section" key={day} gap="2" aria-label={formatDay(day, locale, 'long')}>
          <Heading
            as="h2"
            size="sm"
            color={day === today ? 'brand.fg' : 'fg.muted'}
            textTransform="capitalize"
          >
            {day === today ? t`Vandaag, ${formatDay(day, locale, 'long')}` : formatDay(day, locale, 'long')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {dayItems.map((item) => (
              <AppointmentCard key={item.appointment.id} item={item} now={now} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
