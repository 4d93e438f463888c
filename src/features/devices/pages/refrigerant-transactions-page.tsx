/**
 * Refrigerant transactions (`/refrigerant-transactions`): every logbook movement of the current
 * organisation (and below), newest first, from the local database: gas installed, added (new,
 * recycled or reclaimed), recovered, and decommissioning; leak checks and repairs on request of the
 * kind filter. Filters (period, refrigerant, device, kind) are kept per user; the totals sum what the
 * filter shows. "Show more" appends a page at a time.
 */
import { Badge, Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { formatDate, formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useOrganisationScope } from '../../../session/current-organisation';
import { usePersistedState } from '../../../session/use-persisted-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { DropletIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useIsWideFrom } from '../../../ui/use-screen-width';
import { DateRangeFields } from '../../../ui/date-range-fields';
import { FilterChips, type FilterChip } from '../../../ui/filter-chips';
import { FilterField } from '../../../ui/filter-field';
import { FilterSheet } from '../../../ui/filter-sheet';
import { RecordCard } from '../components/record-card';
import { formatKg } from '../device-format';
import { gasOriginLabels, logbookKindColors, logbookKindLabels, logbookKinds } from '../device-record-labels';
import { useScopeRows } from '../devices.queries';
import {
  TransactionFilter,
  filterTransactions,
  initialTransactionFilter,
  transactionTotals,
} from '../logbook-filter';
import { compareNatural } from '../../../lib/natural-order';

const pageSize = 50;
const collections = ['refrigerantLogbookEntries', 'serviceObjects'] as const;

export function RefrigerantTransactionsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Koudemiddeltransacties`);
  const locale = activeLocale();
  const scope = useOrganisationScope();
  const [filter, setFilter] = usePersistedState(
    'devices.refrigerantTransactions',
    TransactionFilter,
    initialTransactionFilter,
  );
  const [limit, setLimit] = useState(pageSize);
  const isWide = useIsWideFrom('md');
  const entries = useScopeRows('refrigerantLogbookEntries', scope);
  const devices = useScopeRows('serviceObjects', scope);
  const devicesById = useMemo(() => new Map((devices ?? []).map((device) => [device.id, device])), [devices]);
  const matching = useMemo(
    () => (entries ? filterTransactions(entries, filter) : undefined),
    [entries, filter],
  );
  const totals = useMemo(() => (matching ? transactionTotals(matching) : undefined), [matching]);
  const refrigerants = useMemo(
    () =>
      [...new Set((entries ?? []).map((entry) => entry.refrigerant))].sort((a, b) => compareNatural(a, b)),
    [entries],
  );
  const deviceOptions = useMemo(() => {
    const withEntries = new Set((entries ?? []).map((entry) => entry.serviceObjectId));
    return (devices ?? [])
      .filter((device) => withEntries.has(device.id))
      .sort((a, b) => compareNatural(a.number, b.number))
      .map((device) => ({ value: device.id, label: `${device.number} ${device.name}` }));
  }, [entries, devices]);

  const update = (change: Partial<TransactionFilter>) => {
    setLimit(pageSize);
    setFilter((previous) => ({ ...previous, ...change }));
  };
  const isFiltered = Object.values(filter).some((value) => value !== null);
  const kindOptions = logbookKinds.map((kind) => ({ value: kind, label: i18n._(logbookKindLabels[kind]) }));
  const chips: FilterChip<keyof TransactionFilter>[] = [
    filter.from && { key: 'from' as const, label: `${t`Van`}: ${formatDate(filter.from, locale)}` },
    filter.to && { key: 'to' as const, label: `${t`Tot en met`}: ${formatDate(filter.to, locale)}` },
    filter.refrigerant && { key: 'refrigerant' as const, label: `${t`Koudemiddel`}: ${filter.refrigerant}` },
    filter.kind && { key: 'kind' as const, label: `${t`Soort`}: ${i18n._(logbookKindLabels[filter.kind])}` },
    filter.serviceObjectId && {
      key: 'serviceObjectId' as const,
      label: `${t`Installatie`}: ${deviceOptions.find((option) => option.value === filter.serviceObjectId)?.label ?? ''}`,
    },
  ].filter((chip): chip is FilterChip<keyof TransactionFilter> => Boolean(chip));

  /** The filters with their labels shown: side by side on wide screens, one under the other in the sheet. */
  const filterFields = (layout: 'row' | 'stack') => (
    <Grid
      templateColumns={layout === 'row' ? 'repeat(auto-fill, minmax(11rem, 1fr))' : 'minmax(0, 1fr)'}
      gap={layout === 'row' ? '3' : '4'}
      alignItems="end"
    >
      <DateRangeFields from={filter.from} to={filter.to} onChange={update} />
      <FilterField
        label={t`Koudemiddel`}
        allLabel={t`Alle koudemiddelen`}
        value={filter.refrigerant}
        options={refrigerants.map((code) => ({ value: code, label: code }))}
        onChange={(refrigerant) => update({ refrigerant })}
      />
      <FilterField
        label={t`Soort`}
        allLabel={t`Alle bewegingen`}
        value={filter.kind}
        options={kindOptions}
        onChange={(kind) => {
          const parsed = TransactionFilter.shape.kind.safeParse(kind);
          update({ kind: parsed.success ? parsed.data : null });
        }}
      />
      <FilterField
        label={t`Installatie`}
        allLabel={t`Alle installaties`}
        value={filter.serviceObjectId}
        options={deviceOptions}
        onChange={(serviceObjectId) => update({ serviceObjectId })}
      />
    </Grid>
  );
  const shown = matching?.slice(0, limit);

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Koudemiddeltransacties`}
          </Heading>
          <RefreshButton collections={collections} />
        </HStack>
        {/* On phones the list starts under the heading: the filters wait in a sheet, the ones set
            show as chips. Wide screens show them in a labelled row. */}
        {isWide ? (
          <Stack gap="2">
            {filterFields('row')}
            {isFiltered && (
              <Button
                variant="ghost"
                size="sm"
                alignSelf="flex-start"
                onClick={() => update(initialTransactionFilter)}
              >
                {t`Filters wissen`}
              </Button>
            )}
          </Stack>
        ) : (
          <HStack gap="2" justify="space-between">
            <FilterChips chips={chips} onRemove={(key) => update({ [key]: null })} />
            <Box ms="auto">
              <FilterSheet
                activeCount={chips.length}
                showResultsLabel={t({
                  message: plural(matching?.length ?? 0, {
                    one: 'Toon # transactie',
                    other: 'Toon # transacties',
                  }),
                })}
                onClear={() => update(initialTransactionFilter)}
              >
                {filterFields('stack')}
              </FilterSheet>
            </Box>
          </HStack>
        )}
        <CollectionStateView
          collection="refrigerantLogbookEntries"
          rows={matching}
          isFiltered={isFiltered}
          empty={
            <ListEmptyState
              title={t`Geen transacties`}
              description={
                isFiltered
                  ? t`Geen logboekregel past bij deze filters.`
                  : t`Er zijn nog geen koudemiddelbewegingen vastgelegd voor deze organisatie.`
              }
              icon={DropletIcon}
            />
          }
        >
          {matching && totals && (
            <Stack gap="0.5" fontSize="sm" color="fg.muted" role="status" aria-live="polite">
              <Text>
                {t({ message: plural(matching.length, { one: '# transactie', other: '# transacties' }) })}
              </Text>
              <Text>
                {t`Gevuld ${formatKg(totals.installedKg, locale)} · bijgevuld ${formatKg(totals.addedKg, locale)} · teruggewonnen ${formatKg(totals.recoveredKg, locale)}`}
              </Text>
            </Stack>
          )}
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Koudemiddeltransacties`}>
            {shown?.map((entry) => {
              const device = devicesById.get(entry.serviceObjectId);
              return (
                <RecordCard
                  key={entry.id}
                  title={device ? `${device.number} · ${device.name}` : t`Onbekende installatie`}
                  href={device ? `${detailPaths.deviceDetail.href(device.id)}?tab=logbook` : undefined}
                  badges={
                    <Badge colorPalette={logbookKindColors[entry.kind]}>
                      {i18n._(logbookKindLabels[entry.kind])}
                    </Badge>
                  }
                >
                  <Text color="fg">
                    {entry.quantityKg === null
                      ? entry.refrigerant
                      : `${formatKg(entry.quantityKg, locale)} ${entry.refrigerant}`}
                    {entry.gasOrigin && ` · ${i18n._(gasOriginLabels[entry.gasOrigin])}`}
                  </Text>
                  <Text>{`${formatDateTime(entry.performedAt, locale)} · ${entry.technicianName} (${entry.technicianCertificateNumber})`}</Text>
                  {entry.reason && <Text>{entry.reason}</Text>}
                </RecordCard>
              );
            })}
          </Stack>
          {matching && shown && (
            <ShowMoreButton
              shown={shown.length}
              total={matching.length}
              onMore={() => setLimit((count) => count + pageSize)}
            />
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
