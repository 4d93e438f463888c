/** The checklists done on one device, newest first, with how many items were not in order. */
import { Badge, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { checklistStatusLabels, newestFirst } from '../device-record-labels';
import { useDeviceRows } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DeviceChecklistsTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const checklists = useDeviceRows('checklists', deviceId);
  return (
    <TabRecords
      collection="checklists"
      rows={
        checklists && newestFirst(checklists, (checklist) => checklist.completedAt ?? checklist.createdAt)
      }
      label={t`Checklists`}
      emptyText={t`Er zijn geen checklists voor deze installatie.`}
    >
      {(rows) =>
        rows.map((checklist) => {
          const notOk = checklist.items.filter((item) => item.result === 'not_ok').length;
          return (
            <RecordCard
              key={checklist.id}
              title={checklist.title}
              href={detailPaths.checklistDetail.href(checklist.id)}
              badges={
                <>
                  <Badge colorPalette={checklist.status === 'completed' ? 'green' : 'blue'}>
                    {i18n._(checklistStatusLabels[checklist.status])}
                  </Badge>
                  {notOk > 0 && (
                    <Badge colorPalette="red">
                      {t({
                        message: plural(notOk, {
                          one: '# punt niet in orde',
                          other: '# punten niet in orde',
                        }),
                      })}
                    </Badge>
                  )}
                </>
              }
            >
              {checklist.completedAt && (
                <Text>{t`Afgerond ${formatDate(checklist.completedAt, locale)}`}</Text>
              )}
              {checklist.technicianName && <Text>{t`Monteur ${checklist.technicianName}`}</Text>}
            </RecordCard>
          );
        })
      }
    </TabRecords>
  );
}
