/** The materials (parts) installed in one device, newest first. */
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { newestFirst } from '../device-record-labels';
import { useDeviceRows } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DeviceMaterialsTab({ deviceId }: { deviceId: string }) {
  const { t } = useLingui();
  const locale = activeLocale();
  const materials = useDeviceRows('serviceObjectMaterials', deviceId);
  const numberFormat = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    maximumFractionDigits: 3,
  });
  return (
    <TabRecords
      collection="serviceObjectMaterials"
      rows={materials && newestFirst(materials, (material) => material.installedDate)}
      label={t`Materialen`}
      emptyText={t`Er zijn geen materialen vastgelegd voor deze installatie.`}
    >
      {(rows) =>
        rows.map((material) => (
          <RecordCard key={material.id} title={material.description}>
            <Text>{`${numberFormat.format(material.quantity)} ${material.unit}`}</Text>
            {material.articleNumber && <Text>{t`Artikelnummer ${material.articleNumber}`}</Text>}
            {material.installedDate && (
              <Text>{t`Geplaatst ${formatDate(material.installedDate, locale)}`}</Text>
            )}
          </RecordCard>
        ))
      }
    </TabRecords>
  );
}
