/**
 * The devices overview's filters: company (when the user sees more than one), type, refrigerant,
 * inspection status and sort. Memoized: it gets the filter values and memoized options, never the
 * search text, so a keystroke in the search box does not render these selects again (each is a
 * Chakra slot recipe, a real share of a keystroke's work on a phone with 10,000 devices).
 */
import { Grid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { FilterSelect, type FilterOption } from '../../../ui/filter-select';
import { DeviceQuery, DeviceSort } from '../device-search';
import { dueStatusLabels } from '../../../lib/duty-labels';
import { dueStatuses } from '../device-status';

export type DeviceFilters = Pick<
  DeviceQuery,
  'organisationId' | 'typeId' | 'refrigerant' | 'status' | 'sort'
>;

interface DeviceFilterBarProps extends DeviceFilters {
  companyOptions: readonly FilterOption[];
  typeOptions: readonly FilterOption[];
  refrigerantOptions: readonly FilterOption[];
  onChange: (change: Partial<DeviceFilters>) => void;
}

export const DeviceFilterBar = memo(function DeviceFilterBar({
  organisationId,
  typeId,
  refrigerant,
  status,
  sort,
  companyOptions,
  typeOptions,
  refrigerantOptions,
  onChange,
}: DeviceFilterBarProps) {
  const { t, i18n } = useLingui();
  const statusOptions = useMemo(
    () => [
      ...dueStatuses.map((value) => ({ value, label: i18n._(dueStatusLabels[value]) })),
      { value: 'due_within_90_days', label: t`Binnen 90 dagen` },
      { value: 'none', label: t`Geen wettelijke keuring` },
    ],
    [i18n, t],
  );
  const sortOptions = useMemo(
    () => [
      { value: 'number', label: t`Sorteer op nummer` },
      { value: 'name', label: t`Sorteer op naam` },
      { value: 'nextLeakCheck', label: t`Sorteer op volgende lekcontrole` },
    ],
    [t],
  );
  return (
    <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }} gap="2">
      {companyOptions.length > 1 && (
        <FilterSelect
          label={t`Bedrijf`}
          allLabel={t`Alle organisaties`}
          value={organisationId}
          options={companyOptions}
          onChange={(next) => onChange({ organisationId: next })}
        />
      )}
      <FilterSelect
        label={t`Type`}
        allLabel={t`Alle types`}
        value={typeId}
        options={typeOptions}
        onChange={(next) => onChange({ typeId: next })}
      />
      <FilterSelect
        label={t`Koudemiddel`}
        allLabel={t`Alle koudemiddelen`}
        value={refrigerant}
        options={refrigerantOptions}
        onChange={(next) => onChange({ refrigerant: next })}
      />
      <FilterSelect
        label={t`Keuringsstatus`}
        allLabel={t`Elke keuringsstatus`}
        value={status}
        options={statusOptions}
        onChange={(next) => {
          const parsed = DeviceQuery.shape.status.safeParse(next);
          onChange({ status: parsed.success ? parsed.data : null });
        }}
      />
      <FilterSelect
        label={t`Sorteren`}
        value={sort}
        options={sortOptions}
        onChange={(next) => {
          const parsed = DeviceSort.safeParse(next);
          onChange({ sort: parsed.success ? parsed.data : 'number' });
        }}
      />
    </Grid>
  );
});
