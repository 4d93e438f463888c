/**
 * The account flows of product.md §3: register (with an invitation, or the generic answer),
 * confirm account, and password reset (request and submit).
 *
 * Nothing here reveals whether an address has an account: the reset request and register without an
 * invitation answer the same message with the same status whatever the address, and say what
 * happened only in the mail, which reaches the owner of the address alone. Their answers do the same
 * work for every address (throttle count, and for register the password hash); everything that
 * depends on the address (the lookup, a token, a new account, the mail) runs after the answer is
 * written (after-answer.ts), so neither the answer nor its timing tells known from unknown.
 *
 * A password reset, an account made by registering and a confirmed account each leave one entry in
 * the activity log, in the transaction that makes the change (activity/record-activity.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmAccountBody,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  ResetPasswordRequestBody,
  SessionResponse,
} from '../../../../src/api/contract/auth';
import { ErrorBody } from '../../../../src/api/contract/common';
import { recordAccountActivity, recordAccountActivityOf } from '../../activity/record-activity';
import {
  acceptInvitation,
  confirmAccount,
  createCustomer,
  findAccountByEmail,
  findDefaultRoleId,
  findOpenInvitation,
  findUnlinkedContactPerson,
  linkContactPerson,
  setPasswordHash,
} from '../../auth/account.repository';
import {
  consumeAccountToken,
  invalidateAccountTokens,
  issueAccountToken,
} from '../../auth/account-tokens.repository';
import { accountMailThrottleRules, reserveAttempt } from '../../auth/login-throttle';
import { assertPasswordAllowed } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/session.repository';
import { mailLink, renderMail } from '../../mail/mail-templates';
import { createMailer } from '../../mail/mailer';
import { HttpError } from '../../plugins/http-error';
import {
  localeFromAcceptLanguage,
  messageFor,
  type MessageKey,
  type MessageLocale,
} from '../../plugins/messages';
import { afterAnswerWork, type AnsweringReply } from './after-answer';
import { noStore, startSession } from './session-answer';

const errorResponses = { 422: ErrorBody, 429: ErrorBody, 503: ErrorBody };

/** A 422 whose message and field error both say `key`, in the request's language. */
function refusal(request: FastifyRequest, key: MessageKey, field: string): HttpError {
  return new HttpError(422, key, { [field]: [messageFor(request, key)] });
}

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.env, app.db, app.log);
  const afterAnswer = afterAnswerWork(app);
  // Work scheduled after an answer may still write mails: it ends before the mailer flushes.
  app.addHook('onClose', async () => {
    await afterAnswer.settle();
    await mailer.flush();
  });

  /** PWA paths of the mail links (src/app/paths.ts), joined to PUBLIC_URL, never to the Host header. */
  const links = {
    resetPassword: (token: string) => mailLink(app.env.PUBLIC_URL, '/reset-password', { token }),
    confirmAccount: (token: string) => mailLink(app.env.PUBLIC_URL, '/confirm-account', { token }),
    forgotPassword: () => mailLink(app.env.PUBLIC_URL, '/reset-password/request'),
  };

  /**
   * Counts the request (every request counts: its slot is never given back) and refuses with 429 once
   * this email or client address sent too many.
   */
  async function throttleAccountMail(request: FastifyRequest, email: string) {
    await reserveAttempt(app.db, accountMailThrottleRules(email, request.ip));
  }

  /** Mails a reset link when `email` belongs to an account that may reset; nothing otherwise. */
  async function mailPasswordReset(email: string) {
    const account = await findAccountByEmail(app.db, email);
    // Only a live, active account can reset: a deactivated user must not get back in this way, and
    // an unconfirmed one confirms first (register again to get a new confirmation link).
    if (!account || !account.active || !account.isConfirmed || account.isDeleted) return;
    const token = await issueAccountToken(app.db, 'passwordReset', account.id);
    await mailer.send(
      renderMail({
        kind: 'passwordReset',
        locale: account.locale,
        to: email,
        name: account.name,
        link: links.resetPassword(token),
      }),
    );
  }

  app.post(
    '/api/reset-password/request',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset mail (the same answer whether or not the address is known)',
        body: ResetPasswordRequestBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await throttleAccountMail(request, email);
      afterAnswer.schedule(reply, 'password-reset request', () => mailPasswordReset(email));
      return { message: messageFor(request, 'passwordResetRequested') };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token (single use, 60 minutes); does not log in',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      assertPasswordAllowed(request, password);
      const passwordHash = await hashPassword(password);
      const changed = await app.db.transaction(async (tx) => {
        const userId = await consumeAccountToken(tx, 'passwordReset', token);
        if (!userId) return false;
        // Two-factor stays as it was: the next login still asks for the code.
        await setPasswordHash(tx, userId, passwordHash);
        await invalidateAccountTokens(tx, 'passwordReset', userId);
        await revokeUserSessions(tx, userId);
        await recordAccountActivityOf(
          tx,
          request,
          userId,
          'password_reset',
          'Wachtwoord opnieuw ingesteld met een herstellink; alle sessies afgemeld',
        );
        return true;
      });
      if (!changed) throw refusal(request, 'invalidResetToken', 'token');
      return { message: messageFor(request, 'passwordReset') };
    },
  );

  /** Register with an invitation: the invited address gets a confirmed customer account at once. */
  async function registerInvited(request: FastifyRequest, body: RegisterBody & { invitationToken: string }) {
    const invitation = await findOpenInvitation(app.db, body.invitationToken);
    if (!invitation) throw refusal(request, 'invalidInvitation', 'invitationToken');
    if (invitation.email.toLowerCase() !== body.email)
      throw refusal(request, 'invitationEmailMismatch', 'email');
    // Only the holder of an invitation to this address learns that it already has an account.
    if (await findAccountByEmail(app.db, body.email))
      throw refusal(request, 'invitationAccountExists', 'email');

    const passwordHash = await hashPassword(body.password);
    const userId = await app.db.transaction(async (tx) => {
      if (!(await acceptInvitation(tx, invitation.id))) return null;
      const id = await createCustomer(tx, {
        name: body.name,
        email: body.email,
        passwordHash,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
        organisationId: invitation.organisationId,
        roleId: invitation.roleId ?? (await findDefaultRoleId(tx)),
        isConfirmed: true,
      });
      // Thrown inside the transaction so the invitation stays open.
      if (!id) throw refusal(request, 'invitationAccountExists', 'email');
      if (invitation.personId) await linkContactPerson(tx, invitation.personId, id);
      await recordAccountActivity(
        tx,
        request,
        { id, name: body.name, organisationId: invitation.organisationId },
        'user_registered',
        'Account aangemaakt met een uitnodiging',
      );
      return id;
    });
    if (!userId) throw refusal(request, 'invalidInvitation', 'invitationToken');
    return { data: await startSession(app, request, userId, 'Ingelogd na registratie') };
  }

  /**
   * Register without an invitation. Whatever the address, the answer is the same and costs the same:
   * the throttle count and the password hash (hashed whether or not it is used). What depends on the
   * address runs after the answer (`completeOpenRegistration`).
   */
  async function registerOpen(request: FastifyRequest, reply: AnsweringReply, body: RegisterBody) {
    await throttleAccountMail(request, body.email);
    const passwordHash = await hashPassword(body.password);
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    afterAnswer.schedule(reply, 'registration', () =>
      completeOpenRegistration(request, body, passwordHash, locale),
    );
    return { message: messageFor(request, 'registrationReceived') };
  }

  /**
   * The mail says what happened: a confirmation link for a new account (or an unconfirmed one
   * registering again), a "you already have an account" notice, or, when the address is no contact
   * person of a customer (a customer account needs an organisation), a notice that no account was made.
   */
  async function completeOpenRegistration(
    request: FastifyRequest,
    body: RegisterBody,
    passwordHash: string,
    locale: MessageLocale,
  ) {
    const existing = await findAccountByEmail(app.db, body.email);

    if (existing && !existing.isDeleted) {
      if (existing.isConfirmed) {
        await mailer.send(
          renderMail({
            kind: 'alreadyRegistered',
            locale: existing.locale,
            to: body.email,
            name: existing.name,
            link: links.forgotPassword(),
          }),
        );
      } else {
        const token = await issueAccountToken(app.db, 'accountConfirmation', existing.id);
        await mailer.send(
          renderMail({
            kind: 'confirmAccount',
            locale: existing.locale,
            to: body.email,
            name: existing.name,
            link: links.confirmAccount(token),
          }),
        );
      }
    } else if (!existing) {
      const contact = await findUnlinkedContactPerson(app.db, body.email);
      if (contact) {
        const token = await app.db.transaction(async (tx) => {
          const userId = await createCustomer(tx, {
            name: body.name,
            email: body.email,
            passwordHash,
            locale,
            organisationId: contact.organisationId,
            roleId: await findDefaultRoleId(tx),
            isConfirmed: false,
          });
          // A simultaneous registration of this address won; its request sends the mail.
          if (!userId) return null;
          await linkContactPerson(tx, contact.personId, userId);
          await recordAccountActivity(
            tx,
            request,
            { id: userId, name: body.name, organisationId: contact.organisationId },
            'user_registered',
            'Account aangemaakt als contactpersoon; wacht op bevestiging',
          );
          return issueAccountToken(tx, 'accountConfirmation', userId);
        });
        if (token) {
          await mailer.send(
            renderMail({
              kind: 'confirmAccount',
              locale,
              to: body.email,
              name: body.name,
              link: links.confirmAccount(token),
            }),
          );
        }
      } else {
        await mailer.send(
          renderMail({ kind: 'registrationNotMatched', locale, to: body.email, name: body.name }),
        );
      }
    }
  }

  app.post(
    '/api/register',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        tags: ['auth'],
        summary:
          'Register: with a valid invitation the session, otherwise a generic "check your mail" answer',
        body: RegisterBody,
        response: { 200: RegisterResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertPasswordAllowed(request, body.password);
      if (body.invitationToken !== undefined) {
        return registerInvited(request, { ...body, invitationToken: body.invitationToken });
      }
      return registerOpen(request, reply, body);
    },
  );

  app.post(
    '/api/confirm-account',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        tags: ['auth'],
        summary: 'Confirm a registered account with the mailed token; answers the session',
        body: ConfirmAccountBody,
        response: { 200: SessionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userId = await app.db.transaction(async (tx) => {
        const id = await consumeAccountToken(tx, 'accountConfirmation', request.body.token);
        if (!id || !(await confirmAccount(tx, id))) return null;
        await recordAccountActivityOf(tx, request, id, 'account_confirmed', 'Account bevestigd');
        return id;
      });
      if (!userId) throw refusal(request, 'invalidConfirmationToken', 'token');
      return { data: await startSession(app, request, userId, 'Ingelogd na bevestiging van het account') };
    },
  );
};

export default accountRoutes;
