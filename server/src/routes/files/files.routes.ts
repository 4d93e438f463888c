/**
 * File downloads (product.md §3 "Files"): invoice PDFs and documents, streamed from the FileStore as
 * attachments with `nosniff`, so a browser never renders stored bytes as a page of our origin.
 * Guarded like the collection each file belongs to: the route config names `view invoices` or
 * `view documents`, which the auth plugin checks (403). Scoped like every read: a record outside the
 * caller's organisations is answered 404, exactly like a record that does not exist, so ids of other
 * customers cannot be probed.
 */
import { sendFile } from '../../files/send-file';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../src/api/contract/common';
import { documents } from '../../db/schema/documents';
import { invoices } from '../../db/schema/invoices';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes } from '../../plugins/scoping.plugin';
import { binaryResponse } from '../../files/binary-response';

const IdParams = z.strictObject({ id: z.string().uuid() });
const fileResponses = {
  200: binaryResponse('The file bytes', [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'application/octet-stream',
  ]),
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
};

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendStoredFile(
    reply: FastifyReply,
    storageKey: string | null,
    fileName: string,
    contentType: string,
  ) {
    const stored = storageKey ? await app.files.get(storageKey) : null;
    if (!stored) throw new HttpError(404, 'fileMissing');
    return sendFile(reply, { body: stored.stream, size: stored.size, contentType, fileName });
  }

  app.get(
    '/api/invoices/:id/pdf',
    {
      config: { permission: ['view', 'invoices'] },
      schema: {
        tags: ['invoices'],
        summary: 'Download the PDF of an invoice',
        params: IdParams,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const [invoice] = await app.db
        .select({
          organisationId: invoices.organisationId,
          number: invoices.number,
          key: invoices.pdfStorageKey,
        })
        .from(invoices)
        .where(and(eq(invoices.id, request.params.id), isNull(invoices.deletedAt)))
        .limit(1);
      if (!invoice || !scopeIncludes(await request.organisationScope(), invoice.organisationId)) {
        throw new HttpError(404, 'notFound');
      }
      return sendStoredFile(reply, invoice.key, `${invoice.number}.pdf`, 'application/pdf');
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      config: { permission: ['view', 'documents'] },
      schema: {
        tags: ['documents'],
        summary: 'Download a document',
        params: IdParams,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const [document] = await app.db
        .select({
          organisationId: documents.organisationId,
          name: documents.name,
          contentType: documents.contentType,
          key: documents.storageKey,
        })
        .from(documents)
        .where(and(eq(documents.id, request.params.id), isNull(documents.deletedAt)))
        .limit(1);
      if (!document || !scopeIncludes(await request.organisationScope(), document.organisationId)) {
        throw new HttpError(404, 'notFound');
      }
      return sendStoredFile(reply, document.key, document.name, document.contentType);
    },
  );
};

export default fileRoutes;
