/**
 * Devices overview (`/devices/overview`): every service object of the current organisation and those
 * below it, from the local database, so it opens offline. The scope's devices, types and inspections
 * are read once; search (number, name, brand, model, serial number, location, refrigerant), filters
 * and sort run in memory on every keystroke (device-search.ts), and only a page of cards is rendered
 * at a time ("show more" appends), so the list stays instant with thousands of devices. The list
 * state is kept per user across reloads.
 */
import { Button, Grid, HStack, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useOrganisationScope } from '../../../session/current-organisation';
import { usePersistedState } from '../../../session/use-persisted-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { DeviceIcon, SearchIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DeviceCard } from '../components/device-card';
import { FilterSelect } from '../components/filter-select';
import {
  DeviceQuery,
  DeviceSort,
  deviceListItems,
  filterDevices,
  initialDeviceQuery,
  refrigerantsOf,
  sortDevices,
} from '../device-search';
import { dueStatusLabels, dueStatuses, todayDate } from '../device-status';
import { useReferenceRows, useScopeRows } from '../devices.queries';
import { useCompanyFilter } from '../use-company-filter';

const pageSize = 50;
const collections = ['serviceObjects', 'inspections', 'serviceObjectTypes'] as const;

export function DevicesOverviewPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Installaties`);
  const scope = useOrganisationScope();
  const [query, setQuery] = usePersistedState('devices.overview', DeviceQuery, initialDeviceQuery);
  const [limit, setLimit] = useState(pageSize);
  const devices = useScopeRows('serviceObjects', scope);
  const inspections = useScopeRows('inspections', scope);
  const types = useReferenceRows('serviceObjectTypes');
  const locale = activeLocale();

  const company = useCompanyFilter(query.organisationId);
  const items = useMemo(() => {
    if (devices === undefined) return undefined;
    return deviceListItems(
      devices,
      {
        typeNames: new Map(
          (types ?? []).map((type) => [type.id, locale === 'nl' ? type.nameNl : type.nameEn]),
        ),
        organisationNames: company.names,
        inspections: inspections ?? [],
      },
      todayDate(),
    );
  }, [devices, types, inspections, company.names, locale]);
  const sorted = useMemo(
    () => (items === undefined ? undefined : sortDevices(items, query.sort)),
    [items, query.sort],
  );
  const matching = useMemo(
    () => (sorted === undefined ? undefined : filterDevices(sorted, query, company.ids)),
    [sorted, query, company.ids],
  );
  const refrigerants = useMemo(() => (items ? refrigerantsOf(items) : []), [items]);

  const update = (change: Partial<DeviceQuery>) => {
    setLimit(pageSize);
    setQuery((previous) => ({ ...previous, ...change }));
  };
  const isFiltered =
    query.search.trim() !== '' ||
    query.organisationId !== null ||
    query.typeId !== null ||
    query.refrigerant !== null ||
    query.status !== null;
  const shown = matching?.slice(0, limit);

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Installaties`}
          </Heading>
          <RefreshButton collections={collections} />
        </HStack>

        <Stack gap="3" role="search">
          <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input
              type="search"
              aria-label={t`Zoek installaties`}
              placeholder={t`Zoek op nummer, naam, merk, serienummer, locatie of koudemiddel`}
              value={query.search}
              maxLength={200}
              onChange={(event) => update({ search: event.target.value })}
            />
          </InputGroup>
          <Grid
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }}
            gap="2"
          >
            {company.options.length > 1 && (
              <FilterSelect
                label={t`Bedrijf`}
                allLabel={t`Alle bedrijven`}
                value={query.organisationId}
                options={company.options}
                onChange={(organisationId) => update({ organisationId })}
              />
            )}
            <FilterSelect
              label={t`Type`}
              allLabel={t`Alle types`}
              value={query.typeId}
              options={(types ?? []).map((type) => ({
                value: type.id,
                label: locale === 'nl' ? type.nameNl : type.nameEn,
              }))}
              onChange={(typeId) => update({ typeId })}
            />
            <FilterSelect
              label={t`Koudemiddel`}
              allLabel={t`Alle koudemiddelen`}
              value={query.refrigerant}
              options={refrigerants.map((code) => ({ value: code, label: code }))}
              onChange={(refrigerant) => update({ refrigerant })}
            />
            <FilterSelect
              label={t`Keuringsstatus`}
              allLabel={t`Elke keuringsstatus`}
              value={query.status}
              options={[
                ...dueStatuses.map((status) => ({ value: status, label: i18n._(dueStatusLabels[status]) })),
                { value: 'none', label: t`Geen wettelijke keuring` },
              ]}
              onChange={(status) => {
                const parsed = DeviceQuery.shape.status.safeParse(status);
                update({ status: parsed.success ? parsed.data : null });
              }}
            />
            <FilterSelect
              label={t`Sorteren`}
              value={query.sort}
              options={[
                { value: 'number', label: t`Sorteer op nummer` },
                { value: 'name', label: t`Sorteer op naam` },
                { value: 'nextLeakCheck', label: t`Sorteer op volgende lekcontrole` },
              ]}
              onChange={(sort) => {
                const parsed = DeviceSort.safeParse(sort);
                update({ sort: parsed.success ? parsed.data : 'number' });
              }}
            />
          </Grid>
        </Stack>

        <CollectionStateView
          collection="serviceObjects"
          isEmpty={matching !== undefined && matching.length === 0}
          isFiltered={isFiltered}
          empty={
            isFiltered ? (
              <ListEmptyState
                title={t`Geen installaties gevonden`}
                description={t`Geen installatie past bij je zoekopdracht of filters.`}
                icon={DeviceIcon}
              >
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => update({ ...initialDeviceQuery, sort: query.sort })}
                >
                  {t`Filters wissen`}
                </Button>
              </ListEmptyState>
            ) : (
              <ListEmptyState
                title={t`Geen installaties`}
                description={t`Er staan geen installaties op naam van deze organisatie.`}
                icon={DeviceIcon}
              />
            )
          }
        >
          {matching && (
            <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
              {t({ message: plural(matching.length, { one: '# installatie', other: '# installaties' }) })}
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Installaties`}>
            {shown?.map((item) => (
              <DeviceCard key={item.device.id} item={item} />
            ))}
          </Stack>
          {matching && shown && matching.length > shown.length && (
            <Button
              variant="outline"
              alignSelf="center"
              onClick={() => setLimit((count) => count + pageSize)}
            >
              {t`Meer tonen (${shown.length} van ${matching.length})`}
            </Button>
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
