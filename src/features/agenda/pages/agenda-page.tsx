/**
 * The agenda (`/agenda`): the appointments of the current organisation and those below it (staff:
 * every customer's) from the local database, so it opens offline. Day, week, month and list views
 * with previous, today and next; times in Europe/Amsterdam. The view and the date live in the URL
 * (`?view=week&date=2026-03-23`), so the back link of an appointment returns to the same page; with
 * no view named, phones (< 768 px) get the list and wider screens the week.
 */
import { Button, Group, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDay, formatMonth } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useOrganisationScope } from '../../../session/current-organisation';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { ArrowLeftIcon, CalendarIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import {
  agendaViews,
  isCalendarDate,
  stepAnchor,
  viewDays,
  viewPeriod,
  type AgendaView,
} from '../../../lib/agenda-calendar';

import { agendaViewLabels } from '../agenda-labels';
import { useAgendaItems } from '../agenda.queries';
import { AgendaDayList } from '../components/agenda-day-list';
import { AgendaMonth } from '../components/agenda-month';
import { AgendaWeek } from '../components/agenda-week';
import { dutchDay } from '../../../lib/dutch-day';

function defaultView(): AgendaView {
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48rem)').matches ? 'week' : 'list';
}

function parseView(value: string | null): AgendaView | null {
  return agendaViews.find((view) => view === value) ?? null;
}

export function AgendaPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Agenda`);
  const locale = activeLocale();
  const scope = useOrganisationScope();
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const today = dutchDay(now);
  const view = parseView(searchParams.get('view')) ?? defaultView();
  const dateParam = searchParams.get('date') ?? '';
  const anchor = isCalendarDate(dateParam) ? dateParam : today;
  const period = useMemo(() => viewPeriod(view, anchor), [view, anchor]);
  const items = useAgendaItems(scope, period);

  const show = (next: { view?: AgendaView; date?: string }) => {
    const params = new URLSearchParams(searchParams);
    params.set('view', next.view ?? view);
    params.set('date', next.date ?? anchor);
    setSearchParams(params, { replace: true });
  };
  const openDay = (day: string) => show({ view: 'day', date: day });

  const { first, last } = viewDays(view, anchor);
  const title =
    view === 'month'
      ? formatMonth(anchor, locale)
      : view === 'day'
        ? formatDay(anchor, locale, 'long')
        : `${formatDay(first, locale, 'short')} – ${formatDay(last, locale, 'short')}`;
  const isGrid = view === 'week' || view === 'month';
  const grid =
    view === 'week' ? (
      <AgendaWeek anchor={anchor} items={items ?? []} today={today} now={now} onOpenDay={openDay} />
    ) : (
      <AgendaMonth anchor={anchor} items={items ?? []} today={today} onOpenDay={openDay} />
    );

  return (
    <PullToRefresh collections={['appointments']}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Agenda`}
          </Heading>
          <RefreshButton collections={['appointments', 'serviceObjects', 'orders', 'orderServiceObjects']} />
        </HStack>

        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Group attached role="group" aria-label={t`Weergave`}>
            {agendaViews.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={option === view ? 'solid' : 'outline'}
                colorPalette={option === view ? 'brand' : 'gray'}
                aria-pressed={option === view}
                onClick={() => show({ view: option })}
              >
                {i18n._(agendaViewLabels[option])}
              </Button>
            ))}
          </Group>
          <HStack gap="2">
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t`Vorige`}
              onClick={() => show({ date: stepAnchor(view, anchor, -1) })}
            >
              <ArrowLeftIcon />
            </IconButton>
            <Button size="sm" variant="outline" onClick={() => show({ date: today })}>
              {t`Vandaag`}
            </Button>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t`Volgende`}
              onClick={() => show({ date: stepAnchor(view, anchor, 1) })}
            >
              <ArrowLeftIcon transform="rotate(180deg)" />
            </IconButton>
          </HStack>
        </Stack>

        <Text as="h2" fontSize="lg" fontWeight="semibold" textTransform="capitalize" aria-live="polite">
          {title}
        </Text>

        <CollectionStateView
          collection="appointments"
          rows={items}
          empty={
            isGrid ? (
              grid
            ) : (
              <ListEmptyState
                title={t`Geen afspraken`}
                description={
                  view === 'day'
                    ? t`Er zijn op deze dag geen afspraken gepland.`
                    : t`Er zijn in deze periode geen afspraken gepland.`
                }
                icon={CalendarIcon}
              />
            )
          }
        >
          {isGrid ? grid : <AgendaDayList items={items ?? []} today={today} now={now} />}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
