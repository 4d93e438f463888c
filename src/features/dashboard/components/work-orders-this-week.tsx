/**
 * The work orders planned this week (Monday to Sunday), by day: the list behind the dashboard's
 * "work orders this week" tile, which counts exactly these. Each links to its work order.
 */
import { Badge, Box, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkOrderStatus } from '../../../api/contract/orders';
import { formatDay } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { workOrdersThisWeekAnchor } from '../dashboard-figures';
import { useWorkOrdersOfWeek } from '../dashboard.queries';

const statusLabels: Record<WorkOrderStatus, MessageDescriptor> = {
  planned: msg`Ingepland`,
  in_progress: msg`In uitvoering`,
  completed: msg`Afgerond`,
};
const statusColors: Record<WorkOrderStatus, string> = {
  planned: 'cyan',
  in_progress: 'orange',
  completed: 'green',
};

export interface WorkOrdersThisWeekProps {
  organisations: readonly string[] | null;
  weekStart: string;
  weekEnd: string;
}

export function WorkOrdersThisWeek({ organisations, weekStart, weekEnd }: WorkOrdersThisWeekProps) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const items = useWorkOrdersOfWeek(organisations, weekStart, weekEnd);
  const headingId = `${workOrdersThisWeekAnchor}-titel`;

  return (
    <Stack
      as="section"
      id={workOrdersThisWeekAnchor}
      aria-labelledby={headingId}
      gap="3"
      tabIndex={-1}
      scrollMarginTop="20"
    >
      <Heading as="h2" id={headingId} size="lg" fontWeight="semibold">
        {t`Werkbonnen deze week`}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t`${formatDay(weekStart, locale, 'short')} t/m ${formatDay(weekEnd, locale, 'short')}`}
      </Text>
      {items === undefined ? null : items.length === 0 ? (
        <Text color="fg.muted">{t`Er zijn deze week geen werkbonnen ingepland.`}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Werkbonnen deze week`}>
          {items.map(({ workOrder, device }) => (
            <Box
              as="li"
              key={workOrder.id}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="lg"
              bg="bg.panel"
              px="3"
              py="2.5"
            >
              <HStack justify="space-between" align="center" gap="3" wrap="wrap">
                <Stack gap="0.5" minW="0" flex="1">
                  <Link asChild fontWeight="medium" colorPalette="brand" wordBreak="break-word">
                    <RouterLink to={detailPaths.workOrderDetail.href(workOrder.id)}>
                      {t`Werkbon ${workOrder.number}`}
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {[
                      formatDay(workOrder.plannedDate!, locale, 'short'),
                      device ? `${device.number} ${device.name}` : null,
                      workOrder.technicianName,
                    ]
                      .filter((part) => part !== null)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Badge colorPalette={statusColors[workOrder.status]}>
                  {i18n._(statusLabels[workOrder.status])}
                </Badge>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
