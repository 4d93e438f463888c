/** The six-digit code field of the two-factor setup, as the login's two-factor step shows it. */
import { TextField } from '../../../ui/text-field';
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
    <TextField
      label={t`Code uit je authenticator-app`}
      error={error}
      required
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
  );
}
