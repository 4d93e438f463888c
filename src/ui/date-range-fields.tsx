/**
 * A period filter as two labelled date fields, "Van" and "Tot en met" (both days included, either
 * open): each bounds the other, so the browser's picker never offers an end before the start.
 * Rendered as two siblings, to sit in the caller's filter grid.
 */
import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export interface DateRange {
  /** YYYY-MM-DD, or null for open-ended. */
  from: string | null;
  to: string | null;
}

export interface DateRangeFieldsProps extends DateRange {
  onChange: (change: Partial<DateRange>) => void;
}

export function DateRangeFields({ from, to, onChange }: DateRangeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Field.Root minW="0">
        <Field.Label fontSize="sm">{t`Van`}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={from ?? ''}
          max={to ?? undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
      </Field.Root>
      <Field.Root minW="0">
        <Field.Label fontSize="sm">{t`Tot en met`}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={to ?? ''}
          min={from ?? undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
      </Field.Root>
    </>
  );
}
