/**
 * The profile page: every signed-in user changes their own name, language, password and
 * two-factor setting. The routes live under `/api/user/*` and need no permission: they only ever touch
 * the caller's own account (`request.auth`), never an id from the request.
 *
 * Checking the user's own password here is throttled exactly like a login (same counters per account
 * and per address, each check reserving its slot before the password is verified), so a stolen
 * session cannot be used to guess the password faster than the login form allows; wrong codes count
 * against the account and the address like the two-factor login step.
 *
 * A password change and turning two-factor on or off each leave one entry in the activity log, in
 * the transaction that makes the change (activity/record-activity.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponse, UserResponse } from '../../../../src/api/contract/auth';
import { ErrorBody } from '../../../../src/api/contract/common';
import {
  ChangePasswordBody,
  DisableTwoFactorBody,
  EnableTwoFactorBody,
  TwoFactorSetupResponse,
  UpdateProfileBody,
} from '../../../../src/api/contract/profile';
import type { AuthContext } from '../../auth/auth-context';
import { loginThrottleRules, throttledAttempt, twoFactorThrottleRules } from '../../auth/login-throttle';
import { assertPasswordAllowed } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { changePassword, findPasswordHolder, updateProfile } from '../../auth/profile.repository';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
} from '../../auth/two-factor-setup.repository';
import { loadUserProfile } from '../../auth/user-profile.repository';
import { recordAccountActivityOf } from '../../activity/record-activity';
import { HttpError } from '../../plugins/http-error';
import { messageFor, type MessageKey } from '../../plugins/messages';

const errorResponses = { 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody };

/** A 422 whose message and field error both say `key`, in the request's language. */
function refusal(request: FastifyRequest, key: MessageKey, field: string): HttpError {
  return new HttpError(422, key, { [field]: [messageFor(request, key)] });
}

/** The caller; the auth plugin guarantees it on every private route. */
function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'unauthenticated');
  return request.auth;
}

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function currentUser(userId: string) {
    const user = await loadUserProfile(app.db, userId);
    if (!user) throw new HttpError(401, 'unauthenticated');
    return { data: user };
  }

  /**
   * Refuses with 422 on `field` unless `password` is the caller's own, counting each miss like a
   * failed login; 429 once the account or address has missed too often.
   */
  async function assertOwnPassword(request: FastifyRequest, userId: string, password: string, field: string) {
    const holder = await findPasswordHolder(app.db, userId);
    if (!holder) throw new HttpError(401, 'unauthenticated');
    const isOwn = await throttledAttempt(app.db, loginThrottleRules(holder.email, request.ip), async () => {
      const verified = await verifyPassword(holder.passwordHash, password);
      return { countsAsFailure: !verified, result: verified };
    });
    if (!isOwn) throw refusal(request, 'currentPasswordIncorrect', field);
  }

  app.patch(
    '/api/user',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change your own name and language',
        body: UpdateProfileBody,
        response: { 200: UserResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      if (!(await updateProfile(app.db, user.id, request.body))) throw new HttpError(401, 'unauthenticated');
      return currentUser(user.id);
    },
  );

  app.post(
    '/api/user/password',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change your password; logs out your other sessions',
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user, sessionId } = callerOf(request);
      const { currentPassword, newPassword } = request.body;
      assertPasswordAllowed(request, newPassword, 'newPassword');
      await assertOwnPassword(request, user.id, currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await changePassword(tx, user.id, passwordHash, sessionId);
        await recordAccountActivityOf(
          tx,
          request,
          user.id,
          'password_changed',
          'Wachtwoord gewijzigd; de andere sessies zijn afgemeld',
        );
      });
      return { message: messageFor(request, 'passwordChanged') };
    },
  );

  app.post(
    '/api/user/two-factor/setup',
    {
      schema: {
        tags: ['profile'],
        summary: 'Start turning two-factor on: a new secret and its otpauth URL (for the QR code)',
        response: { 200: TwoFactorSetupResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const pending = await startTwoFactorSetup(app.db, user.id);
      if (!pending) throw new HttpError(409, 'twoFactorAlreadyEnabled');
      return { data: pending };
    },
  );

  app.post(
    '/api/user/two-factor/enable',
    {
      schema: {
        tags: ['profile'],
        summary: 'Turn two-factor on with a code of the secret from setup',
        body: EnableTwoFactorBody,
        response: { 200: UserResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      // Wrong codes count like wrong codes at login (per account and address); the code's time step
      // is accepted once (two-factor-setup.repository.ts), so it cannot also open a session.
      const outcome = await throttledAttempt(
        app.db,
        twoFactorThrottleRules(user.id, request.ip),
        async () => {
          const enabled = await app.db.transaction(async (tx) => {
            const result = await enableTwoFactor(tx, user.id, request.body.code);
            if (result === 'enabled') {
              await recordAccountActivityOf(
                tx,
                request,
                user.id,
                'two_factor_enabled',
                'Tweestapsverificatie aangezet',
              );
            }
            return result;
          });
          return { countsAsFailure: enabled === 'invalidCode', result: enabled };
        },
      );
      if (outcome === 'alreadyEnabled') throw new HttpError(409, 'twoFactorAlreadyEnabled');
      if (outcome === 'noPendingSetup') throw new HttpError(409, 'twoFactorSetupMissing');
      if (outcome === 'invalidCode') throw refusal(request, 'invalidTwoFactorCode', 'code');
      return currentUser(user.id);
    },
  );

  app.post(
    '/api/user/two-factor/disable',
    {
      schema: {
        tags: ['profile'],
        summary: 'Turn two-factor off (asks for your password); forgets the secret',
        body: DisableTwoFactorBody,
        response: { 200: UserResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await assertOwnPassword(request, user.id, request.body.password, 'password');
      await app.db.transaction(async (tx) => {
        // Only turning off an active second factor is a change worth a trace, not dropping a pending setup.
        if (await disableTwoFactor(tx, user.id)) {
          await recordAccountActivityOf(
            tx,
            request,
            user.id,
            'two_factor_disabled',
            'Tweestapsverificatie uitgezet',
          );
        }
      });
      return currentUser(user.id);
    },
  );
};

export default profileRoutes;
