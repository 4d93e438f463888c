/**
 * One appointment (`/agenda/:appointmentId`) from the local database: when (Europe/Amsterdam), its
 * status, the devices (linking to each), the address with a map link, the technician, the order it
 * belongs to, and the `.ics` download. Everything but the download works offline.
 */
import { Badge, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDay, formatTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useVisibleOrganisations } from '../../../session/current-organisation';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { FactList } from '../../../ui/fact-list';
import { CalendarIcon } from '../../../ui/icons/line-icons';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { appointmentStatus } from '../../../lib/agenda-calendar';

import { appointmentStatusColors, appointmentStatusLabels } from '../agenda-labels';
import { agendaPattern, mapSearchUrl } from '../agenda-paths';
import { useAppointmentDetail } from '../agenda.queries';
import { AppointmentIcsButton } from '../components/appointment-ics-button';
import { dutchDay } from '../../../lib/dutch-day';

export function AppointmentDetailPage() {
  const { t, i18n } = useLingui();
  const { appointmentId = '' } = useParams();
  const detail = useAppointmentDetail(appointmentId);
  const visible = useVisibleOrganisations();
  const locale = activeLocale();
  const now = useMemo(() => new Date(), []);
  useDocumentTitle(detail ? detail.appointment.title : t`Afspraak`);
  const backTo = detail
    ? `${agendaPattern}?view=day&date=${dutchDay(detail.appointment.startsAt)}`
    : agendaPattern;

  return (
    <DetailPageFrame
      backLink={<BackLink to={backTo} label={t`Agenda`} />}
      record={detail}
      notFoundTitle={t`Afspraak niet gevonden`}
      notFoundIcon={CalendarIcon}
    >
      {({ appointment, devices, order }) => {
        const status = appointmentStatus(appointment, now);
        const startDay = dutchDay(appointment.startsAt);
        const endDay = dutchDay(appointment.endsAt);
        const when =
          startDay === endDay
            ? `${formatDay(startDay, locale, 'long')}, ${formatTime(appointment.startsAt, locale)}–${formatTime(appointment.endsAt, locale)}`
            : `${formatDay(startDay, locale, 'long')} ${formatTime(appointment.startsAt, locale)} – ${formatDay(endDay, locale, 'long')} ${formatTime(appointment.endsAt, locale)}`;
        const organisationName = visible.find(
          (organisation) => organisation.id === appointment.organisationId,
        )?.name;
        return (
          <>
            <Stack gap="2">
              <Heading as="h1" size="2xl" fontWeight="semibold" wordBreak="break-word">
                {appointment.title}
              </Heading>
              <HStack gap="2">
                <Badge colorPalette={appointmentStatusColors[status]}>
                  {i18n._(appointmentStatusLabels[status])}
                </Badge>
              </HStack>
              {appointment.description && <Text wordBreak="break-word">{appointment.description}</Text>}
            </Stack>

            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body>
                <FactList
                  facts={[
                    { label: t`Wanneer`, value: when },
                    organisationName !== undefined && { label: t`Organisatie`, value: organisationName },
                    appointment.location !== null && {
                      label: t`Adres`,
                      value: (
                        <Stack gap="0.5">
                          <Text>{appointment.location}</Text>
                          <Link
                            href={mapSearchUrl(appointment.location)}
                            target="_blank"
                            rel="noopener noreferrer"
                            color="brand.fg"
                          >
                            {t`Op de kaart`}
                          </Link>
                        </Stack>
                      ),
                    },
                    appointment.technicianName !== null && {
                      label: t`Monteur`,
                      value: appointment.technicianName,
                    },
                    devices.length > 0 && {
                      label: devices.length === 1 ? t`Installatie` : t`Installaties`,
                      value: (
                        <Stack as="ul" gap="0.5" listStyleType="none">
                          {devices.map((device) => (
                            <li key={device.id}>
                              <Link asChild color="brand.fg">
                                <RouterLink to={detailPaths.deviceDetail.href(device.id)}>
                                  {device.number} · {device.name}
                                </RouterLink>
                              </Link>
                            </li>
                          ))}
                        </Stack>
                      ),
                    },
                    order !== null && {
                      label: t`Order`,
                      value: (
                        <Link asChild color="brand.fg">
                          <RouterLink to={detailPaths.orderDetail.href(order.id)}>
                            {t`Order ${order.number}`} · {order.description}
                          </RouterLink>
                        </Link>
                      ),
                    },
                  ]}
                />
              </Card.Body>
            </Card.Root>

            <AppointmentIcsButton appointmentId={appointment.id} title={appointment.title} />
          </>
        );
      }}
    </DetailPageFrame>
  );
}
