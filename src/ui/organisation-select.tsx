/**
 * The required "which organisation" field of a form (a task, a message, a user request): a labelled
 * native select of the organisation tree, indented by level, with its error under it. Shown only
 * when there is a choice to make; the form decides that and checks the value.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { indentedLabel } from './indented-label';

export interface OrganisationOption {
  id: string;
  name: string;
  /** 0 for the top of the tree, 1 for a company below it, and so on. */
  depth: number;
}

export interface OrganisationSelectProps {
  label: ReactNode;
  organisations: readonly OrganisationOption[];
  value: string;
  onChange: (organisationId: string) => void;
  /** The message under the field; the field is invalid while there is one. */
  error?: ReactNode;
  required?: boolean;
  /** An empty first option (e.g. "Kies een organisatie"), offered while nothing is chosen. */
  placeholder?: string;
}

export function OrganisationSelect({
  label,
  organisations,
  value,
  onChange,
  error,
  required,
  placeholder,
}: OrganisationSelectProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && !value && <option value="">{placeholder}</option>}
          {organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {indentedLabel(organisation.name, organisation.depth)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
