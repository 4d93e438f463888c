/**
 * The month view: a grid of whole weeks from Monday, each day with the start times and titles of up
 * to three appointments and how many more; a day opens the day view. Days of the neighbouring
 * months are dimmed.
 */
import { Box, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, formatTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { groupByDay, isSameMonth, monthGrid, weekDays } from '../../../lib/agenda-calendar';
import type { AgendaItem } from '../agenda.queries';
import { appointmentPath } from '../agenda-paths';

const shownPerDay = 3;

export interface AgendaMonthProps {
  anchor: string;
  items: AgendaItem[];
  today: string;
  onOpenDay: (day: string) => void;
}

export function AgendaMonth({ anchor, items, today, onOpenDay }: AgendaMonthProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  const byDay = groupByDay(items.map((item) => ({ ...item, startsAt: item.appointment.startsAt })));
  return (
    <Box overflowX="auto">
      <Grid
        templateColumns="repeat(7, minmax(2.75rem, 1fr))"
        gap="px"
        bg="border"
        borderWidth="1px"
        borderRadius="l2"
        minW="0"
      >
        {weekDays(anchor).map((day) => (
          <Text
            key={day}
            bg="bg.muted"
            fontSize="xs"
            fontWeight="semibold"
            textAlign="center"
            py="1"
            textTransform="capitalize"
            aria-hidden
          >
            {formatDay(day, locale, 'weekday')}
          </Text>
        ))}
        {monthGrid(anchor)
          .flat()
          .map((day) => {
            const dayItems = byDay.get(day) ?? [];
            const more = dayItems.length - shownPerDay;
            return (
              <Stack
                key={day}
                bg={isSameMonth(day, anchor) ? 'bg.panel' : 'bg.subtle'}
                p="1"
                gap="0.5"
                minH={{ base: '14', md: '24' }}
                minW="0"
              >
                <chakra.button
                  type="button"
                  alignSelf="flex-start"
                  fontSize="xs"
                  fontWeight={day === today ? 'bold' : 'medium'}
                  color={day === today ? 'brand.fg' : isSameMonth(day, anchor) ? 'fg' : 'fg.subtle'}
                  aria-label={`${formatDay(day, locale, 'long')}: ${t({ message: plural(dayItems.length, { one: '# afspraak', other: '# afspraken' }) })}`}
                  onClick={() => onOpenDay(day)}
                  _hover={{ textDecoration: 'underline' }}
                >
                  {Number(day.slice(8))}
                </chakra.button>
                {dayItems.length > 0 && (
                  <Box hideFrom="md" w="2" h="2" borderRadius="full" bg="brand.solid" aria-hidden />
                )}
                <Stack gap="0.5" hideBelow="md">
                  {dayItems.slice(0, shownPerDay).map((item) => (
                    <RouterLink key={item.appointment.id} to={appointmentPath(item.appointment.id)}>
                      <Text
                        fontSize="xs"
                        lineClamp={2}
                        wordBreak="break-word"
                        _hover={{ textDecoration: 'underline' }}
                      >
                        {formatTime(item.appointment.startsAt, locale)} {item.appointment.title}
                      </Text>
                    </RouterLink>
                  ))}
                  {more > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      {t`+${more} meer`}
                    </Text>
                  )}
                </Stack>
              </Stack>
            );
          })}
      </Grid>
    </Box>
  );
}
