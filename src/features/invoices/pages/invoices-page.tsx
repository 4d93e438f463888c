/**
 * Invoices (`/invoices`): the invoices of the current organisation and those below it, newest invoice
 * date first, from the local database, so the list opens offline. Above it the open and overdue
 * amounts; filters by status, period and a search in number or reference, kept per user and settable
 * by a link (`/invoices?status=overdue`, from the dashboard). A customer sees and filters the statuses
 * grouped into open, overdue, paid and credited; staff the detailed status. "Offline
 * bewaren" keeps the PDF of every listed invoice on this device.
 */
import { Badge, Grid, HStack, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import type { UserType } from '../../../api/contract/auth';
import { InvoiceStatus } from '../../../api/contract/invoices';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { datePeriodLabels, datePeriods } from '../../../lib/date-periods';
import { detailPaths } from '../../../lib/detail-paths';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { useSession } from '../../../session/session-state';
import { useLinkedListState } from '../../../session/use-linked-list-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { FilterSelect } from '../../../ui/filter-select';
import { ReceiptIcon, SearchIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { KeepInvoicesOfflineButton } from '../components/keep-invoices-offline-button';
import {
  effectiveInvoiceStatusFilter,
  invoiceStatusBadges,
  invoiceStatusFilterOptions,
  isInvoiceOverdue,
} from '../invoice-status';
import { useInvoiceList, type InvoiceRow } from '../invoices.queries';
import { LinkListCard } from '../../../ui/link-list-card';

const pageSize = 30;

/**
 * A status (a customer's group for a customer), or all `open` or `overdue` invoices (invoice-status.ts),
 * as the totals and the dashboard count them. A value the user has no option for counts as no filter.
 */
const InvoiceStatusFilter = z.union([InvoiceStatus, z.enum(['open', 'overdue'])]);

const InvoiceListState = z.object({
  search: z.string().max(200),
  status: InvoiceStatusFilter.nullable(),
  period: z.enum(datePeriods),
});
const initialListState: z.infer<typeof InvoiceListState> = { search: '', status: null, period: 'all' };

export function InvoicesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Facturen`);
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const [listState, setListState] = useLinkedListState('invoices.list', InvoiceListState, initialListState);
  const [limit, setLimit] = useState(pageSize);
  // Staff see the detailed status; anyone else the customer's groups.
  const userType: UserType = useSession()?.user.type ?? 'customer';
  const status = effectiveInvoiceStatusFilter(listState.status, userType);
  const list = useInvoiceList({ organisations: scope, ...listState, status, userType, limit });
  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));
  const showOrganisation = scope === null || scope.length > 1;
  const update = (next: Partial<typeof listState>) => {
    setLimit(pageSize);
    setListState({ ...listState, ...next });
  };

  return (
    <PullToRefresh collections={['invoices']}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Facturen`}
          </Heading>
          <HStack gap="2">
            <RefreshButton collections={['invoices']} />
            <KeepInvoicesOfflineButton invoiceIds={list?.pdfInvoiceIds ?? []} />
          </HStack>
        </HStack>

        {list && (
          <Grid as="dl" templateColumns={{ base: '1fr 1fr' }} gap="3" maxW="xl">
            <TotalCard
              label={t`Openstaand`}
              amountCents={list.totals.openCents}
              detail={t({
                message: plural(list.totals.openCount, { one: '# factuur', other: '# facturen' }),
              })}
            />
            <TotalCard
              label={t`Vervallen`}
              amountCents={list.totals.overdueCents}
              detail={t({
                message: plural(list.totals.overdueCount, { one: '# factuur', other: '# facturen' }),
              })}
              isWarning={list.totals.overdueCount > 0}
            />
          </Grid>
        )}

        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <InputGroup flex="1" startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input
              type="search"
              aria-label={t`Zoek in facturen`}
              placeholder={t`Zoek op factuurnummer of referentie`}
              value={listState.search}
              maxLength={200}
              onChange={(event) => update({ search: event.target.value })}
            />
          </InputGroup>
          <HStack gap="3">
            <FilterSelect
              label={t`Status`}
              allLabel={t`Alle statussen`}
              size="md"
              width={{ base: 'full', md: '52' }}
              value={status}
              options={invoiceStatusFilterOptions(userType).map((option) => ({
                value: option.value,
                label: i18n._(option.label),
              }))}
              onChange={(value) => {
                const parsed = InvoiceStatusFilter.safeParse(value);
                update({ status: parsed.success ? parsed.data : null });
              }}
            />
            <FilterSelect
              label={t`Periode`}
              size="md"
              width={{ base: 'full', md: '48' }}
              value={listState.period}
              options={datePeriods.map((period) => ({
                value: period,
                label: i18n._(datePeriodLabels[period]),
              }))}
              onChange={(value) => {
                const parsed = InvoiceListState.shape.period.safeParse(value);
                update({ period: parsed.success ? parsed.data : 'all' });
              }}
            />
          </HStack>
        </Stack>

        <CollectionStateView
          collection="invoices"
          rows={list?.invoices}
          isFiltered={listState.search.trim() !== '' || status !== null || listState.period !== 'all'}
          empty={
            <ListEmptyState
              title={t`Geen facturen`}
              description={t`Er zijn geen facturen voor deze organisatie.`}
              icon={ReceiptIcon}
            />
          }
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Facturen`}>
            {list?.invoices.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                userType={userType}
                organisationName={
                  showOrganisation ? organisationNames.get(invoice.organisationId) : undefined
                }
              />
            ))}
          </Stack>
          {list && (
            <ShowMoreButton
              shown={list.invoices.length}
              total={list.total}
              onMore={() => setLimit((shown) => shown + pageSize)}
            />
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}

function TotalCard({
  label,
  amountCents,
  detail,
  isWarning = false,
}: {
  label: string;
  amountCents: number;
  detail: string;
  isWarning?: boolean;
}) {
  // One element around its term and descriptions: a <dl> groups them with a <div>, never deeper.
  return (
    <Stack gap="0.5" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="semibold" color={isWarning ? 'red.fg' : undefined}>
        {formatMoney(amountCents)}
      </Text>
      <Text as="dd" fontSize="xs" color="fg.muted">
        {detail}
      </Text>
    </Stack>
  );
}

function InvoiceCard({
  invoice,
  userType,
  organisationName,
}: {
  invoice: InvoiceRow;
  userType: UserType;
  organisationName: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = activeLocale();
  const isOverdue = isInvoiceOverdue(invoice);
  return (
    <LinkListCard
      to={detailPaths.invoiceDetail.href(invoice.id)}
      title={t`Factuur ${invoice.number}`}
      aside={
        <p className="list-card__amount">
          {formatMoney(invoice.totalCents)} <span className="list-card__amount-note">{t`incl. btw`}</span>
        </p>
      }
    >
      <div className="list-card__tags">
        {invoiceStatusBadges(invoice, userType).map((badge) => (
          <Badge key={badge.label.id} colorPalette={badge.color}>
            {i18n._(badge.label)}
          </Badge>
        ))}
      </div>
      <div className="list-card__details">
        {organisationName && <p>{organisationName}</p>}
        <p>{t`Factuurdatum ${formatDate(invoice.invoiceDate, locale)}`}</p>
        <p className={isOverdue ? 'list-card__alert' : undefined}>
          {t`Vervaldatum ${formatDate(invoice.dueDate, locale)}`}
        </p>
        {invoice.reference && <p>{t`Referentie ${invoice.reference}`}</p>}
      </div>
    </LinkListCard>
  );
}
