/**
 * Issuing the session answer that login, two-factor, register-with-invitation and confirm-account
 * share (product.md §3: `{user, token, expiresAt, refreshToken}`), so every way into the portal hands
 * out the same shape with the same lifetimes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../../../../src/api/contract/auth';
import { type ClientInfo, issueSession, type SessionLifetimes } from '../../auth/session.repository';
import { loadUserProfile } from '../../auth/user-profile.repository';
import { HttpError } from '../../plugins/http-error';

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

export function sessionLifetimes(app: FastifyInstance): SessionLifetimes {
  return { tokenTtlMinutes: app.env.TOKEN_TTL_MINUTES, refreshTokenTtlDays: app.env.REFRESH_TOKEN_TTL_DAYS };
}

/** Issues a session for a fully authenticated user and answers it with the user's profile. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<Session> {
  const issued = await issueSession(app.db, userId, sessionLifetimes(app), clientInfo(request));
  const user = await loadUserProfile(app.db, userId);
  if (!user) throw new HttpError(401, 'invalidCredentials');
  return {
    user,
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    refreshToken: issued.refreshToken,
  };
}
