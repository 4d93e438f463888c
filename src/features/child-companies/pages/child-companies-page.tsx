/**
 * Dochterbedrijven (`/child-companies`, product.md §10): the organisation tree of the current
 * organisation (itself and every company below it, never its parent or siblings), with per company its
 * relation number, city and its own counts of devices, open orders, open invoices and devices with an
 * overdue duty (the synced statistics row, the dashboard's figure), and a button that makes it the
 * current organisation, as the header's organisation switcher does. Everything is read
 * from the local database, so the screen works offline with the figures of the last sync. Staff looking
 * at all customers see every customer that has child companies.
 *
 * The counts do not link to the lists: the lists keep their filters per user on the device and take
 * none from a link, so after switching to a company the lists show that company and its children.
 */
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import type { CollectionName } from '../../../db/collection-tables';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import {
  chooseOrganisation,
  readCurrentOrganisation,
  useCurrentOrganisation,
  useVisibleOrganisations,
} from '../../../session/current-organisation';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { useSyncStates } from '../../../sync/sync-status';
import { BuildingIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useChildCompanyTree } from '../child-companies.queries';
import type { ChildCompany, CompanyCounts } from '../child-company-tree';
import type { CountState, CountStates } from '../components/child-company-card';
import { ChildCompanyTreeList } from '../components/child-company-tree-list';

/** The collection each count is taken from. */
const countCollections: Record<keyof CompanyCounts, CollectionName> = {
  devices: 'serviceObjects',
  openOrders: 'orders',
  openInvoices: 'invoices',
  devicesOverdue: 'organisationStatistics',
};

export function ChildCompaniesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dochterbedrijven`);
  const ability = useAppAbility();
  const current = useCurrentOrganisation();
  const visible = useVisibleOrganisations();
  const states = useSyncStates();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const counted = {
    devices: ability.can('view', 'serviceobjects'),
    orders: ability.can('view', 'orders'),
    invoices: ability.can('view', 'invoices'),
    // The statistics rows sync with `view dashboard`; the overdue figure is legal supervision's.
    statistics: ability.can('view', 'legal_supervision') && ability.can('view', 'dashboard'),
  };
  const tree = useChildCompanyTree(current?.id ?? null, counted);
  const collections = useMemo(
    () =>
      [
        'organisations',
        ...(counted.devices ? (['serviceObjects'] as const) : []),
        ...(counted.orders ? (['orders'] as const) : []),
        ...(counted.invoices ? (['invoices'] as const) : []),
        ...(counted.statistics ? (['organisationStatistics'] as const) : []),
      ] satisfies CollectionName[],
    [counted.devices, counted.orders, counted.invoices, counted.statistics],
  );

  const stateOf = (collection: CollectionName): CountState => {
    const state = states?.find((row) => row.collection === collection);
    if (state && state.lastSyncedAt !== null) return 'ready';
    return state?.requestState === 'fail' ? 'failed' : 'loading';
  };
  const countStates: CountStates = {
    devices: stateOf(countCollections.devices),
    openOrders: stateOf(countCollections.openOrders),
    openInvoices: stateOf(countCollections.openInvoices),
    devicesOverdue: stateOf(countCollections.devicesOverdue),
  };
  const syncedAt = states
    ?.filter((row) => (collections as readonly CollectionName[]).includes(row.collection))
    .map((row) => row.lastSyncedAt);
  const oldestSync =
    syncedAt && syncedAt.length === collections.length && syncedAt.every((at) => at !== null)
      ? Math.min(...(syncedAt as number[]))
      : null;

  // A customer who switched to a child company may switch back to the company above it.
  const parent = current?.parentId
    ? visible.find((organisation) => organisation.id === current.parentId)
    : undefined;

  const switchTo = (company: Pick<ChildCompany, 'id' | 'name'>) => {
    chooseOrganisation(company.id);
    // The switcher's list may not hold a company synced a moment ago: then nothing changed.
    if (readCurrentOrganisation()?.id !== company.id) return;
    setAnnouncement(t`Je werkt nu in ${company.name}.`);
    // The button pressed may be gone from the tree that follows: keep the focus on the page.
    headingRef.current?.focus();
  };

  const [root] = tree ?? [];
  const hasNoChildren = current !== null && tree?.length === 1 && root?.children.length === 0;

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading ref={headingRef} tabIndex={-1} as="h1" size="2xl" fontWeight="semibold" outline="none">
            {t`Dochterbedrijven`}
          </Heading>
          <RefreshButton collections={collections} />
        </HStack>

        <Stack gap="1">
          <Text color="fg.muted">
            {current
              ? t`De organisatiestructuur vanaf ${current.name}. De aantallen gelden per bedrijf, zonder die van zijn dochterbedrijven.`
              : t`Je werkt in alle klanten. Hieronder staan de klanten met dochterbedrijven; schakel over naar een bedrijf om in die organisatie te werken.`}
          </Text>
          {oldestSync !== null && (
            <Text fontSize="sm" color="fg.muted">
              {t`Stand van ${formatDateTime(new Date(oldestSync), activeLocale())}`}
            </Text>
          )}
        </Stack>

        <Box role="status" aria-live="polite" fontWeight="medium" _empty={{ display: 'none' }}>
          {announcement}
        </Box>

        {parent && (
          <HStack gap="3" wrap="wrap" fontSize="sm">
            <Text>{t`Onderdeel van ${parent.name}`}</Text>
            <Button size="xs" variant="outline" onClick={() => switchTo(parent)}>
              {t`Terug naar ${parent.name}`}
            </Button>
          </HStack>
        )}

        <CollectionStateView
          collection="organisations"
          rows={tree}
          empty={
            <ListEmptyState
              title={current ? t`Organisatie niet gevonden` : t`Geen klanten met dochterbedrijven`}
              description={
                current
                  ? t`${current.name} staat (nog) niet op dit apparaat. Vernieuw de gegevens en probeer het opnieuw.`
                  : t`Geen enkele klant heeft dochterbedrijven.`
              }
              icon={BuildingIcon}
            />
          }
        >
          {tree && (
            <ChildCompanyTreeList
              nodes={tree}
              label={t`Organisatiestructuur`}
              currentId={current?.id ?? null}
              countStates={countStates}
              onSwitch={switchTo}
            />
          )}
          {hasNoChildren && root && (
            <Text
              color="fg.muted"
              bg="bg.muted"
              borderRadius="md"
              px="4"
              py="3"
            >{t`${root.company.name} heeft geen dochterbedrijven.`}</Text>
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
