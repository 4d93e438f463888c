/**
 * "Vandaag" (`/today`): the screen a staff technician opens first thing. Today's appointments
 * (Amsterdam day) under their name, in start order, each with its devices and, per device, the
 * statutory duties and the periodic checklist that are due within 30 days or overdue; one tap opens
 * the device. Read from the local database only, so it works offline after the morning sync. A
 * customer who opens the address sees the appointments of the organisations in scope instead.
 */
import { Box, Card, chakra, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDay, formatTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { dutyKindLabels } from '../../../lib/duty-labels';
import { groupHomePath } from '../../../permissions/home-path';
import { useOrganisationScope } from '../../../session/current-organisation';
import { useSession } from '../../../session/session-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import type { CollectionName } from '../../../db/collection-tables';
import { DueStatusBadge } from '../../../ui/due-status-badge';
import { CalendarDayIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { TodayDevice } from '../today';
import { useTodayItems, type TodayItem } from '../today.queries';
import { dutchDay } from '../../../lib/dutch-day';

const DeviceLink = chakra(RouterLink);

/** What the screen reads: refreshing pulls these again. */
const todayCollections: readonly CollectionName[] = [
  'appointments',
  'orderServiceObjects',
  'serviceObjects',
  'refrigerantLogbookEntries',
  'inspections',
];

export function TodayPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Vandaag`);
  const locale = activeLocale();
  const user = useSession()?.user ?? null;
  const scope = useOrganisationScope();
  const now = useMemo(() => new Date(), []);
  const isStaff = user?.type === 'employee';
  const items = useTodayItems({
    now,
    // Staff see their own day across every customer; the organisation switcher does not narrow it.
    technicianName: isStaff ? user.name : null,
    organisations: isStaff ? null : scope,
  });

  return (
    <PullToRefresh collections={todayCollections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0">
            <Heading as="h1" size="2xl" fontWeight="semibold">
              {t`Vandaag`}
            </Heading>
            <Text color="fg.muted" _firstLetter={{ textTransform: 'uppercase' }}>
              {formatDay(dutchDay(now), locale, 'long')}
            </Text>
          </Stack>
          <RefreshButton collections={todayCollections} />
        </HStack>

        <CollectionStateView
          collection="appointments"
          rows={items}
          empty={
            <ListEmptyState
              title={t`Vandaag geen afspraken`}
              description={
                isStaff
                  ? t`Er staan vandaag geen afspraken op jouw naam.`
                  : t`Er staan vandaag geen afspraken gepland.`
              }
              icon={CalendarDayIcon}
            >
              <Link asChild color="brand.fg" fontWeight="medium" minH="11" alignItems="center">
                <RouterLink to={groupHomePath.agenda}>{t`Naar de agenda`}</RouterLink>
              </Link>
            </ListEmptyState>
          }
        >
          {items && (
            <Stack as="ol" gap="4" listStyleType="none" aria-label={t`Afspraken van vandaag`}>
              {items.map((item) => (
                <TodayAppointmentCard key={item.appointment.id} item={item} />
              ))}
            </Stack>
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}

function TodayAppointmentCard({ item }: { item: TodayItem }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const { appointment, devices } = item;
  return (
    <Box as="li">
      <Card.Root variant="outline" bg="bg.panel" size="sm">
        <Card.Body gap="3">
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium" color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatTime(appointment.startsAt, locale)}–{formatTime(appointment.endsAt, locale)}
            </Text>
            <Link asChild fontWeight="semibold" fontSize="md" wordBreak="break-word">
              <RouterLink to={detailPaths.appointmentDetail.href(appointment.id)}>
                {appointment.title}
              </RouterLink>
            </Link>
            {appointment.location && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {appointment.location}
              </Text>
            )}
          </Stack>
          {devices.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">{t`Geen installatie bij deze afspraak.`}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {devices.map((plan) => (
                <TodayDeviceLink key={plan.device.id} plan={plan} />
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/** One device of an appointment as one big touch target: its number, name and what is due. */
function TodayDeviceLink({ plan }: { plan: TodayDevice }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const { device, duties, checklist } = plan;
  const place = [device.location, device.room].filter(Boolean).join(' · ');
  const dueLines = [
    ...duties.map((duty) => ({ key: duty.kind, label: i18n._(dutyKindLabels[duty.kind]), ...duty })),
    ...(checklist ? [{ key: 'checklist', label: t`Periodieke checklist`, ...checklist }] : []),
  ];
  return (
    <Box as="li">
      <DeviceLink
        to={detailPaths.deviceDetail.href(device.id)}
        display="flex"
        flexDirection="column"
        gap="1.5"
        minH="12"
        px="3"
        py="2.5"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="l2"
        bg="bg.subtle"
        _hover={{ borderColor: 'border.emphasized' }}
        focusRing="outside"
      >
        <Text as="span" fontWeight="medium" wordBreak="break-word">
          {device.number} {device.name}
        </Text>
        {place && (
          <Text as="span" fontSize="sm" color="fg.muted" wordBreak="break-word">
            {place}
          </Text>
        )}
        {dueLines.length === 0 ? (
          <Text
            as="span"
            fontSize="sm"
            color="fg.muted"
          >{t`Geen keuring of checklist binnen 30 dagen.`}</Text>
        ) : (
          dueLines.map((line) => {
            const dueDate = formatDate(line.dueDate, locale);
            return (
              <HStack as="span" key={line.key} gap="2" wrap="wrap" fontSize="sm">
                <DueStatusBadge status={line.status} />
                <Text as="span">{line.label}</Text>
                <Text as="span" color="fg.muted">{t`uiterlijk ${dueDate}`}</Text>
              </HStack>
            );
          })
        )}
      </DeviceLink>
    </Box>
  );
}
