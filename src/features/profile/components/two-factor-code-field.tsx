/** The six-digit code field of the two-factor setup, as the login's two-factor step shows it. */
import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function TwoFactorCodeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{t`Code uit je authenticator-app`}</Field.Label>
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        maxW="48"
        letterSpacing="0.3em"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
