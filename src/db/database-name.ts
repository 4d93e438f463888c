/**
 * Names of the per-user local databases. The name holds a hash of the user id, never the id itself,
 * so the list of databases on a shared device does not reveal who used it.
 */
export const databaseNamePrefix = 'portal-';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A stable, opaque key for a user: the first 24 hex digits of SHA-256 of the id. */
export async function userKey(userId: string): Promise<string> {
  return (await sha256Hex(`portal-user:${userId}`)).slice(0, 24);
}

export async function databaseNameFor(userId: string): Promise<string> {
  return `${databaseNamePrefix}${await userKey(userId)}`;
}
