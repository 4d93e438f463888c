/**
 * Devices overview (`/devices/overview`): every service object of the current organisation and those
 * below it, from the local database, so it opens offline. The scope's devices, types and inspections
 * are read once; search (number, name, brand, model, serial number, location, refrigerant), filters
 * and sort run in memory on every keystroke (device-search.ts; the sort once per sort order), and the
 * list is virtualized (only the cards near the viewport are rendered), so it stays instant with
 * thousands of devices. The list state is kept per user across reloads, and the service worker paints
 * a snapshot of the screen into the next start (ui/screen-snapshot.ts), so it shows before the app has
 * loaded. On phones the list starts right under the search: the filters wait in a "Filters (n)" sheet
 * and the ones set show as removable chips; wide screens show them in a labelled row. A dashboard link
 * (`?status=overdue`) still sets the filters (use-linked-list-state.ts).
 */
import { Button, HStack, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useOrganisationScope } from '../../../session/current-organisation';
import { useLinkedListState } from '../../../session/use-linked-list-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { FilterChips } from '../../../ui/filter-chips';
import { FilterSheet } from '../../../ui/filter-sheet';
import { DeviceIcon, SearchIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useScreenSnapshot } from '../../../ui/screen-snapshot';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useIsWideFrom } from '../../../ui/use-screen-width';
import { VirtualDeviceList } from '../components/virtual-device-list';
import { ScanAndStickersActions } from '../components/scan-and-stickers-actions';
import { DeviceFilterBar } from '../components/device-filter-bar';
import {
  DeviceQuery,
  deviceListItems,
  filterDevices,
  initialDeviceQuery,
  refrigerantsOf,
  sortDevices,
} from '../device-search';
import { dueStatusLabels } from '../../../lib/duty-labels';
import { todayDate } from '../../../lib/due-dates';
import { activeDeviceFilters, type DeviceFilterKey } from '../active-device-filters';
import { dueStatuses } from '../device-status';
import { firstDevicesCount, useFirstDevices, useReferenceRows, useScopeRows } from '../devices.queries';
import { useCompanyFilter } from '../use-company-filter';

