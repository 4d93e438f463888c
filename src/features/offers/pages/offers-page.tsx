/**
 * Offers (`/offers`): the offers of the current organisation and those below it, from the local
 * database, in three tabs: offered ("Aangeboden", awaiting the customer), approved, and the history
 * (declined and historical). Each shows its amount (excluding VAT: the offer holds only its net
 * amount), validity and device. The tab is kept per user.
 */
import { Badge, HStack, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { useLinkedListState } from '../../../session/use-linked-list-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { FileTextIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { offerTabLabels, offerTabs } from '../offer-status';
import { OfferStatusBadges } from '../components/offer-status-badges';
import { useOfferList, type OfferListItem } from '../offers.queries';
import { LinkListCard } from '../../../ui/link-list-card';

const pageSize = 30;

const OfferListState = z.object({ tab: z.enum(offerTabs) });
const initialListState: z.infer<typeof OfferListState> = { tab: 'sent' };

export function OffersPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Offertes`);
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const [listState, setListState] = useLinkedListState('offers.list', OfferListState, initialListState);
  const [limit, setLimit] = useState(pageSize);
  const list = useOfferList({ organisations: scope, tab: listState.tab, limit });
  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));
  const showOrganisation = scope === null || scope.length > 1;
  const emptyText = {
    sent: t`Er zijn geen offertes die op je reactie wachten.`,
    approved: t`Er zijn geen goedgekeurde offertes.`,
    historical: t`Er zijn geen afgewezen of historische offertes.`,
  }[listState.tab];

  return (
    <PullToRefresh collections={['offers']}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Offertes`}
          </Heading>
          <RefreshButton collections={['offers', 'offerLines']} />
        </HStack>

        <Tabs.Root
          value={listState.tab}
          onValueChange={(details) => {
            const parsed = OfferListState.shape.tab.safeParse(details.value);
            if (!parsed.success) return;
            setLimit(pageSize);
            setListState({ tab: parsed.data });
          }}
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List overflowX="auto">
            {offerTabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} flexShrink={0}>
                {i18n._(offerTabLabels[tab])}
                {list && (
                  <Badge size="sm" variant="subtle" ms="1">
                    {list.counts[tab]}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {offerTabs.map((tab) => (
            <Tabs.Content key={tab} value={tab} pt="4">
              {tab === listState.tab && (
                <CollectionStateView
                  collection="offers"
                  rows={list?.offers}
                  empty={
                    <ListEmptyState title={t`Geen offertes`} description={emptyText} icon={FileTextIcon} />
                  }
                >
                  <Stack as="ul" gap="2" listStyleType="none" aria-label={i18n._(offerTabLabels[tab])}>
                    {list?.offers.map((item) => (
                      <OfferCard
                        key={item.offer.id}
                        item={item}
                        organisationName={
                          showOrganisation ? organisationNames.get(item.offer.organisationId) : undefined
                        }
                      />
                    ))}
                  </Stack>
                  {list && (
                    <ShowMoreButton
                      shown={list.offers.length}
                      total={list.total}
                      onMore={() => setLimit((shown) => shown + pageSize)}
                    />
                  )}
                </CollectionStateView>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </PullToRefresh>
  );
}

function OfferCard({
  item,
  organisationName,
}: {
  item: OfferListItem;
  organisationName: string | undefined;
}) {
  const { t } = useLingui();
  const { offer, device } = item;
  const locale = activeLocale();
  return (
    <LinkListCard
      to={detailPaths.offerDetail.href(offer.id)}
      title={`${offer.number} · ${offer.title}`}
      aside={
        <p className="list-card__amount">
          {formatMoney(offer.amountCents)} <span className="list-card__amount-note">{t`excl. btw`}</span>
        </p>
      }
    >
      <div className="list-card__tags">
        <OfferStatusBadges offer={offer} />
      </div>
      <div className="list-card__details">
        {organisationName && <p>{organisationName}</p>}
        {device && <p>{`${device.number} ${device.name}`}</p>}
        {offer.validUntil && <p>{t`Geldig tot ${formatDate(offer.validUntil, locale)}`}</p>}
      </div>
    </LinkListCard>
  );
}
