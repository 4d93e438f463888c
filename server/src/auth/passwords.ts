/**
 * Password hashing with argon2id (@node-rs/argon2; the `argon2` package's binary crashes here).
 * Parameters follow the OWASP minimum (m=19 MiB, t=2, p=1): about 7 ms per hash on these machines.
 */
import { hash, verify } from '@node-rs/argon2';

/** Argon2id is the library's default algorithm (its enum is an ambient const enum we cannot import). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown account, or an account
 * without a password) it still verifies against a dummy hash, so the answer takes as long as for a
 * real account and reveals nothing about which addresses exist. Never throws on a corrupt hash.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('timing-equaliser-for-unknown-accounts');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
