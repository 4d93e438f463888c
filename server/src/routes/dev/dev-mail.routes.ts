/**
 * The dev mailbox: `GET /api/dev/mail` lists the mails the dev mailbox mailer stored (newest first),
 * so in demo mode the confirmation and reset links can be followed without a mail server.
 *
 * Registered only in demo mode (app.ts), so production answers 404 like any unknown API path. It is
 * public on purpose: the people reading it are the ones who cannot log in yet (they are confirming an
 * account or resetting a password), and demo mode holds only demo data on a developer's or a demo
 * machine. That is also why it must never exist in production: anyone could read anyone's reset link.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Id, queryInt, Timestamp } from '../../../../src/api/contract/common';
import { devMail } from '../../db/schema/platform';

const DevMail = z.object({
  id: Id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: Timestamp,
});

const DevMailQuery = z.strictObject({
  /** Only the mails to this address. */
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: queryInt({ min: 1, max: 100 }).default(50),
});

const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mail',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the mails of the dev mailbox, newest first',
        querystring: DevMailQuery,
        response: { 200: z.object({ data: z.array(DevMail) }) },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.db
        .select()
        .from(devMail)
        .where(to === undefined ? undefined : eq(devMail.to, to))
        .orderBy(desc(devMail.createdAt), desc(devMail.id))
        .limit(limit);
      return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};

export default devMailRoutes;
