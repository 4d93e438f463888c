/**
 * A labelled drop-down filter of a list screen: the first option means "no filter" (value null);
 * the label is read by screen readers, the first option is what sighted users see.
 */
import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { indentedLabel } from './indented-label';

export interface FilterOption {
  value: string;
  label: string;
  /** The option's level in a tree (organisations): indented by non-breaking spaces. */
  depth?: number;
}

export interface FilterSelectProps {
  label: string;
  /** The text of the "no filter" option; omit when a choice is required (e.g. a sort). */
  allLabel?: string;
  value: string | null;
  options: readonly FilterOption[];
  onChange: (value: string | null) => void;
  /** The select's width; full width unless given (e.g. `{ base: 'full', md: '48' }` beside a search). */
  width?: NativeSelectRootProps['width'];
  /** `sm` (the default) in filter bars of small controls, `md` beside a default-sized search field. */
  size?: 'sm' | 'md';
}

export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  width = 'full',
  size = 'sm',
}: FilterSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {indentedLabel(option.label, option.depth)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
