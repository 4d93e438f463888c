/**
 * Legal supervision (`/devices/legal-supervision`): every statutory duty of the devices of the current
 * organisation (and below): F-gas leak checks, the repair of a leak found and the re-check after it,
 * a missing leak detection system and its yearly check, the EPBD inspection of air conditioning above
 * 70 kW, pressure equipment. Each with its due date, what it counts from, the article it rests on and
 * a status (ok, due soon, overdue) against today, computed on the device by the same duty engine the
 * server runs, so it is right offline too. Soonest due first; filters by status, duty and company are
 * kept per user.
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
import { DueStatusBadge } from '../../../ui/due-status-badge';
import { FilterSelect } from '../../../ui/filter-select';
import { RecordCard } from '../components/record-card';
import { SupervisionFilter, initialSupervisionFilter, supervisionRows } from '../device-duties';
import { todayDate } from '../../../lib/due-dates';
import { citeSource } from '../../../lib/fgas-law';
import { dueStatusLabels, dutyKindLabels } from '../../../lib/duty-labels';
import { dueStatuses, dutyKinds } from '../device-status';
import { useReferenceRows, useScopeRows } from '../devices.queries';
import { useCompanyFilter } from '../use-company-filter';

const collections = ['inspections', 'serviceObjects', 'refrigerantLogbookEntries'] as const;

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
  const logbook = useScopeRows('refrigerantLogbookEntries', scope);
  const types = useReferenceRows('serviceObjectTypes');
  const rows = useMemo(
    () =>
      inspections && devices && logbook && types
        ? supervisionRows(
            devices,
            new Map(types.map((type) => [type.id, type.code])),
            logbook,
            inspections,
            filter,
            company.ids,
            todayDate(),
          )
        : undefined,
    [inspections, devices, logbook, types, filter, company.ids],
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
            label={t`Plicht`}
            allLabel={t`Alle plichten`}
            value={filter.regime}
            options={dutyKinds.map((kind) => ({
              value: kind,
              label: i18n._(dutyKindLabels[kind]),
            }))}
            onChange={(regime) => {
              const parsed = SupervisionFilter.shape.regime.safeParse(regime);
              setFilter({ ...filter, regime: parsed.success ? parsed.data : null });
            }}
          />
          {company.options.length > 1 && (
            <FilterSelect
              label={t`Bedrijf`}
              allLabel={t`Alle organisaties`}
              value={filter.organisationId}
              options={company.options}
              onChange={(organisationId) => setFilter({ ...filter, organisationId })}
            />
          )}
        </Grid>
        <CollectionStateView
          collection="inspections"
          rows={rows}
          isFiltered={isFiltered}
          empty={
            <ListEmptyState
              title={isFiltered ? t`Geen plichten gevonden` : t`Geen installaties onder wettelijk toezicht`}
              description={
                isFiltered
                  ? t`Geen wettelijke plicht past bij deze filters.`
                  : t`Geen van de installaties van deze organisatie heeft een wettelijke keuring of lekcontrole.`
              }
              icon={ShieldCheckIcon}
            />
          }
        >
          {rows && (
            <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
              {t({ message: plural(rows.length, { one: '# plicht', other: '# plichten' }) })}
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Wettelijk toezicht`}>
            {rows?.map(({ id, duty, device, status }) => (
              <RecordCard
                key={id}
                title={`${device.number} · ${device.name}`}
                href={detailPaths.deviceDetail.href(device.id)}
                badges={<DueStatusBadge status={status} />}
              >
                <Text color="fg">{i18n._(dutyKindLabels[duty.kind])}</Text>
                <Text>
                  {duty.kind === 'fgas_leak_repair' || duty.kind === 'lds_required'
                    ? t`Sinds ${formatDate(duty.dueDate, locale)}`
                    : t`Uiterlijk ${formatDate(duty.dueDate, locale)}`}
                  {duty.notBefore && ` · ${t`niet vóór ${formatDate(duty.notBefore, locale)}`}`}
                  {duty.intervalMonths !== null &&
                    (duty.lastDate
                      ? ` · ${t`laatste ${formatDate(duty.lastDate, locale)}`}`
                      : ` · ${t`nog niet gekeurd`}`)}
                  {duty.intervalMonths !== null && ` · ${t`elke ${duty.intervalMonths} maanden`}`}
                </Text>
                <Text fontSize="xs">{citeSource(duty.source, locale)}</Text>
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
