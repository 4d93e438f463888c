/** The work orders of one device, newest first, each linking to its page. */
import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { newestFirst, workOrderStatusLabels } from '../device-record-labels';
import { useDeviceRows } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DeviceWorkOrdersTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const workOrders = useDeviceRows('workOrders', deviceId);
  return (
    <TabRecords
      collection="workOrders"
      rows={
        workOrders && newestFirst(workOrders, (workOrder) => workOrder.plannedDate ?? workOrder.createdAt)
      }
      label={t`Werkbonnen`}
      emptyText={t`Er zijn geen werkbonnen voor deze installatie.`}
    >
      {(rows) =>
        rows.map((workOrder) => (
          <RecordCard
            key={workOrder.id}
            title={t`Werkbon ${workOrder.number}`}
            href={detailPaths.workOrderDetail.href(workOrder.id)}
            badges={
              <Badge colorPalette={workOrder.status === 'completed' ? 'green' : 'blue'}>
                {i18n._(workOrderStatusLabels[workOrder.status])}
              </Badge>
            }
          >
            {workOrder.plannedDate && <Text>{t`Gepland ${formatDate(workOrder.plannedDate, locale)}`}</Text>}
            {workOrder.technicianName && <Text>{t`Monteur ${workOrder.technicianName}`}</Text>}
            {workOrder.workPerformed && <Text lineClamp={2}>{workOrder.workPerformed}</Text>}
          </RecordCard>
        ))
      }
    </TabRecords>
  );
}
