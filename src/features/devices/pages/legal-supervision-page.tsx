/**
 * Legal supervision (`/devices/legal-supervision`): the devices of the current organisation (and
 * below) under statutory inspection (F-gas leak checks, the EPBD inspection of air-conditioning from
 * 70 kW, pressure equipment), with the last and next date and a status (ok, due soon, overdue)
 * computed against today, so it is right offline too. Soonest due first; filters by status, regime
 * and company are kept per user.
 */
import { Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useOrganisationScope } from '../../../session/current-organisation';
import { usePersistedState } from '../../../session/use-persisted-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { ShieldCheckIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DueStatusBadge } from '../components/due-status-badge';
import { FilterSelect } from '../../../ui/filter-select';
import { RecordCard } from '../components/record-card';
import { SupervisionFilter, initialSupervisionFilter, supervisionRows } from '../device-duties';
import { todayDate } from '../../../lib/due-dates';
import { dueStatusLabels, dueStatuses, inspectionRegimeLabels, inspectionRegimes } from '../device-status';
import { useScopeRows } from '../devices.queries';
import { useCompanyFilter } from '../use-company-filter';

const collections = ['inspections', 'serviceObjects'] as const;

export function LegalSupervisionPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Wettelijk toezicht`);
  const locale = activeLocale();
  const scope = useOrganisationScope();
  const [filter, setFilter] = usePersistedState(
    'devices.legalSupervision',
    SupervisionFilter,
    initialSupervisionFilter,
  );
  const company = useCompanyFilter(filter.organisationId);
  const inspections = useScopeRows('inspections', scope);
  const devices = useScopeRows('serviceObjects', scope);
  const rows = useMemo(
    () =>
      inspections && devices
        ? supervisionRows(inspections, devices, filter, company.ids, todayDate())
        : undefined,
    [inspections, devices, filter, company.ids],
  );
  const isFiltered = filter.status !== null || filter.regime !== null || filter.organisationId !== null;

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Wettelijk toezicht`}
          </Heading>
          <RefreshButton collections={collections} />
        </HStack>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }} gap="2">
          <FilterSelect
            label={t`Status`}
            allLabel={t`Alle statussen`}
            value={filter.status}
            options={dueStatuses.map((status) => ({ value: status, label: i18n._(dueStatusLabels[status]) }))}
            onChange={(status) => {
              const parsed = SupervisionFilter.shape.status.safeParse(status);
              setFilter({ ...filter, status: parsed.success ? parsed.data : null });
            }}
          />
          <FilterSelect
            label={t`Keuring`}
            allLabel={t`Alle keuringen`}
            value={filter.regime}
            options={inspectionRegimes.map((regime) => ({
              value: regime,
              label: i18n._(inspectionRegimeLabels[regime]),
            }))}
            onChange={(regime) => {
              const parsed = SupervisionFilter.shape.regime.safeParse(regime);
              setFilter({ ...filter, regime: parsed.success ? parsed.data : null });
            }}
          />
          {company.options.length > 1 && (
            <FilterSelect
              label={t`Bedrijf`}
              allLabel={t`Alle bedrijven`}
              value={filter.organisationId}
              options={company.options}
              onChange={(organisationId) => setFilter({ ...filter, organisationId })}
            />
          )}
        </Grid>
        <CollectionStateView
          collection="inspections"
          isEmpty={rows !== undefined && rows.length === 0}
          isFiltered={isFiltered}
          empty={
            <ListEmptyState
              title={isFiltered ? t`Geen keuringen gevonden` : t`Geen installaties onder wettelijk toezicht`}
              description={
                isFiltered
                  ? t`Geen keuring past bij deze filters.`
                  : t`Geen van de installaties van deze organisatie valt onder een wettelijke keuring.`
              }
              icon={ShieldCheckIcon}
            />
          }
        >
          {rows && (
            <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
              {t({ message: plural(rows.length, { one: '# keuring', other: '# keuringen' }) })}
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Wettelijk toezicht`}>
            {rows?.map(({ inspection, device, status }) => (
              <RecordCard
                key={inspection.id}
                title={`${device.number} · ${device.name}`}
                href={detailPaths.deviceDetail.href(device.id)}
                badges={<DueStatusBadge status={status} />}
              >
                <Text color="fg">{i18n._(inspectionRegimeLabels[inspection.regime])}</Text>
                <Text>
                  {t`Volgende ${formatDate(inspection.nextDueDate, locale)}`}
                  {inspection.lastInspectionDate
                    ? ` · ${t`laatste ${formatDate(inspection.lastInspectionDate, locale)}`}`
                    : ` · ${t`nog niet gekeurd`}`}
                  {` · ${t`elke ${inspection.intervalMonths} maanden`}`}
                </Text>
                {company.names.get(device.organisationId) && (
                  <Text>{company.names.get(device.organisationId)}</Text>
                )}
              </RecordCard>
            ))}
          </Stack>
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
