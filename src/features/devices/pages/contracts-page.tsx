/**
 * Service-object contracts (`/serviceobject-contracts`): the maintenance contracts of the current
 * organisation (and below) from the local database, current ones first, each with its term, visits,
 * amount and how many devices it covers; a contract links to its page with the devices.
 */
import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { ContractIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { RecordCard } from '../components/record-card';
import { todayDate } from '../../../lib/due-dates';
import { useContractDeviceCounts, useScopeRows } from '../devices.queries';
import { compareNatural } from '../../../lib/natural-order';

const collections = ['serviceObjectContracts', 'contractServiceObjects'] as const;

export function ContractsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Contracten`);
  const locale = activeLocale();
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const contracts = useScopeRows('serviceObjectContracts', scope);
  const today = todayDate();
  const sorted = useMemo(
    () =>
      contracts &&
      [...contracts].sort(
        (a, b) =>
          Number(a.endDate !== null && a.endDate < today) - Number(b.endDate !== null && b.endDate < today) ||
          compareNatural(a.number, b.number),
      ),
    [contracts, today],
  );
  const counts = useContractDeviceCounts(
    useMemo(() => contracts?.map((contract) => contract.id), [contracts]),
  );
  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Contracten`}
          </Heading>
          <RefreshButton collections={collections} />
        </HStack>
        <CollectionStateView
          collection="serviceObjectContracts"
          rows={sorted}
          empty={
            <ListEmptyState
              title={t`Geen contracten`}
              description={t`Er zijn geen servicecontracten voor deze organisatie.`}
              icon={ContractIcon}
            />
          }
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Contracten`}>
            {sorted?.map((contract) => {
              const count = counts?.get(contract.id) ?? 0;
              const hasEnded = contract.endDate !== null && contract.endDate < today;
              return (
                <RecordCard
                  key={contract.id}
                  title={`${contract.number} · ${contract.name}`}
                  href={detailPaths.contractDetail.href(contract.id)}
                  badges={
                    <Badge colorPalette={hasEnded ? 'gray' : 'green'}>
                      {hasEnded ? t`Beëindigd` : t`Lopend`}
                    </Badge>
                  }
                >
                  <Text>
                    {contract.endDate
                      ? t`Looptijd ${formatDate(contract.startDate, locale)} tot ${formatDate(contract.endDate, locale)}`
                      : t`Loopt sinds ${formatDate(contract.startDate, locale)}`}
                  </Text>
                  <Text>
                    {t({ message: plural(count, { one: '# installatie', other: '# installaties' }) })}
                    {` · ${t({ message: plural(contract.visitsPerYear, { one: '# bezoek per jaar', other: '# bezoeken per jaar' }) })}`}
                    {contract.annualAmountCents !== null &&
                      ` · ${t`${formatMoney(contract.annualAmountCents)} per jaar`}`}
                  </Text>
                  {organisationNames.get(contract.organisationId) && (
                    <Text>{organisationNames.get(contract.organisationId)}</Text>
                  )}
                </RecordCard>
              );
            })}
          </Stack>
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
