/**
 * The one password policy (reset, register and change-password use it), after NIST SP 800-63B: 8 to
 * 128 characters of any kind, no composition rules, and none of the 1,000 most common passwords
 * (common-passwords.txt). Length counts characters (code points), so a password of emoji is not
 * refused for being "long" in UTF-16 units.
 */
import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/http-error';
import { messageFor, type MessageKey } from '../plugins/messages';

export const minPasswordLength = 8;
export const maxPasswordLength = 128;

/** Read once at start-up; comparison ignores letter case, so `Welkom01` is as common as `welkom01`. */
const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.toLowerCase()),
);

/** True when `password` is on the common-passwords list (letter case ignored). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** The message key saying why `password` may not be used, or null when it may. */
export function passwordPolicyProblem(password: string): MessageKey | null {
  const length = [...password].length;
  if (length < minPasswordLength) return 'passwordTooShort';
  if (length > maxPasswordLength) return 'passwordTooLong';
  if (isCommonPassword(password)) return 'passwordTooCommon';
  return null;
}

/**
 * Throws a 422 when `password` breaks the policy: the message and the error on `field` say why, in
 * the request's language.
 */
export function assertPasswordAllowed(request: FastifyRequest, password: string, field = 'password'): void {
  const problem = passwordPolicyProblem(password);
  if (problem) throw new HttpError(422, problem, { [field]: [messageFor(request, problem)] });
}
