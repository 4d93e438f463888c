/**
 * The dashboard's figures (product.md §10), from the synced statistics rows, so they show offline:
 * which organisation and period they cover (with or without the child companies, a choice kept per
 * user), tiles that link to the lists they count, charts of the last twelve months and the installed
 * refrigerant, for staff the customers with the most overdue duties, and this week's work orders.
 * Offline it says so and shows when the figures were last synced. Only the figures of lists the user
 * may open are shown.
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { z } from 'zod';
import { formatDateTime, formatDay, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import {
  useCurrentOrganisation,
  useVisibleOrganisations,
  type OrganisationSummary,
} from '../../../session/current-organisation';
import { usePersistedState } from '../../../session/use-persisted-state';
import { RefreshButton } from '../../../sync/collection-refresh';
import { useCollectionState } from '../../../sync/collection-state-view';
import { useSync } from '../../../sync/sync-engine-context';
import { ChartIcon, CloudOffIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import {
  coveredOrganisations,
  customersWithMostOverdueDuties,
  dashboardTiles,
  dashboardTotals,
  hasChildren,
  type CustomerDuties,
  type DashboardTotals,
} from '../dashboard-figures';
import { formatCount, formatLongMonth } from '../dashboard-format';
import { useStatisticsRows } from '../dashboard.queries';
import { MonthBarChart } from './month-bar-chart';
import { RefrigerantMixChart } from './refrigerant-mix-chart';
import { StatisticTile } from './statistic-tile';
import { TopCustomers } from './top-customers';
import { WorkOrdersThisWeek } from './work-orders-this-week';

const WithChildren = z.boolean();

export interface DashboardStatisticsProps {
  /** Whether the browser has a connection (the app shell follows it). */
  isOnline: boolean;
}

export function DashboardStatistics({ isOnline }: DashboardStatisticsProps) {
  const { t } = useLingui();
  const locale = activeLocale();
  const current = useCurrentOrganisation();
  const visible = useVisibleOrganisations();
  const [withChildren, setWithChildren] = usePersistedState('dashboard.withChildren', WithChildren, true);
  const rows = useStatisticsRows();
  const syncState = useCollectionState('organisationStatistics');

  const childrenExist = current !== null && hasChildren(current.id, visible);
  const includesChildren = withChildren || !childrenExist;
  const covered = useMemo(
    () => coveredOrganisations(current, visible, includesChildren),
    [current, visible, includesChildren],
  );
  const totals = useMemo(() => (rows ? dashboardTotals(rows, covered) : undefined), [rows, covered]);
  const topCustomers = useMemo(
    () => (current === null && rows ? customersWithMostOverdueDuties(rows, visible) : []),
    [current, rows, visible],
  );
  const coverage =
    current === null
      ? t`Alle klanten`
      : includesChildren && childrenExist
        ? t`${current.name} met dochterbedrijven`
        : current.name;
  const lastSynced = syncState?.lastSyncedAt ?? null;
  const neverSynced = lastSynced === null;
  const { engine } = useSync();
  // Whether the clock has passed what the figures hold for, as of when they were last shown.
  const shownAt = useMemo(() => (totals ? new Date() : null), [totals]);
  const isStale = totals && shownAt ? Date.parse(totals.validUntil) <= shownAt.getTime() : false;
  const lastSyncedText = lastSynced === null ? '' : formatDateTime(new Date(lastSynced), locale);
  // One quiet line on where the figures come from when they may not be current: offline, or a
  // refresh that failed. Offline it names the last sync, as product.md §10 asks.
  const syncNote =
    totals && lastSynced !== null && (!isOnline || syncState?.requestState === 'fail')
      ? !isOnline
        ? isStale
          ? t`Offline: de cijfers van de laatste synchronisatie op ${lastSyncedText}; ze kunnen verouderd zijn.`
          : t`Offline: de cijfers van de laatste synchronisatie op ${lastSyncedText}.`
        : t`Bijwerken lukte niet; je ziet de cijfers van ${lastSyncedText}.`
      : null;

  return (
    <Stack gap="6" as="section" aria-labelledby="dashboard-cijfers">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading as="h2" id="dashboard-cijfers" size="lg" fontWeight="semibold">
              {t`Cijfers`}
            </Heading>
            <Text fontWeight="medium" data-testid="dashboard-coverage">
              {coverage}
            </Text>
          </Stack>
          <RefreshButton collections={['organisationStatistics']} />
        </HStack>
        {childrenExist && (
          <Checkbox.Root
            checked={withChildren}
            onCheckedChange={(details) => setWithChildren(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t`Inclusief dochterbedrijven`}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {totals && (
          <Text fontSize="sm" color="fg.muted" data-testid="dashboard-period">
            {t`Stand van ${formatDay(totals.day, locale, 'long')}; deze week is ${formatDay(totals.weekStart, locale, 'short')} t/m ${formatDay(totals.weekEnd, locale, 'short')}.`}
          </Text>
        )}
        {syncNote && (
          <HStack
            gap="2"
            fontSize="sm"
            color="fg.muted"
            role="status"
            data-testid={isOnline ? undefined : 'dashboard-offline'}
          >
            {!isOnline && <CloudOffIcon boxSize="4" flexShrink={0} />}
            <Text>{syncNote}</Text>
          </HStack>
        )}
      </Stack>

      {totals === undefined || (totals === null && neverSynced && syncState?.requestState !== 'fail') ? (
        <Stack gap="3" aria-busy="true" aria-label={t`Cijfers worden geladen`}>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap={{ base: '2', md: '3' }}>
            {[0, 1, 2, 3, 4].map((tile) => (
              <Skeleton key={tile} height="24" borderRadius="xl" />
            ))}
          </SimpleGrid>
          {totals === null && (
            <Text
              color="fg.muted"
              fontSize="sm"
            >{t`De cijfers worden voor het eerst op dit apparaat gezet…`}</Text>
          )}
        </Stack>
      ) : totals === null && neverSynced ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`De cijfers konden niet worden opgehaald`}</Alert.Title>
            <Alert.Description>
              {isOnline
                ? t`Probeer het later opnieuw. Als het probleem blijft, neem contact op met de servicedesk.`
                : t`Je bent offline. Zodra er verbinding is, worden de cijfers opgehaald.`}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => engine.refresh(['organisationStatistics'])}>
            {t`Opnieuw proberen`}
          </Button>
        </Alert.Root>
      ) : totals === null ? (
        <ListEmptyState
          title={t`Nog geen cijfers`}
          description={t`Voor deze organisatie zijn nog geen cijfers berekend.`}
          icon={ChartIcon}
        />
      ) : (
        <DashboardFigures
          totals={totals}
          current={current}
          covered={covered}
          includesChildren={includesChildren}
          topCustomers={topCustomers}
        />
      )}
    </Stack>
  );
}

