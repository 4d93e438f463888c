/**
 * A labelled text input with its error: the one shape the portal's forms share (login, register,
 * password reset, profile). The label is visible and tied to the input; Chakra's Field marks the
 * input invalid and announces the error with it.
 */
import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: ReactNode;
  /** The message under the field; the field is invalid while there is one. */
  error?: ReactNode;
  /** Shown under the error, e.g. a "forgot password?" link. */
  children?: ReactNode;
}

export function TextField({ label, error, required, children, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input {...inputProps} />
      <Field.ErrorText>{error}</Field.ErrorText>
      {children}
    </Field.Root>
  );
}
