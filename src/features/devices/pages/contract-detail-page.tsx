/**
 * One service contract (`/serviceobject-contracts/:contractId`) from the local database: its term,
 * visits, response time, agreements and amount, and the devices it covers, each linking to the
 * device. A contract that is not on this device shows a "not found" state.
 */
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { groupHomePath } from '../../../permissions/home-path';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { FactList } from '../../../ui/fact-list';
import { ContractIcon } from '../../../ui/icons/line-icons';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { RecordCard } from '../components/record-card';
import { TabRecords } from '../components/tab-records';
import { formatKg } from '../device-format';
import { useContract, useContractDevices } from '../devices.queries';

export function ContractDetailPage() {
  const { t } = useLingui();
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  const devices = useContractDevices(contractId);
  const locale = activeLocale();
  useDocumentTitle(contract ? contract.name : t`Contract`);

  return (
    <DetailPageFrame
      backLink={<BackLink to={groupHomePath.serviceobject_contracts} label={t`Alle contracten`} />}
      record={contract}
      notFoundTitle={t`Contract niet gevonden`}
      notFoundDescription={t`Dit contract staat niet op dit apparaat. Misschien hoort het bij een andere organisatie, of is het nog niet gesynchroniseerd.`}
      notFoundIcon={ContractIcon}
      gap="5"
    >
      {(contract) => (
        <>
          <Stack gap="1">
            <Text color="fg.muted" fontSize="sm">
              {contract.number}
            </Text>
            <Heading as="h1" size="2xl" fontWeight="semibold">
              {contract.name}
            </Heading>
          </Stack>
          <Card.Root variant="outline" bg="bg.panel">
            <Card.Body>
              <FactList
                facts={[
                  { label: t`Ingangsdatum`, value: formatDate(contract.startDate, locale) },
                  {
                    label: t`Einddatum`,
                    value: contract.endDate ? formatDate(contract.endDate, locale) : t`Doorlopend`,
                  },
                  { label: t`Bezoeken per jaar`, value: contract.visitsPerYear },
                  contract.slaResponseHours !== null && {
                    label: t`Reactietijd`,
                    value: t`${contract.slaResponseHours} uur`,
                  },
                  Boolean(contract.sla) && { label: t`Afspraken`, value: contract.sla },
                  contract.annualAmountCents !== null && {
                    label: t`Bedrag per jaar`,
                    value: formatMoney(contract.annualAmountCents),
                  },
                ]}
              />
            </Card.Body>
          </Card.Root>
          <Stack as="section" gap="3" aria-labelledby="contract-devices-heading">
            <Heading as="h2" size="lg" id="contract-devices-heading">
              {t`Installaties in dit contract`}
            </Heading>
            <TabRecords
              collection="contractServiceObjects"
              rows={devices}
              label={t`Installaties in dit contract`}
              emptyText={t`Dit contract dekt (nog) geen installaties op dit apparaat.`}
            >
              {(rows) =>
                rows.map((device) => (
                  <RecordCard
                    key={device.id}
                    title={`${device.number} · ${device.name}`}
                    href={detailPaths.deviceDetail.href(device.id)}
                  >
                    <Text>
                      {[
                        device.room,
                        device.refrigerant &&
                          (device.chargeKg === null
                            ? device.refrigerant
                            : `${device.refrigerant} · ${formatKg(device.chargeKg, locale)}`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </RecordCard>
                ))
              }
            </TabRecords>
          </Stack>
        </>
      )}
    </DetailPageFrame>
  );
}
