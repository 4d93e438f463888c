/**
 * The auth core of product.md §3: login (with the two-factor step), refresh with rotation, the current
 * user and logout. Login answers the same 401 message, after a password verification of the same
 * cost, whether the account is unknown or the password wrong, so it reveals nothing about which
 * addresses exist.
 *
 * Password and code checks are throttled per account and per client address (auth/login-throttle.ts):
 * each attempt reserves its slot before anything is verified, so concurrent guesses cannot slip past
 * the limit, and a successful attempt gives its slot back. Answers that carry tokens are never cached.
 *
 * Every sign-in, failed sign-in and sign-out leaves one entry in the activity log
 * (activity/record-activity.ts), committed with the session change it records; a failed attempt's
 * entry commits before the 401.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../src/api/contract/common';
import { recordAccountActivityOf, recordFailedSignIn } from '../../activity/record-activity';
import { loginThrottleRules, throttledAttempt, twoFactorThrottleRules } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { revokeSession, rotateRefreshToken } from '../../auth/session.repository';
import {
  completeTwoFactorChallenge,
  findChallengeUserId,
  issueTwoFactorChallenge,
} from '../../auth/two-factor.repository';
import { findLoginCandidate, loadUserProfile } from '../../auth/user-profile.repository';
import { HttpError } from '../../plugins/http-error';
import { clientInfo, noStore, sessionLifetimes, startSession } from './session-answer';
import {
  LoginBody,
  LoginResponse,
  RefreshTokenBody,
  SessionResponse,
  UserResponse,
  TwoFactorBody,
  TwoFactorParams,
} from '../../../../src/api/contract/auth';

const errorResponses = { 401: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifetimes = sessionLifetimes(app);

  app.post(
    '/api/login',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const { candidate, passwordOk } = await throttledAttempt(
        app.db,
        loginThrottleRules(email, request.ip),
        async () => {
          const found = await findLoginCandidate(app.db, email);
          const verified = await verifyPassword(found?.passwordHash, password);
          return { countsAsFailure: !found || !verified, result: { candidate: found, passwordOk: verified } };
        },
      );
      if (!candidate || !passwordOk) {
        // Written before the refusal is thrown, so the 401 never rolls the trace back.
        await recordFailedSignIn(app.db, request, email, candidate !== null);
        throw new HttpError(401, 'invalidCredentials');
      }

      if (candidate.twoFactorEnabled && candidate.twoFactorSecret) {
        const challenge = await issueTwoFactorChallenge(app.db, candidate.id, clientInfo(request));
        return { data: { twoFactor: { id: challenge.id, expiresAt: challenge.expiresAt.toISOString() } } };
      }
      return { data: await startSession(app, request, candidate.id, 'Ingelogd met wachtwoord') };
    },
  );

  app.post(
    '/api/session-two-factor-auth/:id',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        tags: ['auth'],
        summary: 'Complete a login with the code of the authenticator app',
        params: TwoFactorParams,
        body: TwoFactorBody,
        response: { 200: SessionResponse, ...errorResponses },
      },
    },
    async (request) => {
      // Wrong codes count against the challenge's account as well as the address; a challenge id that
      // names no challenge names no account.
      const attemptedUserId = await findChallengeUserId(app.db, request.params.id);
      const userId = await throttledAttempt(
        app.db,
        twoFactorThrottleRules(attemptedUserId, request.ip),
        async () => {
          const completed = await completeTwoFactorChallenge(app.db, request.params.id, request.body.code);
          return { countsAsFailure: completed === null, result: completed };
        },
      );
      if (!userId) {
        // Written before the refusal is thrown, so the 401 never rolls the trace back.
        if (attemptedUserId) {
          await recordAccountActivityOf(
            app.db,
            request,
            attemptedUserId,
            'sign_in_failed',
            'Onjuiste code voor tweestapsverificatie',
          );
        }
        throw new HttpError(401, 'invalidTwoFactorCode');
      }
      return { data: await startSession(app, request, userId, 'Ingelogd met tweestapsverificatie') };
    },
  );

  app.post(
    '/api/refresh-token',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new session (the refresh token rotates)',
        body: RefreshTokenBody,
        response: { 200: SessionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await rotateRefreshToken(
        app.db,
        request.body.refreshToken,
        lifetimes,
        clientInfo(request),
      );
      if (outcome.kind !== 'rotated') throw new HttpError(401, 'invalidRefreshToken');
      const user = await loadUserProfile(app.db, outcome.userId);
      if (!user) throw new HttpError(401, 'invalidRefreshToken');
      const { session } = outcome;
      return {
        data: {
          user,
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          refreshToken: session.refreshToken,
        },
      };
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The authenticated user with permissions and company',
        response: { 200: UserResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await loadUserProfile(app.db, request.auth!.user.id);
      if (!user) throw new HttpError(401, 'unauthenticated');
      return { data: user };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the session of the bearer token',
        response: { 204: z.undefined().describe('Logged out'), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      await app.db.transaction(async (tx) => {
        await revokeSession(tx, auth.sessionId);
        await recordAccountActivityOf(tx, request, auth.user.id, 'signed_out', 'Uitgelogd');
      });
      return reply.code(204).send();
    },
  );
};

export default authRoutes;
