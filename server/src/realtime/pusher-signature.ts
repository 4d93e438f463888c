/**
 * The Pusher HTTP API's request signature (auth_version 1.0), as the official `pusher` SDK makes it:
 * HMAC-SHA256 with the app secret over `METHOD\nPATH\nQUERY`, where QUERY is every query parameter
 * except `auth_signature`, sorted by name and joined as `name=value&...` (values as sent, unencoded),
 * and `body_md5` is the MD5 of the exact body bytes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How far `auth_timestamp` may be from the server's clock (Pusher allows 600 s). */
export const signatureMaxAgeSeconds = 600;

export interface SignedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: string;
}

export function signPusherRequest(
  secret: string,
  method: string,
  path: string,
  query: Record<string, string>,
): string {
  const ordered = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&');
  return createHmac('sha256', secret).update(`${method.toUpperCase()}\n${path}\n${ordered}`).digest('hex');
}

/** Whether `request` was signed with `key`/`secret` within the allowed clock skew. */
export function isValidPusherSignature(
  request: SignedRequest,
  credentials: { key: string; secret: string },
  nowSeconds: number = Date.now() / 1000,
): boolean {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') return false;
    query[name] = value;
  }
  const {
    auth_key: key,
    auth_timestamp: timestamp,
    auth_version: version,
    auth_signature: signature,
  } = query;
  if (key !== credentials.key || version !== '1.0' || !signature || !timestamp) return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > signatureMaxAgeSeconds)
    return false;
  if (request.body !== '' || query.body_md5 !== undefined) {
    const bodyMd5 = createHash('md5').update(request.body, 'utf8').digest('hex');
    if (query.body_md5 !== bodyMd5) return false;
  }
  const expected = Buffer.from(
    signPusherRequest(credentials.secret, request.method, request.path, query),
    'utf8',
  );
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A private channel's authorization (Pusher protocol 7): `<key>:<HMAC-SHA256 hex of
 * "socket_id:channel_name" with the app secret>`. It binds one socket to one channel: it is worth
 * nothing on another socket or for another channel, and the secret never leaves the server.
 */
export function channelAuthorization(
  credentials: { key: string; secret: string },
  socketId: string,
  channelName: string,
): string {
  const signature = createHmac('sha256', credentials.secret)
    .update(`${socketId}:${channelName}`)
    .digest('hex');
  return `${credentials.key}:${signature}`;
}

/** Whether `auth` is the authorization of `socketId` for `channelName`, compared in constant time. */
export function isValidChannelAuthorization(
  auth: unknown,
  credentials: { key: string; secret: string },
  socketId: string,
  channelName: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuthorization(credentials, socketId, channelName), 'utf8');
  const given = Buffer.from(auth, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
