/**
 * Portal access of contact persons (seed-spec §1, §7, §8): invite a contact to the portal, remove a
 * contact's access, and ask the service company for a new user. The paths follow the seed's
 * `contacts/...` naming:
 * - `POST /api/contacts/{personId}/invite` mails the contact an invitation to register (or, when the
 *   contact's account was switched off earlier, switches it back on and says so by mail);
 * - `POST /api/contacts/{personId}/remove` switches the contact's account off (its sessions end at
 *   once) and revokes open invitations;
 * - `POST /api/contacts/request-user` records the request for the service company's staff.
 *
 * Who: `invite contacts` (the auth plugin answers 403), within the caller's organisations: a contact
 * of another organisation answers 404, an `organizationId` outside them 403 (scoping plugin).
 *
 * Each of the three leaves one entry in the activity log, in the command's transaction.
 *
 * Mail goes out after the command committed, and only when its effect ran: a replayed request (same
 * `Idempotency-Key`) sends nothing twice, and the plain invitation token is never stored in the
 * replay record.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponse } from '../../../../src/api/contract/auth';
import { ErrorBody, Id } from '../../../../src/api/contract/common';
import {
  InviteContactBody,
  PortalAccessResponse,
  RequestUserBody,
  RequestUserQuery,
} from '../../../../src/api/contract/contacts';
import { findAccountByEmail } from '../../auth/account.repository';
import { revokeUserSessions } from '../../auth/session.repository';
import { recordActivity, type ActivitySubject } from '../../activity/record-activity';
import { runCommand } from '../../commands/run-command';
import { mailLink } from '../../mail/mail-templates';
import { createMailer, type OutgoingMail } from '../../mail/mailer';
import { HttpError } from '../../plugins/http-error';
import { localeFromAcceptLanguage, messageFor } from '../../plugins/messages';
import { setUserActive } from '../../users-roles/managed-users.repository';
import {
  clearInvitation,
  createInvitation,
  findContact,
  findLinkedAccount,
  findRequester,
  loadPerson,
  organisationExists,
  recordUserRequest,
  restoreAccount,
} from '../../users-roles/portal-access.repository';
import { renderPortalAccessMail } from '../../users-roles/portal-access-mail';
import { callerOf, notFound, refusal } from './administration-guards';

const ContactParams = z.strictObject({ personId: Id });

/** A contact person as the subject of an activity log entry. */
function contactSubject(contact: { id: string; name: string }): ActivitySubject {
  return { type: 'contact', id: contact.id, label: contact.name };
}
const errorResponses = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const portalAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.env, app.db, app.log);
  app.addHook('onClose', () => mailer.flush());

  /** PWA paths of the mail links (src/session/auth-paths.ts), joined to PUBLIC_URL, never to Host. */
  const links = {
    register: (token: string) => mailLink(app.env.PUBLIC_URL, '/register', { invitation: token }),
    login: () => mailLink(app.env.PUBLIC_URL, '/login'),
  };

  app.post(
    '/api/contacts/:personId/invite',
    {
      config: { permission: ['invite', 'contacts'] },
      schema: {
        tags: ['contacts'],
        summary:
          'Invite a contact to the portal: mails a link to register (valid 14 days), or restores an account whose access was removed',
        params: ContactParams,
        body: InviteContactBody.nullish(),
        response: { 200: PortalAccessResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const scope = await request.organisationScope();
      const locale = request.body?.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
      let mail: OutgoingMail | undefined;
      const result = await runCommand(request, async ({ tx, changed }) => {
        const contact = await findContact(tx, request.params.personId, scope);
        if (!contact) throw notFound();
        const email = contact.email?.trim();
        if (!email) throw refusal(request, 422, 'contactHasNoEmail', 'email');
        const inviter = (await findRequester(tx, caller.user.id))?.name ?? 'Koelservice';
        const linked = contact.portalUserId ? await findLinkedAccount(tx, contact.portalUserId) : null;

        if (linked?.active) throw refusal(request, 409, 'contactAlreadyHasAccess', 'personId');
        let message: string;
        if (linked) {
          await restoreAccount(tx, contact.id, linked.id);
          changed({ collection: 'users', organisationId: linked.organisationId, id: linked.id });
          await recordActivity(
            tx,
            request,
            {
              action: 'access_restored',
              subject: contactSubject(contact),
              organisationId: contact.organisationId,
              description: `Toegang tot het portaal hersteld voor ${linked.email}`,
            },
            changed,
          );
          mail = renderPortalAccessMail({
            kind: 'accessRestored',
            locale: linked.locale,
            to: linked.email,
            name: linked.name,
            inviter,
            link: links.login(),
          });
          message = messageFor(request, 'portalAccessRestored');
        } else {
          // An address with an account elsewhere cannot register again; its owner logs in instead.
          if (await findAccountByEmail(tx, email))
            throw refusal(request, 409, 'contactEmailHasAccount', 'email');
          const token = await createInvitation(tx, {
            contact: { ...contact, email },
            invitedByUserId: caller.user.id,
          });
          await recordActivity(
            tx,
            request,
            {
              action: 'invitation_sent',
              subject: contactSubject(contact),
              organisationId: contact.organisationId,
              description: `Uitnodiging voor het portaal gemaild naar ${email}`,
            },
            changed,
          );
          mail = renderPortalAccessMail({
            kind: 'invitation',
            locale,
            to: email,
            name: contact.name,
            inviter,
            link: links.register(token),
          });
          message = messageFor(request, 'invitationSent');
        }
        changed({ collection: 'persons', organisationId: contact.organisationId, id: contact.id });
        return { status: 200, body: { message, data: await loadPerson(tx, contact.id) } };
      });
      if (mail) await mailer.send(mail);
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/api/contacts/:personId/remove',
    {
      config: { permission: ['invite', 'contacts'] },
      schema: {
        tags: ['contacts'],
        summary:
          'Remove a contact’s portal access: switches the linked account off (its sessions end) and revokes open invitations',
        params: ContactParams,
        response: { 200: PortalAccessResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const scope = await request.organisationScope();
      const result = await runCommand(request, async ({ tx, changed }) => {
        const contact = await findContact(tx, request.params.personId, scope);
        if (!contact) throw notFound();
        if (contact.portalUserId === caller.user.id)
          throw refusal(request, 422, 'cannotRemoveOwnAccess', 'personId');
        const linked = contact.portalUserId ? await findLinkedAccount(tx, contact.portalUserId) : null;
        if (linked?.active) {
          await setUserActive(tx, linked.id, false);
          changed({ collection: 'users', organisationId: linked.organisationId, id: linked.id });
        } else if (linked) {
          // Already off: make sure no session outlived an earlier switch-off.
          await revokeUserSessions(tx, linked.id);
        }
        await clearInvitation(tx, contact.id);
        changed({ collection: 'persons', organisationId: contact.organisationId, id: contact.id });
        await recordActivity(
          tx,
          request,
          {
            action: 'access_removed',
            subject: contactSubject(contact),
            organisationId: contact.organisationId,
            description: linked
              ? `Toegang tot het portaal ingetrokken voor ${linked.email}; het account is uitgeschakeld`
              : 'Toegang tot het portaal ingetrokken; openstaande uitnodigingen vervallen',
          },
          changed,
        );
        return {
          status: 200,
          body: {
            message: messageFor(request, 'portalAccessRemoved'),
            data: await loadPerson(tx, contact.id),
          },
        };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/api/contacts/request-user',
    {
      config: { permission: ['invite', 'contacts'] },
      schema: {
        tags: ['contacts'],
        summary:
          'Ask the service company for a new portal user; recorded as an inbound message of the organisation (`organizationId`, by default the caller’s own)',
        querystring: RequestUserQuery,
        body: RequestUserBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const organisationId = request.query.organizationId ?? caller.user.organisationId;
      if (!organisationId) throw refusal(request, 422, 'organisationRequired', 'organizationId');
      const result = await runCommand(request, async ({ tx, changed }) => {
        const requester = await findRequester(tx, caller.user.id);
        if (!requester) throw new HttpError(401, 'unauthenticated');
        if (!(await organisationExists(tx, organisationId))) throw notFound();
        const recorded = await recordUserRequest(tx, { organisationId, requester, request: request.body });
        changed({ collection: 'inboundMessages', organisationId, id: recorded.inboundMessageId });
        await recordActivity(
          tx,
          request,
          {
            action: 'user_requested',
            subject: { type: 'message', id: recorded.inboundMessageId, label: request.body.name },
            organisationId,
            description: `Nieuwe gebruiker aangevraagd: ${request.body.name} <${request.body.email}>`,
          },
          changed,
        );
        changed({ collection: 'timelineItems', organisationId, id: recorded.timelineItemId });
        return { status: 200, body: { message: messageFor(request, 'userRequestSent') } };
      });
      return reply.code(result.status).send(result.body);
    },
  );
};

export default portalAccessRoutes;
