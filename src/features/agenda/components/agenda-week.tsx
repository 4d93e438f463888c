/**
 * The week view: seven day columns from Monday, each with its appointments in start order; on
 * phones the days stack. A day's heading opens that day.
 */
import { Box, Grid, Link, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDay } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { groupByDay, weekDays } from '../../../lib/agenda-calendar';
import type { AgendaItem } from '../agenda.queries';
import { AppointmentCard } from './appointment-card';

export interface AgendaWeekProps {
  anchor: string;
  items: AgendaItem[];
  today: string;
  now: Date;
  onOpenDay: (day: string) => void;
}

export function AgendaWeek({ anchor, items, today, now, onOpenDay }: AgendaWeekProps) {
  const { t } = useLingui();
  const isWide = useBreakpointValue({ base: false, lg: true }) ?? false;
  const locale = activeLocale();
  const byDay = groupByDay(items.map((item) => ({ ...item, startsAt: item.appointment.startsAt })));
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'repeat(7, minmax(0, 1fr))' }} gap="3">
      {weekDays(anchor).map((day) => {
        const dayItems = byDay.get(day) ?? [];
        return (
          <Stack as="section" key={day} gap="2" aria-label={formatDay(day, locale, 'long')} minW="0">
            <Box borderBottomWidth="2px" borderColor={day === today ? 'brand.solid' : 'border'} pb="1">
              <Link
                as="button"
                fontWeight="semibold"
                fontSize="sm"
                color={day === today ? 'brand.fg' : 'fg'}
                textTransform="capitalize"
                onClick={() => onOpenDay(day)}
              >
                {formatDay(day, locale, 'short')}
              </Link>
            </Box>
            {dayItems.length === 0 ? (
              <Text fontSize="sm" color="fg.subtle">{t`Geen afspraken`}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {dayItems.map((item) => (
                  <AppointmentCard key={item.appointment.id} item={item} now={now} isCompact={isWide} />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Grid>
  );
}
