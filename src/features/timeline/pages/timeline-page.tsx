/**
 * The timeline (`/timeline`): the inbound messages, tasks, appointments, invoices and offers of the
 * current organisation and those below it (staff: every customer's), newest first, under a heading
 * per Amsterdam day, from the local database, so it opens offline and shows at once what this
 * device created. The type filter lives in the URL (`?type=1&type=4`), so it survives a reload and
 * the way back from a record. Long timelines render a page of items at a time ("show more"), so
 * hundreds of items cost no more to open than a screenful.
 */
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PermissionGroup } from '../../../api/contract/auth';
import type { TimelineItemType } from '../../../api/contract/timeline';
import { useAppAbility } from '../../../permissions/ability-context';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { HistoryIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { TimelineDaySection } from '../components/timeline-day-section';
import { TimelineItemCard } from '../components/timeline-item-card';
import { TimelineTypeFilter } from '../components/timeline-type-filter';
import { useTimelineList } from '../timeline.queries';
import { groupByDay, itemPathOf, searchWithTypes, toggleType, typesFromSearch } from '../timeline-view';

/** Items rendered at first and added by each "show more". */
const pageSize = 50;
const refreshed = ['timelineItems', 'timelineLogs'] as const;

export function TimelinePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Tijdlijn`);
  const ability = useAppAbility();
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const [searchParams, setSearchParams] = useSearchParams();
  const [limit, setLimit] = useState(pageSize);
  // The chosen types are state that follows the URL: the router applies a new URL in a transition,
  // so a second chip pressed before it lands must build on the first press, not on the old URL.
  const urlTypeKey = typesFromSearch(searchParams).join(',');
  const [types, setTypes] = useState(() => typesFromSearch(searchParams));
  const [followedTypeKey, setFollowedTypeKey] = useState(urlTypeKey);
  if (urlTypeKey !== followedTypeKey) {
    // Back, forward or a link changed the URL: it leads.
    setFollowedTypeKey(urlTypeKey);
    setTypes(typesFromSearch(searchParams));
    setLimit(pageSize);
  }
  const list = useTimelineList({ organisations: scope, types, limit });
  const now = useMemo(() => new Date(), []);
  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));
  const spansOrganisations = scope === null || scope.length > 1;
  const mayView = (group: PermissionGroup) => ability.can('view', group);

  const showTypes = (next: TimelineItemType[]) => {
    setTypes(next);
    setLimit(pageSize);
    // Replaced, not pushed: the way back leaves the timeline instead of stepping through filters.
    setSearchParams(searchWithTypes(searchParams, next), { replace: true });
  };

  const days = list ? groupByDay(list.items) : [];
  const backSearch = searchWithTypes(searchParams, types).toString();

  return (
    <PullToRefresh collections={refreshed}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Tijdlijn`}
          </Heading>
          <RefreshButton collections={refreshed} />
        </HStack>

        <TimelineTypeFilter
          value={types}
          counts={list?.countsByType}
          onToggle={(type) => showTypes(toggleType(types, type))}
          onClear={() => showTypes([])}
        />

        <CollectionStateView
          collection="timelineItems"
          rows={list?.items}
          isFiltered={types.length > 0}
          empty={
            <ListEmptyState
              title={t`Nog niets op de tijdlijn`}
              description={t`Berichten, taken, afspraken, facturen en offertes verschijnen hier zodra ze er zijn.`}
              icon={HistoryIcon}
            />
          }
        >
          {list && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t({ message: plural(list.total, { one: '# gebeurtenis', other: '# gebeurtenissen' }) })}
            </Text>
          )}
          <Stack gap="5">
            {days.map(({ day, items }) => (
              <TimelineDaySection key={day} day={day} now={now}>
                {items.map((item) => (
                  <TimelineItemCard
                    key={item.id}
                    item={item}
                    href={itemPathOf(item, mayView)}
                    organisationName={
                      spansOrganisations ? organisationNames.get(item.organisationId) : undefined
                    }
                    backSearch={backSearch}
                  />
                ))}
              </TimelineDaySection>
            ))}
          </Stack>
          {list && (
            <ShowMoreButton
              shown={list.items.length}
              total={list.total}
              onMore={() => setLimit((shown) => shown + pageSize)}
            />
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
