/**
 * Turns a failed login (or two-factor) call into what the form shows inline: one message for the
 * form and, for a 422, the server's messages per field.
 */
import { t } from '@lingui/core/macro';
import { ApiError, genericErrorMessage } from '../api/api-error';

export interface LoginFailure {
  message: string;
  fields: Partial<Record<'email' | 'password' | 'code', string>>;
}

/** `step` is the form that failed: a 401 means a wrong password there, or a wrong or expired code. */
export function describeLoginFailure(error: unknown, step: 'password' | 'code' = 'password'): LoginFailure {
  if (!(error instanceof ApiError)) return { message: genericErrorMessage(), fields: {} };
  if (error.kind === 'network') {
    return {
      message: t`Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.`,
      fields: {},
    };
  }
  switch (error.status) {
    case 401:
      return {
        message:
          step === 'password'
            ? t`Het e-mailadres of wachtwoord klopt niet.`
            : t`Deze code klopt niet of is verlopen. Probeer de nieuwste code.`,
        fields: {},
      };
    case 422: {
      const fields: LoginFailure['fields'] = {};
      for (const field of ['email', 'password', 'code'] as const) {
        const first = error.errors[field]?.[0];
        if (first) fields[field] = first;
      }
      return { message: error.message, fields };
    }
    case 502:
    case 503:
    case 504:
      return {
        message: t`De server is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.`,
        fields: {},
      };
    case 429:
      return { message: t`Te veel pogingen. Wacht even en probeer het dan opnieuw.`, fields: {} };
    default:
      return { message: error.message, fields: {} };
  }
}
