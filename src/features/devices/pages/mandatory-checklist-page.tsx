/**
 * Mandatory checklist (`/devices/mandatory-checklist`): the devices of the current organisation (and
 * below) whose periodic checklist is due within a month or overdue, the most overdue first, with the
 * due date (the device's checklist interval after its last checklist). Computed against today from
 * the local database, so it is right offline too.
 */
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from 'zod';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { useOrganisationScope } from '../../../session/current-organisation';
import { usePersistedState } from '../../../session/use-persisted-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { ChecklistIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DueStatusBadge } from '../../../ui/due-status-badge';
import { FilterSelect } from '../../../ui/filter-select';
import { RecordCard } from '../components/record-card';
import { checklistDueRows } from '../device-duties';
import { todayDate } from '../../../lib/due-dates';
import { useScopeRows } from '../devices.queries';
import { useCompanyFilter } from '../use-company-filter';

const collections = ['serviceObjects'] as const;
const ChecklistFilter = z.object({ organisationId: z.string().nullable() });

export function MandatoryChecklistPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verplichte checklist`);
  const locale = activeLocale();
  const scope = useOrganisationScope();
  const [filter, setFilter] = usePersistedState('devices.mandatoryChecklist', ChecklistFilter, {
    organisationId: null,
  });
  const company = useCompanyFilter(filter.organisationId);
  const devices = useScopeRows('serviceObjects', scope);
  const rows = useMemo(
    () => (devices ? checklistDueRows(devices, company.ids, todayDate()) : undefined),
    [devices, company.ids],
  );

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Verplichte checklist`}
          </Heading>
          <RefreshButton collections={collections} />
        </HStack>
        <Text color="fg.muted">{t`Installaties waarvan de periodieke checklist binnen een maand of nu moet worden uitgevoerd.`}</Text>
        {company.options.length > 1 && (
          <Stack maxW={{ sm: 'xs' }}>
            <FilterSelect
              label={t`Bedrijf`}
              allLabel={t`Alle organisaties`}
              value={filter.organisationId}
              options={company.options}
              onChange={(organisationId) => setFilter({ organisationId })}
            />
          </Stack>
        )}
        <CollectionStateView
          collection="serviceObjects"
          rows={rows}
          isFiltered={filter.organisationId !== null}
          empty={
            <ListEmptyState
              title={t`Geen checklists nodig`}
              description={t`Geen installatie heeft binnen een maand een periodieke checklist nodig.`}
              icon={ChecklistIcon}
            />
          }
        >
          {rows && (
            <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
              {t({ message: plural(rows.length, { one: '# installatie', other: '# installaties' }) })}
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Verplichte checklist`}>
            {rows?.map(({ device, dueDate, status }) => (
              <RecordCard
                key={device.id}
                title={`${device.number} · ${device.name}`}
                href={detailPaths.deviceDetail.href(device.id)}
                badges={<DueStatusBadge status={status} />}
              >
                <Text color="fg">{t`Checklist uiterlijk ${formatDate(dueDate, locale)}`}</Text>
                <Text>
                  {device.lastChecklistDate
                    ? t`Laatste checklist ${formatDate(device.lastChecklistDate, locale)}`
                    : t`Nog geen checklist uitgevoerd`}
                  {device.checklistIntervalMonths !== null &&
                    ` · ${t`elke ${device.checklistIntervalMonths} maanden`}`}
                </Text>
                {(device.room || company.names.get(device.organisationId)) && (
                  <Text>
                    {[device.room, company.names.get(device.organisationId)].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </RecordCard>
            ))}
          </Stack>
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}
