/** The service contracts covering one device, each linking to the contract's page. */
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useDeviceContracts } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DeviceContractsTab({ deviceId }: { deviceId: string }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const contracts = useDeviceContracts(deviceId);
  return (
    <TabRecords
      collection="contractServiceObjects"
      rows={contracts}
      label={t`Contracten`}
      emptyText={t`Deze installatie valt onder geen servicecontract.`}
    >
      {(rows) =>
        rows.map((contract) => (
          <RecordCard
            key={contract.id}
            title={`${contract.number} · ${contract.name}`}
            href={detailPaths.contractDetail.href(contract.id)}
          >
            <Text>
              {contract.endDate
                ? t`Looptijd ${formatDate(contract.startDate, locale)} tot ${formatDate(contract.endDate, locale)}`
                : t`Loopt sinds ${formatDate(contract.startDate, locale)}`}
            </Text>
            {contract.sla && <Text>{contract.sla}</Text>}
          </RecordCard>
        ))
      }
    </TabRecords>
  );
}
