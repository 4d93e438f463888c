/**
 * Password hashing with argon2id (@node-rs/argon2; the `argon2` package's binary crashes here).
 * Parameters follow the OWASP minimum (m=19 MiB, t=2, p=1): about 7 ms of one core per hash on these
 * machines.
 *
 * Every hash and verification runs through one bounded gate (`passwordHashLimiter`): at most one per
 * core (and at most the 4 threads of libuv's pool, which file access needs too) at once, a bounded
 * queue behind them, and 503 `serviceOverloaded` with Retry-After beyond that. A flood of logins
 * therefore waits a bounded time or is refused, instead of piling up argon2 jobs (19 MiB each) until
 * every answer times out.
 */
import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { HttpError } from '../plugins/http-error';
import { createWorkLimiter } from './work-limiter';

/** Argon2id is the library's default algorithm (its enum is an ambient const enum we cannot import). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const concurrency = Math.max(1, Math.min(4, availableParallelism()));

/** Seconds a client refused for overload waits: the full queue drains well within it. */
const overloadRetryAfterSeconds = 1;

export const passwordHashLimiter = createWorkLimiter({
  concurrency,
  maxQueued: 32 * concurrency,
  overloaded: () =>
    new HttpError(503, 'serviceOverloaded', undefined, { 'retry-after': String(overloadRetryAfterSeconds) }),
});

export function hashPassword(password: string): Promise<string> {
  return passwordHashLimiter.run(() => hash(password, options));
}

let dummyHash: Promise<string> | undefined;

/** The hash unknown accounts are verified against; computed once, inside the caller's slot. */
function timingEqualiserHash(): Promise<string> {
  dummyHash ??= hash('timing-equaliser-for-unknown-accounts', options).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/**
 * Checks a password against a stored hash. With no stored hash (unknown account, or an account
 * without a password) it still verifies against a dummy hash, in the same gate, so the answer takes
 * as long as for a real account and reveals nothing about which addresses exist. Never throws on a
 * corrupt hash; throws the 503 of the gate under overload, whatever the account.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  return passwordHashLimiter.run(async () => {
    if (!storedHash) {
      await verify(await timingEqualiserHash(), password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  });
}
