/**
 * Orders (`/orders`): the orders of the current organisation and those below it, newest first, from
 * the local database, so the list opens offline. Each shows its status, number, description, the
 * devices it concerns, its dates and amount. Search, status, child company and period are kept per
 * user across reloads, and a link may set them (`/orders?status=unfinished`, from the dashboard);
 * "load more" adds to what is shown.
 */
import { Badge, HStack, Heading, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { Id } from '../../../api/contract/common';
import { OrderStatus } from '../../../api/contract/orders';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { datePeriodLabels, datePeriods } from '../../../lib/date-periods';
import { detailPaths } from '../../../lib/detail-paths';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { useLinkedListState } from '../../../session/use-linked-list-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { PendingBadge } from '../../../sync/pending-badge';
import { FilterSelect } from '../../../ui/filter-select';
import { ClipboardIcon, SearchIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { orderStatusColors, orderStatusLabels, orderStatuses } from '../order-status';
import { useOrderList, type OrderListItem } from '../orders.queries';
import { LinkListCard } from '../../../ui/link-list-card';

const pageSize = 30;

/** A status, or `unfinished`: every order still open (src/lib/open-records.ts), as the dashboard counts them. */
const OrderStatusFilter = z.union([OrderStatus, z.literal('unfinished')]);

const OrderListState = z.object({
  search: z.string().max(200),
  status: OrderStatusFilter.nullable(),
  organisationId: Id.nullable(),
  period: z.enum(datePeriods),
});
const initialListState: z.infer<typeof OrderListState> = {
  search: '',
  status: null,
  organisationId: null,
  period: 'all',
};

export function OrdersPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Orders`);
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const [listState, setListState] = useLinkedListState('orders.list', OrderListState, initialListState);
  const [limit, setLimit] = useState(pageSize);
  const inScope = scope ? visible.filter((organisation) => scope.includes(organisation.id)) : visible;
  // A remembered child company outside the current organisation no longer narrows anything.
  const organisationId =
    listState.organisationId && inScope.some((organisation) => organisation.id === listState.organisationId)
      ? listState.organisationId
      : null;
  const list = useOrderList({ organisations: scope, ...listState, organisationId, limit });
  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));
  const showOrganisation = inScope.length > 1;
  const update = (next: Partial<typeof listState>) => {
    setLimit(pageSize);
    setListState({ ...listState, ...next });
  };

  return (
    <PullToRefresh collections={['orders', 'orderServiceObjects']}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Orders`}
          </Heading>
          <RefreshButton collections={['orders', 'orderServiceObjects', 'workOrders', 'checklists']} />
        </HStack>

        <Stack direction={{ base: 'column', lg: 'row' }} gap="3">
          <InputGroup flex="1" startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input
              type="search"
              aria-label={t`Zoek in orders`}
              placeholder={t`Zoek op nummer, omschrijving of referentie`}
              value={listState.search}
              maxLength={200}
              onChange={(event) => update({ search: event.target.value })}
            />
          </InputGroup>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <FilterSelect
              label={t`Status`}
              allLabel={t`Alle statussen`}
              size="md"
              width={{ base: 'full', lg: '44' }}
              value={listState.status}
              options={[
                { value: 'unfinished', label: t`Alle openstaande` },
                ...orderStatuses.map((status) => ({
                  value: status,
                  label: i18n._(orderStatusLabels[status]),
                })),
              ]}
              onChange={(value) => {
                const parsed = OrderStatusFilter.safeParse(value);
                update({ status: parsed.success ? parsed.data : null });
              }}
            />
            {showOrganisation && (
              <FilterSelect
                label={t`Organisatie`}
                allLabel={t`Alle organisaties`}
                size="md"
                width={{ base: 'full', lg: '56' }}
                value={organisationId}
                options={inScope.map((organisation) => ({
                  value: organisation.id,
                  label: organisation.name,
                  depth: organisation.depth,
                }))}
                onChange={(value) => update({ organisationId: value })}
              />
            )}
            <FilterSelect
              label={t`Periode`}
              size="md"
              width={{ base: 'full', lg: '44' }}
              value={listState.period}
              options={datePeriods.map((period) => ({
                value: period,
                label: i18n._(datePeriodLabels[period]),
              }))}
              onChange={(value) => {
                const parsed = OrderListState.shape.period.safeParse(value);
                update({ period: parsed.success ? parsed.data : 'all' });
              }}
            />
          </Stack>
        </Stack>

        <CollectionStateView
          collection="orders"
          rows={list?.orders}
          isFiltered={
            listState.search.trim() !== '' ||
            listState.status !== null ||
            organisationId !== null ||
            listState.period !== 'all'
          }
          empty={
            <ListEmptyState
              title={t`Geen orders`}
              description={t`Er zijn geen orders voor deze organisatie.`}
              icon={ClipboardIcon}
            />
          }
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Orders`}>
            {list?.orders.map((item) => (
              <OrderCard
                key={item.order.id}
                item={item}
                organisationName={
                  showOrganisation ? organisationNames.get(item.order.organisationId) : undefined
                }
              />
            ))}
          </Stack>
          {list && (
            <ShowMoreButton
              shown={list.orders.length}
              total={list.total}
              onMore={() => setLimit((shown) => shown + pageSize)}
            />
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}

function OrderCard({
  item,
  organisationName,
}: {
  item: OrderListItem;
  organisationName: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const { order, serviceObjects } = item;
  const locale = activeLocale();
  return (
    <LinkListCard
      to={detailPaths.orderDetail.href(order.id)}
      title={t`Order ${order.number}`}
      aside={
        <div className="list-card__badges">
          {order.syncPending && <PendingBadge />}
          <Badge colorPalette={orderStatusColors[order.status]}>
            {i18n._(orderStatusLabels[order.status])}
          </Badge>
        </div>
      }
    >
      <p className="list-card__clamp">{order.description}</p>
      {serviceObjects.length > 0 && (
        <p className="list-card__text list-card__clamp">
          {serviceObjects.map((device) => `${device.number} ${device.name}`).join(', ')}
        </p>
      )}
      <div className="list-card__details">
        {organisationName && <p>{organisationName}</p>}
        {order.plannedDate && <p>{t`Gepland ${formatDate(order.plannedDate, locale)}`}</p>}
        {order.completedDate && <p>{t`Afgerond ${formatDate(order.completedDate, locale)}`}</p>}
        {!order.plannedDate && !order.completedDate && (
          <p>{t`Aangemaakt ${formatDate(order.createdAt, locale)}`}</p>
        )}
        {order.amountCents !== null && <p className="list-card__strong">{formatMoney(order.amountCents)}</p>}
      </div>
    </LinkListCard>
  );
}
