/**
 * A drop-down filter with its label shown above it, for filter sheets and filter rows wide enough
 * for labels: `FilterSelect` (the first option means "no filter", value null) under visible label
 * text tied to it, so nobody has to guess what a cut-off value filters on.
 */
import { Field } from '@chakra-ui/react';
import { FilterSelect, type FilterSelectProps } from './filter-select';

export type FilterFieldProps = Pick<
  FilterSelectProps,
  'label' | 'allLabel' | 'value' | 'options' | 'onChange'
>;

export function FilterField(props: FilterFieldProps) {
  return (
    <Field.Root minW="0">
      <Field.Label fontSize="sm">{props.label}</Field.Label>
      <FilterSelect {...props} />
    </Field.Root>
  );
}
