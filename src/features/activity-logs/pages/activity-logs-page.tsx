/**
 * The activity log (`/activity-logs`, product.md §10): who did what, when, in which organisation, to
 * which record and from which address, newest first. It reads the synced `activityLogs` collection
 * from the local database, so it opens offline and shows what the last pull brought; the server has
 * already limited that to what the user may see (staff: everything; a customer: its organisations).
 * The screen follows the organisation switcher like every list, and filters by user, action and a
 * period of Amsterdam days, kept in the URL (`?user=&action=&from=&to=`) so a reload, a shared link
 * and the way back from a record keep them. A table on a wide screen, cards on a phone.
 */
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppAbility } from '../../../permissions/ability-context';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { ActivityIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useIsWideFrom } from '../../../ui/use-screen-width';
import { useActivityLog, type ActivityLogRow } from '../activity-logs.queries';
import {
  filterFromSearch,
  filterKey,
  isFiltered,
  searchWithFilter,
  subjectPath,
  type ActivityFilter,
} from '../activity-view';
import { ActivityFilterBar } from '../components/activity-filter-bar';
import { ActivityList } from '../components/activity-list';
import { ActivityTable } from '../components/activity-table';

/** Entries rendered at first and added by each "show more". */
const pageSize = 50;
const refreshed = ['activityLogs'] as const;

export function ActivityLogsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Activiteitenlog`);
  const ability = useAppAbility();
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const [searchParams, setSearchParams] = useSearchParams();
  const [limit, setLimit] = useState(pageSize);
  // The filter is state that follows the URL: the router applies a new URL in a transition, so a
  // second change made before it lands must build on the first, not on the old URL.
  const urlFilter = filterFromSearch(searchParams);
  const [filter, setFilter] = useState<ActivityFilter>(urlFilter);
  const [followedKey, setFollowedKey] = useState(filterKey(urlFilter));
  if (filterKey(urlFilter) !== followedKey) {
    // Back, forward or a link changed the URL: it leads.
    setFollowedKey(filterKey(urlFilter));
    setFilter(urlFilter);
    setLimit(pageSize);
  }
  const log = useActivityLog(scope, filter, limit);
  const isWide = useIsWideFrom('md');

  const change = (part: Partial<ActivityFilter>) => {
    const next = { ...filter, ...part };
    setFilter(next);
    setFollowedKey(filterKey(next));
    setLimit(pageSize);
    // Replaced, not pushed: the way back leaves the log instead of stepping through filters.
    setSearchParams(searchWithFilter(searchParams, next), { replace: true });
  };

  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));
  const organisationName = (id: string | null) => (id === null ? null : (organisationNames.get(id) ?? null));
  const hrefOf = (entry: ActivityLogRow) =>
    subjectPath(entry, (group) => ability.can('view', group), {
      deviceIdOf: (_type, id) => log?.subjectDevices.get(id) ?? null,
    });

  return (
    <PullToRefresh collections={refreshed}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Activiteitenlog`}
          </Heading>
          <RefreshButton collections={refreshed} />
        </HStack>

        <ActivityFilterBar filter={filter} actors={log?.actors ?? []} onChange={change} />

        <CollectionStateView
          collection="activityLogs"
          rows={log?.entries}
          isFiltered={isFiltered(filter)}
          empty={
            <ListEmptyState
              title={isFiltered(filter) ? t`Geen activiteiten gevonden` : t`Nog geen activiteiten`}
              description={
                isFiltered(filter)
                  ? t`Er is niets gebeurd dat bij deze filters past. Kies een andere periode, gebruiker of actie.`
                  : t`Aanmeldingen, wijzigingen en exports verschijnen hier zodra ze er zijn.`
              }
              icon={ActivityIcon}
            />
          }
        >
          {log && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t({ message: plural(log.total, { one: '# activiteit', other: '# activiteiten' }) })}
            </Text>
          )}
          {log && (
            <>
              {isWide ? (
                <ActivityTable entries={log.entries} organisationName={organisationName} hrefOf={hrefOf} />
              ) : (
                <ActivityList entries={log.entries} organisationName={organisationName} hrefOf={hrefOf} />
              )}
              <ShowMoreButton
                shown={log.entries.length}
                total={log.total}
                onMore={() => setLimit((shown) => shown + pageSize)}
              />
            </>
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
