/**
 * Issuing the session answer that login, two-factor, register-with-invitation and confirm-account
 * share (product.md §3: `{user, token, expiresAt, refreshToken}`), so every way into the portal hands
 * out the same shape with the same lifetimes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Session } from '../../../../src/api/contract/auth';
import { type ClientInfo, issueSession, type SessionLifetimes } from '../../auth/session.repository';
import { loadUserProfile } from '../../auth/user-profile.repository';
import { HttpError } from '../../plugins/http-error';
import { recordAccountActivityOf } from '../../activity/record-activity';

/**
 * The `onRequest` hook of every route whose answer may carry tokens (login, two-factor, refresh,
 * register, confirm account): `Cache-Control: no-store` on every answer of the route, errors included,
 * so no browser, proxy or service worker cache keeps a session. Set per route, never left to a
 * plugin-wide default.
 */
export function noStore(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('cache-control', 'no-store');
  done();
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

export function sessionLifetimes(app: FastifyInstance): SessionLifetimes {
  return { tokenTtlMinutes: app.env.TOKEN_TTL_MINUTES, refreshTokenTtlDays: app.env.REFRESH_TOKEN_TTL_DAYS };
}

/**
 * Issues a session for a fully authenticated user and answers it with the user's profile. The session
 * and its `signed_in` entry in the activity log (with `description`, e.g. how the user got in) commit
 * together.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  description: string,
): Promise<Session> {
  const issued = await app.db.transaction(async (tx) => {
    const session = await issueSession(tx, userId, sessionLifetimes(app), clientInfo(request));
    await recordAccountActivityOf(tx, request, userId, 'signed_in', description);
    return session;
  });
  const user = await loadUserProfile(app.db, userId);
  if (!user) throw new HttpError(401, 'invalidCredentials');
  return {
    user,
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    refreshToken: issued.refreshToken,
  };
}
