/**
 * One appointment in a list: time, title, device, place and technician; opens its detail. `compact`
 * (a week column on a wide screen) leaves out the status badge and shortens the details.
 */
import { Badge, Box, Card, HStack, LinkOverlay, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { formatTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { appointmentStatus } from '../../../lib/agenda-calendar';
import { appointmentStatusColors, appointmentStatusLabels } from '../agenda-labels';
import type { AgendaItem } from '../agenda.queries';
import { appointmentPath } from '../agenda-paths';

export interface AppointmentCardProps {
  item: AgendaItem;
  now: Date;
  isCompact?: boolean;
}

export function AppointmentCard({ item, now, isCompact = false }: AppointmentCardProps) {
  const { i18n } = useLingui();
  const { appointment, device } = item;
  const locale = activeLocale();
  const status = appointmentStatus(appointment, now);
  return (
    <Box as="li">
      <Card.Root
        position="relative"
        variant="outline"
        bg="bg.panel"
        size="sm"
        _hover={{ borderColor: 'border.emphasized' }}
      >
        <Card.Body gap="1">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Text fontSize="sm" fontWeight="medium" color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatTime(appointment.startsAt, locale)}–{formatTime(appointment.endsAt, locale)}
            </Text>
            {!isCompact && (
              <Badge colorPalette={appointmentStatusColors[status]} flexShrink={0}>
                {i18n._(appointmentStatusLabels[status])}
              </Badge>
            )}
          </HStack>
          <LinkOverlay
            asChild
            fontWeight="medium"
            wordBreak="break-word"
            fontSize={isCompact ? 'sm' : undefined}
            lineClamp={isCompact ? 3 : undefined}
          >
            <RouterLink to={appointmentPath(appointment.id)}>{appointment.title}</RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {[device && `${device.number} ${device.name}`, appointment.location, appointment.technicianName]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
