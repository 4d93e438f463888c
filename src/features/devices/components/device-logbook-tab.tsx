/**
 * The F-gas logbook of one device, newest first, as the regulation asks it to be kept (product.md
 * §8): what was done, how much of which refrigerant, where added gas came from, the result of a leak
 * check, and who did it with their certificate numbers. Entries are append-only; a correction names
 * the entry it corrects.
 */
import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatKg } from '../device-format';
import {
  gasOriginLabels,
  leakCheckResultLabels,
  logbookKindColors,
  logbookKindLabels,
  newestFirst,
} from '../device-record-labels';
import { useDeviceRows } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DeviceLogbookTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const entries = useDeviceRows('refrigerantLogbookEntries', deviceId);
  const sorted = entries && newestFirst(entries, (entry) => entry.performedAt);
  const byId = new Map((entries ?? []).map((entry) => [entry.id, entry]));
  return (
    <TabRecords
      collection="refrigerantLogbookEntries"
      rows={sorted}
      label={t`Logboek`}
      emptyText={t`Het logboek van deze installatie heeft nog geen regels op dit apparaat.`}
    >
      {(rows) =>
        rows.map((entry) => {
          const corrected = entry.correctsEntryId ? byId.get(entry.correctsEntryId) : undefined;
          return (
            <RecordCard
              key={entry.id}
              title={formatDateTime(entry.performedAt, locale)}
              badges={
                <>
                  <Badge colorPalette={logbookKindColors[entry.kind]}>
                    {i18n._(logbookKindLabels[entry.kind])}
                  </Badge>
                  {entry.leakCheckResult && (
                    <Badge colorPalette={entry.leakCheckResult === 'leak_found' ? 'red' : 'green'}>
                      {i18n._(leakCheckResultLabels[entry.leakCheckResult])}
                    </Badge>
                  )}
                </>
              }
            >
              <Text color="fg">
                {entry.quantityKg === null
                  ? entry.refrigerant
                  : `${formatKg(entry.quantityKg, locale)} ${entry.refrigerant}`}
                {entry.gasOrigin && ` · ${i18n._(gasOriginLabels[entry.gasOrigin])}`}
              </Text>
              {entry.reason && <Text>{entry.reason}</Text>}
              {entry.notes && <Text>{entry.notes}</Text>}
              <Text>
                {t`Monteur ${entry.technicianName}, certificaat ${entry.technicianCertificateNumber}`}
              </Text>
              <Text>{t`Bedrijfscertificaat ${entry.companyCertificateNumber}`}</Text>
              {entry.correctsEntryId && (
                <Text>
                  {corrected
                    ? t`Corrigeert de regel van ${formatDateTime(corrected.performedAt, locale)}`
                    : t`Corrigeert een eerdere regel`}
                </Text>
              )}
            </RecordCard>
          );
        })
      }
    </TabRecords>
  );
}
