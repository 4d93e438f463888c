/** The counter and meter readings of one device (running hours, pressures, energy), newest first. */
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { newestFirst } from '../device-record-labels';
import { useDeviceRows } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';
import { numberFormat as sharedNumberFormat } from '../../../lib/intl-cache';

export function DeviceNumbersTab({ deviceId }: { deviceId: string }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const readings = useDeviceRows('serviceObjectNumbers', deviceId);
  const numberFormat = sharedNumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    maximumFractionDigits: 3,
  });
  return (
    <TabRecords
      collection="serviceObjectNumbers"
      rows={readings && newestFirst(readings, (reading) => reading.readAt)}
      label={t`Tellerstanden`}
      emptyText={t`Er zijn geen tellerstanden voor deze installatie.`}
    >
      {(rows) =>
        rows.map((reading) => (
          <RecordCard
            key={reading.id}
            title={`${reading.label}: ${numberFormat.format(reading.value)}${reading.unit ? ` ${reading.unit}` : ''}`}
          >
            <Text>{t`Afgelezen ${formatDateTime(reading.readAt, locale)}`}</Text>
          </RecordCard>
        ))
      }
    </TabRecords>
  );
}
