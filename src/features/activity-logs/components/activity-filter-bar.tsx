/**
 * The filters of the activity log: who (the people in the log), which action, and a period of
 * Amsterdam calendar days. Each control has a visible label; the page keeps the choice in the URL.
 */
import { Button, Field, Grid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ActivityAction as ActivityActionSchema, activityActions } from '../../../api/contract/activity-logs';
import { DateRangeFields } from '../../../ui/date-range-fields';
import { FilterSelect } from '../../../ui/filter-select';
import { activityActionLabels } from '../activity-labels';
import {
  isFiltered,
  noActivityFilter,
  type ActivityActorOption,
  type ActivityFilter,
} from '../activity-view';
import { collator } from '../../../lib/intl-cache';

export interface ActivityFilterBarProps {
  filter: ActivityFilter;
  actors: readonly ActivityActorOption[];
  onChange: (change: Partial<ActivityFilter>) => void;
}

export function ActivityFilterBar({ filter, actors, onChange }: ActivityFilterBarProps) {
  const { t, i18n } = useLingui();
  const labelOrder = collator(i18n.locale, { sensitivity: 'base' });
  const actionOptions = activityActions
    .map((action) => ({ value: action, label: i18n._(activityActionLabels[action]) }))
    .sort((a, b) => labelOrder.compare(a.label, b.label));
  // A person chosen through a link who is not among the options still shows as chosen.
  const userOptions = actors.map((actor) => ({ value: actor.userId, label: actor.name }));
  if (filter.userId && !actors.some((actor) => actor.userId === filter.userId)) {
    userOptions.unshift({ value: filter.userId, label: t`Gekozen gebruiker` });
  }
  return (
    <Grid
      as="search"
      aria-label={t`Activiteiten filteren`}
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      gap="3"
      alignItems="end"
    >
      <Field.Root gridColumn={{ base: 'span 2', md: 'auto' }}>
        <Field.Label fontSize="sm">{t`Gebruiker`}</Field.Label>
        <FilterSelect
          label={t`Gebruiker`}
          allLabel={t`Iedereen`}
          value={filter.userId}
          options={userOptions}
          onChange={(userId) => onChange({ userId })}
        />
      </Field.Root>
      <Field.Root gridColumn={{ base: 'span 2', md: 'auto' }}>
        <Field.Label fontSize="sm">{t`Actie`}</Field.Label>
        <FilterSelect
          label={t`Actie`}
          allLabel={t`Alle acties`}
          value={filter.actions.length === 1 ? filter.actions[0]! : null}
          options={actionOptions}
          onChange={(value) => {
            const parsed = ActivityActionSchema.safeParse(value);
            onChange({ actions: parsed.success ? [parsed.data] : [] });
          }}
        />
      </Field.Root>
      <DateRangeFields from={filter.from} to={filter.to} onChange={onChange} />
      {isFiltered(filter) && (
        <Button
          variant="ghost"
          size="sm"
          justifySelf="start"
          gridColumn="1 / -1"
          onClick={() => onChange(noActivityFilter)}
        >
          {t`Filters wissen`}
        </Button>
      )}
    </Grid>
  );
}
