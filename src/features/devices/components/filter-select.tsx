/**
 * A labelled drop-down filter of the devices lists: the first option means "no filter" (value null);
 * the label is read by screen readers, the first option is what sighted users see.
 */
import { NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** The text of the "no filter" option; omit when a choice is required (e.g. a sort). */
  allLabel?: string;
  value: string | null;
  options: readonly FilterOption[];
  onChange: (value: string | null) => void;
}

export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <NativeSelect.Root size="sm" width="full">
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
