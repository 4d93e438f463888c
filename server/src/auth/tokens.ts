/**
 * Opaque bearer and refresh tokens. A token is 32 random bytes in base64url; the database keeps only
 * its sha256, so a leaked database row cannot be replayed as a login.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token (256 bits of entropy, 43 base64url characters). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The value stored for a token: its sha256 in hex. Deterministic, so lookups are one indexed query. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return bearerPattern.exec(header.trim())?.[1] ?? null;
}
