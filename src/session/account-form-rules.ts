/**
 * The checks the account forms make before sending, mirroring the server's rules (the server checks
 * again and stays the authority: the common-passwords list, for one, lives only there), and the
 * reading of the single-use tokens that mail links carry in their query string.
 */
import { t } from '@lingui/core/macro';
import { MailToken } from '../api/contract/auth';
import { tokenParam } from './auth-paths';

export const minPasswordLength = 8;
export const maxPasswordLength = 128;
export const maxNameLength = 200;
export const maxEmailLength = 254;

/** Length in characters (code points), as the server counts it: an emoji counts once. */
function characterCount(text: string): number {
  return [...text].length;
}

/** Why the password cannot be used, or null. 8 to 128 characters of any kind, no composition rules. */
export function passwordProblem(password: string): string | null {
  const length = characterCount(password);
  if (length < minPasswordLength) return t`Kies een wachtwoord van minstens ${minPasswordLength} tekens.`;
  if (length > maxPasswordLength) return t`Kies een wachtwoord van hoogstens ${maxPasswordLength} tekens.`;
  return null;
}

/** A plausible address (something@domain.tld); the server validates it fully. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return t`Vul je e-mailadres in.`;
  if (trimmed.length > maxEmailLength || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed))
    return t`Vul een geldig e-mailadres in, zoals naam@bedrijf.nl.`;
  return null;
}

export function nameProblem(name: string): string | null {
  const length = characterCount(name.trim());
  if (length === 0) return t`Vul je naam in.`;
  if (length > maxNameLength) return t`Gebruik hoogstens ${maxNameLength} tekens voor je naam.`;
  return null;
}

/**
 * The token of a mail link, or null when the parameter is missing or cannot be a token (a link cut
 * short by a mail program, say), so the page can say so without asking the server.
 */
export function mailTokenFrom(searchParams: URLSearchParams, name: string = tokenParam): string | null {
  const parsed = MailToken.safeParse(searchParams.get(name)?.trim());
  return parsed.success ? parsed.data : null;
}

/** The field problems of a form, without the fields that are fine; empty when it may be sent. */
export function problemsOf<Field extends string>(
  checks: Record<Field, string | null>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(checks) as [Field, string | null][]) {
    if (problem) problems[field] = problem;
  }
  return problems;
}
