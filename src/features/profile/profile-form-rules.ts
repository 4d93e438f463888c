/**
 * The checks the profile forms make before sending (the server checks again and stays the
 * authority), and the reading of a failed profile call into what a form shows: one message for the
 * form and, for a 422, the server's first message beside each field.
 */
import { t } from '@lingui/core/macro';
import { ApiError } from '../../api/api-error';
import { describeAuthFailure } from '../../session/auth-failure-message';
import { passwordProblem, problemsOf } from '../../session/account-form-rules';

/** The inputs of the profile forms, named as the request bodies name them. */
export type ProfileField =
  'name' | 'locale' | 'currentPassword' | 'newPassword' | 'repeatPassword' | 'code' | 'password';

export interface ProfileFailure {
  message: string;
  fields: Partial<Record<ProfileField, string>>;
}

const wireFields: readonly ProfileField[] = [
  'name',
  'locale',
  'currentPassword',
  'newPassword',
  'code',
  'password',
];

/**
 * Like the auth forms (same wording for offline, rate limits and an unreachable server), but with
 * the fields of the profile forms. A 401 here is never "wrong password": the server answers a wrong
 * current password with a 422 on its field, and a real `Unauthenticated` ends the session anyway.
 */
export function describeProfileFailure(error: unknown): ProfileFailure {
  const failure = describeAuthFailure(error, 'account');
  if (!(error instanceof ApiError) || error.status !== 422) return { message: failure.message, fields: {} };
  const fields: ProfileFailure['fields'] = {};
  for (const field of wireFields) {
    const first = error.errors[field]?.[0];
    if (first) fields[field] = first;
  }
  const isRepeated = Object.values(fields).includes(error.message);
  return { message: isRepeated ? '' : error.message, fields };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** The problems of the change-password form: the current password given, the new one by the rules, repeated the same. */
export function passwordChangeProblems(change: PasswordChange): ProfileFailure['fields'] {
  return problemsOf({
    currentPassword: change.currentPassword === '' ? t`Vul je huidige wachtwoord in.` : null,
    newPassword: passwordProblem(change.newPassword),
    repeatPassword:
      change.repeatPassword !== change.newPassword ? t`De twee nieuwe wachtwoorden zijn niet gelijk.` : null,
  });
}

/** A code as typed ("123 456", " 123456 ") without its spaces. */
export function normalizeTwoFactorCode(code: string): string {
  return code.replace(/\s/g, '');
}

/** Why the code cannot be sent, or null: the authenticator app shows six digits. */
export function twoFactorCodeProblem(code: string): string | null {
  return /^\d{6}$/.test(normalizeTwoFactorCode(code))
    ? null
    : t`Vul de zes cijfers uit je authenticator-app in.`;
}

/** The secret in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to type over by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
