/**
 * The materials of one device, newest first: the parts built into it, and beside them the refrigerant
 * that went in or out, read from its F-gas logbook (product.md §8: the materials list takes its
 * refrigerant figures from the logbook, so it never contradicts it). A material line that names a
 * refrigerant is left out for that reason: the logbook entry is the record of that gas.
 */
import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { canonicalRefrigerantCode } from '../../../lib/fgas';
import { standingEntries } from '../../../lib/fgas-duties';
import { formatDate, formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatKg } from '../device-format';
import { gasOriginLabels, logbookKindColors, logbookKindLabels, newestFirst } from '../device-record-labels';
import { useDeviceRows } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';
import { numberFormat as sharedNumberFormat } from '../../../lib/intl-cache';

/** Logbook entries that move refrigerant into or out of the device. */
const MOVEMENT_KINDS = new Set(['installed', 'added', 'recovered', 'decommissioned']);

/** Whether a material line is refrigerant ("Koudemiddel R449A"): any word of it a known refrigerant code. */
function isRefrigerantLine(description: string): boolean {
  return description
    .split(/[\s,;:()/]+/)
    .some((word) => word !== '' && canonicalRefrigerantCode(word) !== null);
}

export function DeviceMaterialsTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const materials = useDeviceRows('serviceObjectMaterials', deviceId);
  const logbook = useDeviceRows('refrigerantLogbookEntries', deviceId);
  const numberFormat = sharedNumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    maximumFractionDigits: 3,
  });
  const rows =
    materials && logbook
      ? newestFirst(
          [
            ...materials
              .filter((material) => !isRefrigerantLine(material.description))
              .map((material) => ({ type: 'part' as const, at: material.installedDate, material })),
            ...standingEntries(logbook)
              .filter((entry) => MOVEMENT_KINDS.has(entry.kind) && entry.quantityKg !== null)
              .map((entry) => ({ type: 'refrigerant' as const, at: entry.performedAt, entry })),
          ],
          (row) => row.at,
        )
      : undefined;
  return (
    <TabRecords
      collection="serviceObjectMaterials"
      rows={rows}
      label={t`Materialen`}
      emptyText={t`Er zijn geen materialen vastgelegd voor deze installatie.`}
    >
      {(list) =>
        list.map((row) =>
          row.type === 'part' ? (
            <RecordCard key={row.material.id} title={row.material.description}>
              <Text>{`${numberFormat.format(row.material.quantity)} ${row.material.unit}`}</Text>
              {row.material.articleNumber && <Text>{t`Artikelnummer ${row.material.articleNumber}`}</Text>}
              {row.material.installedDate && (
                <Text>{t`Geplaatst ${formatDate(row.material.installedDate, locale)}`}</Text>
              )}
            </RecordCard>
          ) : (
            <RecordCard
              key={row.entry.id}
              title={`${formatKg(row.entry.quantityKg!, locale)} ${row.entry.refrigerant}`}
              badges={
                <Badge colorPalette={logbookKindColors[row.entry.kind]}>
                  {i18n._(logbookKindLabels[row.entry.kind])}
                </Badge>
              }
            >
              <Text>{formatDateTime(row.entry.performedAt, locale)}</Text>
              {row.entry.gasOrigin && <Text>{i18n._(gasOriginLabels[row.entry.gasOrigin])}</Text>}
              {row.entry.reason && <Text>{row.entry.reason}</Text>}
            </RecordCard>
          ),
        )
      }
    </TabRecords>
  );
}