interface DashboardFiguresProps {
  totals: DashboardTotals;
  current: OrganisationSummary | null;
  covered: readonly string[] | null;
  includesChildren: boolean;
  topCustomers: readonly CustomerDuties[];
}

/**
 * The tiles, charts and lists of figures. Memoized: every prop is memoized by its parent, which
 * renders again at each change of the statistics' sync state (a first sync changes it several times)
 * while the figures stay the same.
 */
const DashboardFigures = memo(function DashboardFigures({
  totals,
  current,
  covered,
  includesChildren,
  topCustomers,
}: DashboardFiguresProps) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const ability = useAppAbility();
  const tiles = dashboardTiles(totals, includesChildren ? null : current!.id).filter((tile) =>
    ability.can('view', tile.group),
  );
  const canSeeOrders = ability.can('view', 'orders');
  const canSeeInvoices = ability.can('view', 'invoices');
  const canSeeDevices = ability.can('view', 'serviceobjects');
  return (
    <Stack gap="8">
      {tiles.length > 0 && (
        <Stack gap="2">
          {!includesChildren && (
            <Text fontSize="sm" color="fg.muted">
              {t`De lijsten tonen ook de dochterbedrijven; alleen de orders en werkbonnen zijn per organisatie te openen.`}
            </Text>
          )}
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 2, md: 3, xl: 5 }}
            gap={{ base: '2', md: '3' }}
            aria-label={t`Cijfers`}
          >
            {tiles.map((tile) => (
              <li key={tile.id}>
                <StatisticTile
                  id={tile.id}
                  label={i18n._(tile.label)}
                  count={formatCount(tile.count, locale)}
                  {...(tile.amountCents !== undefined ? { amountCents: tile.amountCents } : {})}
                  isWarning={tile.isWarning === true && tile.count > 0}
                  href={tile.href}
                />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {(canSeeOrders || canSeeInvoices || canSeeDevices) && (
        <Stack gap="3" as="section" aria-labelledby="dashboard-grafieken">
          <Stack gap="0.5">
            <Heading as="h2" id="dashboard-grafieken" size="lg" fontWeight="semibold">
              {t`Verloop en koudemiddelen`}
            </Heading>
            {totals.months.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t`${formatLongMonth(totals.months[0]!.month, locale)} t/m ${formatLongMonth(totals.months.at(-1)!.month, locale)}`}
              </Text>
            )}
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {canSeeOrders && (
              <MonthBarChart
                title={t`Orders per maand`}
                months={totals.months.map((month) => ({ month: month.month, value: month.orders }))}
                format={(value) => formatCount(value, locale)}
                valueLabel={t`Orders`}
                color="brand.solid"
                locale={locale}
              />
            )}
            {canSeeInvoices && (
              <MonthBarChart
                title={t`Gefactureerd per maand`}
                months={totals.months.map((month) => ({
                  month: month.month,
                  value: month.invoicedCents,
                }))}
                format={formatMoney}
                valueLabel={t`Bedrag`}
                color="orange.solid"
                locale={locale}
              />
            )}
            {canSeeDevices && (
              <Box gridColumn={{ md: '1 / -1' }} minW="0">
                <RefrigerantMixChart
                  title={t`Koudemiddel in installaties`}
                  refrigerants={totals.refrigerants}
                  locale={locale}
                />
              </Box>
            )}
          </SimpleGrid>
        </Stack>
      )}

      {current === null && canSeeDevices && <TopCustomers customers={topCustomers} />}

      {canSeeOrders && (
        <WorkOrdersThisWeek organisations={covered} weekStart={totals.weekStart} weekEnd={totals.weekEnd} />
      )}
    </Stack>
  );
});
