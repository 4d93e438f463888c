/**
 * The devices overview's filters, each a select with its label shown: company (a part of the
 * header's organisation, when it has parts), type, refrigerant, inspection status, and the sort.
 * Laid out in a row on wide screens and one under the other in the phone's filter sheet. Memoized:
 * it gets the filter values and memoized options, never the search text, so a keystroke in the
 * search box does not render these selects again (each is a Chakra slot recipe, a real share of a
 * keystroke's work on a phone with 10,000 devices).
 */
import { Grid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { FilterField } from '../../../ui/filter-field';
import type { FilterOption } from '../../../ui/filter-select';
import type { DeviceFilterChoice, DeviceFilterKey } from '../active-device-filters';
import { DeviceQuery, DeviceSort } from '../device-search';

export type DeviceFilters = Pick<DeviceQuery, DeviceFilterKey | 'sort'>;

interface DeviceFilterBarProps extends DeviceFilters {
  choices: Readonly<Record<DeviceFilterKey, DeviceFilterChoice & { allLabel: string }>>;
  sortOptions: readonly FilterOption[];
  /** `row`: side by side as wide as labels allow (wide screens); `stack`: one under the other (the sheet). */
  layout: 'row' | 'stack';
  onChange: (change: Partial<DeviceFilters>) => void;
}

export const DeviceFilterBar = memo(function DeviceFilterBar({
  organisationId,
  typeId,
  refrigerant,
  status,
  sort,
  choices,
  sortOptions,
  layout,
  onChange,
}: DeviceFilterBarProps) {
  const { t } = useLingui();
  return (
    <Grid
      templateColumns={layout === 'row' ? 'repeat(auto-fill, minmax(12rem, 1fr))' : 'minmax(0, 1fr)'}
      gap={layout === 'row' ? '3' : '4'}
      // A label on two lines (a long company name) must not lift its select out of the row.
      alignItems="end"
    >
      {choices.organisationId.options.length > 1 && (
        <FilterField
          label={choices.organisationId.label}
          allLabel={choices.organisationId.allLabel}
          value={organisationId}
          options={choices.organisationId.options}
          onChange={(next) => onChange({ organisationId: next })}
        />
      )}
      <FilterField
        label={choices.typeId.label}
        allLabel={choices.typeId.allLabel}
        value={typeId}
        options={choices.typeId.options}
        onChange={(next) => onChange({ typeId: next })}
      />
      <FilterField
        label={choices.refrigerant.label}
        allLabel={choices.refrigerant.allLabel}
        value={refrigerant}
        options={choices.refrigerant.options}
        onChange={(next) => onChange({ refrigerant: next })}
      />
      <FilterField
        label={choices.status.label}
        allLabel={choices.status.allLabel}
        value={status}
        options={choices.status.options}
        onChange={(next) => {
          const parsed = DeviceQuery.shape.status.safeParse(next);
          onChange({ status: parsed.success ? parsed.data : null });
        }}
      />
      <FilterField
        label={t`Sorteren op`}
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
