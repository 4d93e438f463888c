/**
 * The figures of a refrigerant-use report: the totals as cards, then a table per refrigerant and a
 * table per device (each device links to its detail page). Tables scroll sideways on a phone
 * instead of squeezing the numbers.
 */
import { Box, Grid, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../api/contract/common';
import type { RefrigerantUseReport } from '../../../api/contract/reports';
import { detailPaths } from '../../../lib/detail-paths';
import { formatKg, formatLeakRate, formatTonnes, formatWhole } from '../report-format';
import { TableScrollArea } from '../../../ui/table-scroll-area';

function TotalCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="3">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="semibold">
        {value}
      </Text>
      {detail && (
        <Text as="dd" fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      )}
    </Box>
  );
}

export function RefrigerantUseTotals({ report, locale }: { report: RefrigerantUseReport; locale: Locale }) {
  const { t } = useLingui();
  const totals = report.totals;
  const tonnes = (value: number) => t`${formatTonnes(value, locale)} t CO2-eq`;
  return (
    <Grid as="dl" templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3" aria-label={t`Totalen`}>
      <TotalCard
        label={t`Inhoud installaties`}
        value={`${formatKg(totals.chargeKg, locale)} kg`}
        detail={tonnes(totals.chargeTonnesCo2eq)}
      />
      <TotalCard
        label={t`Bijgevuld`}
        value={`${formatKg(totals.addedKg, locale)} kg`}
        detail={tonnes(totals.addedTonnesCo2eq)}
      />
      <TotalCard
        label={t`Teruggewonnen`}
        value={`${formatKg(totals.recoveredKg, locale)} kg`}
        detail={tonnes(totals.recoveredTonnesCo2eq)}
      />
      <TotalCard
        label={t`Lekpercentage per jaar`}
        value={formatLeakRate(totals.leakRatePercent, locale)}
        detail={t`Eerste vulling: ${formatKg(totals.installedKg, locale)} kg`}
      />
    </Grid>
  );
}

export function RefrigerantTable({ report, locale }: { report: RefrigerantUseReport; locale: Locale }) {
  const { t } = useLingui();
  return (
    <Stack gap="2">
      <Heading as="h3" size="md" id="per-refrigerant">
        {t`Per koudemiddel`}
      </Heading>
      <TableScrollArea labelledBy="per-refrigerant" borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" aria-labelledby="per-refrigerant" interactive={false}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Koudemiddel`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`GWP`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Installaties`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Inhoud (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Inhoud (t CO2-eq)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Eerste vulling (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Bijgevuld (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Teruggewonnen (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Lekpercentage`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.byRefrigerant.map((row) => (
              <Table.Row key={row.refrigerant}>
                <Table.Cell fontWeight="medium">{row.refrigerant}</Table.Cell>
                <Table.Cell textAlign="end">
                  {row.gwp === null ? t`onbekend` : formatWhole(row.gwp, locale)}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.deviceCount}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.chargeKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatTonnes(row.chargeTonnesCo2eq, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.installedKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.addedKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.recoveredKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatLeakRate(row.leakRatePercent, locale)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </Stack>
  );
}

export function DeviceTable({ report, locale }: { report: RefrigerantUseReport; locale: Locale }) {
  const { t } = useLingui();
  const organisationNames = new Map(report.organisations.map((o) => [o.id, o.name]));
  const showOrganisation = report.organisations.length > 1;
  return (
    <Stack gap="2">
      <Heading as="h3" size="md" id="per-device">
        {t`Per installatie`}
      </Heading>
      <TableScrollArea labelledBy="per-device" borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" aria-labelledby="per-device">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Installatie`}</Table.ColumnHeader>
              {showOrganisation && <Table.ColumnHeader>{t`Organisatie`}</Table.ColumnHeader>}
              <Table.ColumnHeader>{t`Koudemiddel`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Inhoud (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Inhoud (t CO2-eq)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Eerste vulling (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Bijgevuld (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Teruggewonnen (kg)`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Lekpercentage`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.byDevice.map((row) => (
              <Table.Row key={row.serviceObjectId}>
                <Table.Cell minW="44">
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={detailPaths.deviceDetail.href(row.serviceObjectId)}>
                      {row.number} {row.name}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                {showOrganisation && (
                  <Table.Cell>{organisationNames.get(row.organisationId) ?? ''}</Table.Cell>
                )}
                <Table.Cell>{row.refrigerant ?? '–'}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.chargeKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatTonnes(row.chargeTonnesCo2eq, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.installedKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.addedKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatKg(row.recoveredKg, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatLeakRate(row.leakRatePercent, locale)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </Stack>
  );
}