const collections = [
  'serviceObjects',
  'inspections',
  'refrigerantLogbookEntries',
  'serviceObjectTypes',
] as const;
/** Runs `callback` once the next frame has been painted; returns a function that cancels it. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function DevicesOverviewPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Installaties`);
  const scope = useOrganisationScope();
  const [query, setQuery] = useLinkedListState('devices.overview', DeviceQuery, initialDeviceQuery);
  const types = useReferenceRows('serviceObjectTypes');
  const locale = activeLocale();

  const company = useCompanyFilter(query.organisationId);
  const isFiltered =
    query.search.trim() !== '' ||
    company.chosenId !== null ||
    query.typeId !== null ||
    query.refrigerant !== null ||
    query.status !== null;
  // The plain list by number paints its first rows from the number index (devices.queries.ts
  // `loadFirstDevices`) and reads the whole scope after them: IndexedDB answers one read at a time, so
  // the big reads would otherwise keep the first rows waiting. Searching, filtering and the other
  // orders need the whole scope at once.
  const wantsFirstRows = !isFiltered && query.sort === 'number';
  const first = useFirstDevices(scope, wantsFirstRows ? firstDevicesCount : 0);
  // Once the whole scope is being read it stays read (clearing a search must not drop it again).
  const [mayReadAll, setMayReadAll] = useState(false);
  if (!mayReadAll && !wantsFirstRows) setMayReadAll(true);
  useEffect(() => {
    if (mayReadAll || first === undefined) return;
    // The first rows are painted, and can be tapped, before the whole scope is read: reading and
    // rendering thousands of devices holds a phone's main thread for a second or more.
    return afterNextPaint(() => setMayReadAll(true));
  }, [mayReadAll, first]);
  const devices = useScopeRows('serviceObjects', scope, mayReadAll);
  const inspections = useScopeRows('inspections', scope, mayReadAll);
  const logbook = useScopeRows('refrigerantLogbookEntries', scope, mayReadAll);
  const typeNames = useMemo(
    () => new Map((types ?? []).map((type) => [type.id, locale === 'nl' ? type.nameNl : type.nameEn])),
    [types, locale],
  );
  const typeCodes = useMemo(() => new Map((types ?? []).map((type) => [type.id, type.code])), [types]);
  const items = useMemo(() => {
    // The duties need the logbook: rows wait for it rather than show a date it would change.
    if (devices === undefined || inspections === undefined || logbook === undefined || types === undefined)
      return undefined;
    return deviceListItems(
      devices,
      { typeNames, typeCodes, organisationNames: company.names, inspections, logbook },
      todayDate(),
    );
  }, [devices, types, typeNames, typeCodes, inspections, logbook, company.names]);
  const sorted = useMemo(
    () => (items === undefined ? undefined : sortDevices(items, query.sort)),
    [items, query.sort],
  );
  const matching = useMemo(
    () => (sorted === undefined ? undefined : filterDevices(sorted, query, company.ids)),
    [sorted, query, company.ids],
  );
  const firstItems = useMemo(() => {
    if (!first || first.devices.length === 0) return undefined;
    return deviceListItems(
      first.devices,
      {
        typeNames,
        typeCodes,
        organisationNames: company.names,
        inspections: first.inspections,
        logbook: first.logbook,
      },
      todayDate(),
    );
  }, [first, typeNames, typeCodes, company.names]);
  const shown = matching ?? firstItems;
  // The next start shows this screen as it is now until its own rows are there (service worker).
  useScreenSnapshot(shown !== undefined);
  const refrigerants = useMemo(() => (items ? refrigerantsOf(items) : []), [items]);

  const typeOptions = useMemo(
    () =>
      (types ?? []).map((type) => ({ value: type.id, label: locale === 'nl' ? type.nameNl : type.nameEn })),
    [types, locale],
  );
  const { scopeName } = company;
  const choices = useMemo(
    () => ({
      organisationId: {
        label: scopeName ? t`Organisatie binnen ${scopeName}` : t`Organisatie`,
        allLabel: t`Alle organisaties`,
        options: company.options,
      },
      typeId: { label: t`Type`, allLabel: t`Alle types`, options: typeOptions },
      refrigerant: {
        label: t`Koudemiddel`,
        allLabel: t`Alle koudemiddelen`,
        options: refrigerants.map((code) => ({ value: code, label: code })),
      },
      status: {
        label: t`Keuringsstatus`,
        allLabel: t`Elke keuringsstatus`,
        options: [
          ...dueStatuses.map((value) => ({ value, label: i18n._(dueStatusLabels[value]) })),
          { value: 'due_within_90_days', label: t`Binnen 90 dagen` },
          { value: 'none', label: t`Geen wettelijke keuring` },
        ],
      },
    }),
    [t, i18n, scopeName, company.options, typeOptions, refrigerants],
  );
  const sortOptions = useMemo(
    () => [
      { value: 'number', label: t`Nummer` },
      { value: 'name', label: t`Naam` },
      { value: 'nextLeakCheck', label: t`Volgende lekcontrole` },
    ],
    [t],
  );
  // A kept company outside the header's organisation filters nothing (use-company-filter.ts).
  const activeFilters = useMemo(
    () =>
      activeDeviceFilters(
        {
          organisationId: company.chosenId,
          typeId: query.typeId,
          refrigerant: query.refrigerant,
          status: query.status,
        },
        choices,
      ),
    [company.chosenId, query.typeId, query.refrigerant, query.status, choices],
  );
  const update = useCallback(
    (change: Partial<DeviceQuery>) => setQuery((previous) => ({ ...previous, ...change })),
    [setQuery],
  );
  const removeFilter = useCallback((key: DeviceFilterKey) => update({ [key]: null }), [update]);
  const clearFilters = useCallback(
    () => update({ organisationId: null, typeId: null, refrigerant: null, status: null }),
    [update],
  );
  const shownCount = matching?.length ?? 0;
  const isWide = useIsWideFrom('md');
  // The screen's head (title, actions, search and filters) renders again only when what it shows does:
  // the scope's collections are read one at a time, and each answer renders the page.
  const head = useMemo(() => {
    const filterBar = (layout: 'row' | 'stack') => (
      <DeviceFilterBar
        organisationId={company.chosenId}
        typeId={query.typeId}
        refrigerant={query.refrigerant}
        status={query.status}
        sort={query.sort}
        choices={choices}
        sortOptions={sortOptions}
        layout={layout}
        onChange={update}
      />
    );
    return (
      <>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Installaties`}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <ScanAndStickersActions matching={matching} />
            <RefreshButton collections={collections} />
          </HStack>
        </HStack>

        <Stack gap="3" role="search">
          {/* On phones the list starts right under the search: the filters wait in a sheet. */}
          <HStack gap="2">
            <InputGroup flex="1" minW="0" startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
              <Input
                type="search"
                aria-label={t`Zoek installaties`}
                placeholder={t`Zoek op nummer, naam, merk, serienummer, locatie of koudemiddel`}
                value={query.search}
                maxLength={200}
                onChange={(event) => update({ search: event.target.value })}
              />
            </InputGroup>
            {!isWide && (
              <FilterSheet
                activeCount={activeFilters.length}
                showResultsLabel={t({
                  message: plural(shownCount, { one: 'Toon # installatie', other: 'Toon # installaties' }),
                })}
                onClear={clearFilters}
              >
                {filterBar('stack')}
              </FilterSheet>
            )}
          </HStack>
          {isWide ? filterBar('row') : <FilterChips chips={activeFilters} onRemove={removeFilter} />}
        </Stack>
      </>
    );
  }, [
    t,
    isWide,
    matching,
    query,
    company.chosenId,
    choices,
    sortOptions,
    update,
    activeFilters,
    shownCount,
    clearFilters,
    removeFilter,
  ]);

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        {head}

        {/* The rows shown, not only the whole matching list: the first rows by number must reach the
            screen while the whole scope is still being read (a skeleton until then would also be the
            screen's snapshot for the next start). */}
        <CollectionStateView
          collection="serviceObjects"
          rows={shown}
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
          {/* There from the first rows on, empty until the whole list is read: the count appearing
              above the rows would move them under a finger about to tap. */}
          <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
            {matching
              ? t({ message: plural(matching.length, { one: '# installatie', other: '# installaties' }) })
              : '\u00a0'}
          </Text>
          {shown && <VirtualDeviceList items={shown} label={t`Installaties`} />}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
