/** The offers for one device, those awaiting a response first, each linking to its page. */
import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { activeOffersFirst, offerStatusColors, offerStatusLabels } from '../device-record-labels';
import { useDeviceRows } from '../devices.queries';
import { RecordCard } from './record-card';
import { TabRecords } from './tab-records';

export function DeviceOffersTab({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const offers = useDeviceRows('offers', deviceId);
  return (
    <TabRecords
      collection="offers"
      rows={offers && activeOffersFirst(offers)}
      label={t`Offertes`}
      emptyText={t`Er zijn geen offertes voor deze installatie.`}
    >
      {(rows) =>
        rows.map((offer) => (
          <RecordCard
            key={offer.id}
            title={t`Offerte ${offer.number}: ${offer.title}`}
            href={detailPaths.offerDetail.href(offer.id)}
            badges={
              <Badge colorPalette={offerStatusColors[offer.status]}>
                {i18n._(offerStatusLabels[offer.status])}
              </Badge>
            }
          >
            <Text color="fg">{formatMoney(offer.amountCents)}</Text>
            {offer.validUntil && <Text>{t`Geldig tot ${formatDate(offer.validUntil, locale)}`}</Text>}
          </RecordCard>
        ))
      }
    </TabRecords>
  );
}
