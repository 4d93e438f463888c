/**
 * One service contract (`/serviceobject-contracts/:contractId`) from the local database: its term,
 * visits, response time, agreements and amount, and the devices it covers, each linking to the
 * device. A contract that is not on this device shows a "not found" state.
 */
import { Card, Grid, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { groupHomePath } from '../../../permissions/home-path';
import { ArrowLeftIcon, ContractIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { RecordCard } from '../components/record-card';
import { TabRecords } from '../components/tab-records';
import { formatKg } from '../device-format';
import { useContract, useContractDevices } from '../devices.queries';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </>
  );
}

export function ContractDetailPage() {
  const { t } = useLingui();
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  const devices = useContractDevices(contractId);
  const locale = activeLocale();
  useDocumentTitle(contract ? contract.name : t`Contract`);

  const backLink = (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to={groupHomePath.serviceobject_contracts}>
        <ArrowLeftIcon boxSize="4" />
        {t`Alle contracten`}
      </RouterLink>
    </Link>
  );
  if (contract === undefined) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
        {backLink}
        <Skeleton height="10" width="60%" />
        <Skeleton height="32" />
      </Stack>
    );
  }
  if (contract === null) {
    return (
      <Stack gap="4">
        {backLink}
        <ListEmptyState
          title={t`Contract niet gevonden`}
          description={t`Dit contract staat niet op dit apparaat. Misschien hoort het bij een andere organisatie, of is het nog niet gesynchroniseerd.`}
          icon={ContractIcon}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      {backLink}
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
          <Grid
            as="dl"
            templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
            columnGap="6"
            rowGap={{ base: '0', sm: '2' }}
          >
            <Fact label={t`Ingangsdatum`}>{formatDate(contract.startDate, locale)}</Fact>
            <Fact label={t`Einddatum`}>
              {contract.endDate ? formatDate(contract.endDate, locale) : t`Doorlopend`}
            </Fact>
            <Fact label={t`Bezoeken per jaar`}>{contract.visitsPerYear}</Fact>
            {contract.slaResponseHours !== null && (
              <Fact label={t`Reactietijd`}>{t`${contract.slaResponseHours} uur`}</Fact>
            )}
            {contract.sla && <Fact label={t`Afspraken`}>{contract.sla}</Fact>}
            {contract.annualAmountCents !== null && (
              <Fact label={t`Bedrag per jaar`}>{formatMoney(contract.annualAmountCents)}</Fact>
            )}
          </Grid>
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
    </Stack>
  );
}
