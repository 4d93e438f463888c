/**
 * Turns a failed auth call (login, two-factor, register, account confirmation, password reset) into
 * what the form shows inline: one message for the form (empty when a field error says it all) and,
 * for a 422, the server's first message per field.
 */
import { t } from '@lingui/core/macro';
import { ApiError, genericErrorMessage } from '../api/api-error';

/** The inputs of the auth forms. Errors on a mail token have no input: they become the form's message. */
export type AuthField = 'name' | 'email' | 'password' | 'code';

export interface AuthFailure {
  message: string;
  fields: Partial<Record<AuthField, string>>;
}

const authFields: readonly AuthField[] = ['name', 'email', 'password', 'code'];

/**
 * `step` is the form that failed. A 401 means a wrong password on the login form and a wrong or
 * expired code on the two-factor form; the account forms show the server's own message.
 */
export function describeAuthFailure(
  error: unknown,
  step: 'password' | 'code' | 'account' = 'password',
): AuthFailure {
  if (!(error instanceof ApiError)) return { message: genericErrorMessage(), fields: {} };
  if (error.kind === 'network') {
    return {
      message: t`Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.`,
      fields: {},
    };
  }
  switch (error.status) {
    case 401:
      if (step === 'account') return { message: error.message, fields: {} };
      return {
        message:
          step === 'password'
            ? t`Het e-mailadres of wachtwoord klopt niet.`
            : t`Deze code klopt niet of is verlopen. Probeer de nieuwste code.`,
        fields: {},
      };
    case 422: {
      const fields: AuthFailure['fields'] = {};
      for (const field of authFields) {
        const first = error.errors[field]?.[0];
        if (first) fields[field] = first;
      }
      // The server's message usually repeats the first field error: say it once, beside the field.
      const isRepeated = Object.values(fields).includes(error.message);
      return { message: isRepeated ? '' : error.message, fields };
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
