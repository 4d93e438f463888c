/**
 * `POST /api/documents/message/{id}` (seed-spec §7): the attachments of an inbound message, as a
 * multipart upload (`files[]`, and optionally `documentIds` — a JSON array with the id the PWA chose
 * for each file, so documents made offline keep their id). Limits of product.md §7: at most 5 files
 * of 10 MB (413 beyond), each PDF, image or Office document by its first bytes (415 otherwise).
 *
 * The files are read completely before the command starts (`receiveUpload`: sizes, types by their
 * bytes, names by their type, text rules), so a refused upload opens no transaction and stores
 * nothing; inside the command they are stored and their document rows inserted. With an
 * `Idempotency-Key` a resent upload is applied once; its fingerprint covers the files' contents, so
 * another file under the same key is refused (422). Each file leaves one entry in the activity log,
 * in the command's transaction.
 */
import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id } from '../../../../src/api/contract/common';
import { Document } from '../../../../src/api/contract/documents';
import { uuidv7 } from '../../../../src/lib/uuid';
import { documentUploadLimits } from '../../../../src/lib/upload-limits';
import { recordActivity } from '../../activity/record-activity';
import { runCommand } from '../../commands/run-command';
import { recordToWire } from '../../db/collections';
import { documents, inboundMessages } from '../../db/schema/index';
import {
  clientChosenIds,
  jsonField,
  multipartOptions,
  receiveUpload,
  withStoredUploads,
  type UploadRules,
} from '../../files/multipart-upload';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes } from '../../plugins/scoping.plugin';

const Params = z.object({ id: Id });
const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
};
const DocumentIds = z.array(Id).max(documentUploadLimits.maxFiles);
const uploadRules: UploadRules = {
  limits: documentUploadLimits,
  fieldNames: ['documentIds'],
  fallbackName: 'bestand',
};

const messageAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions(uploadRules));

  app.post(
    '/api/documents/message/:id',
    {
      config: { permission: ['create', 'tasks'] },
      schema: {
        tags: ['documents'],
        summary: 'Attach files to an inbound message (multipart, at most 5 files of 10 MB)',
        params: Params,
        response: { 201: z.object({ data: z.array(Document) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, uploadRules);
      const files = upload.files;
      const documentIds = jsonField(
        request,
        'documentIds',
        upload.fields.documentIds,
        (value) => DocumentIds.safeParse(value).data,
      );
      if (files.length === 0) throw new HttpError(422, 'noFilesSent');

      const chosenIds = clientChosenIds(request, documentIds, files.length, 'documentIds');
      const scope = await request.organisationScope();
      const messageId = request.params.id;
      const result = await withStoredUploads(app.files, (store) =>
        runCommand(request, async ({ tx, auth, changed }) => {
          const [message] = await tx
            .select({ id: inboundMessages.id, organisationId: inboundMessages.organisationId })
            .from(inboundMessages)
            .where(and(eq(inboundMessages.id, messageId), isNull(inboundMessages.deletedAt)));
          if (!message || !scopeIncludes(scope, message.organisationId)) throw new HttpError(404, 'notFound');
          const rows = [];
          for (const [index, file] of files.entries()) {
            const id = chosenIds?.[index] ?? uuidv7();
            const storageKey = `messages/${message.id}/${id}`;
            const [row] = await tx
              .insert(documents)
              .values({
                id,
                organisationId: message.organisationId,
                name: file.name,
                contentType: file.contentType,
                sizeBytes: file.bytes.byteLength,
                storageKey,
                inboundMessageId: message.id,
                uploadedByUserId: auth.user.id,
              })
              .onConflictDoNothing({ target: documents.id })
              .returning();
            if (!row) throw new HttpError(409, 'recordIdTaken');
            // Stored only once the id is ours: a taken id never overwrites the file behind it.
            await store(storageKey, file);
            changed({ collection: 'documents', organisationId: row.organisationId, id: row.id });
            await recordActivity(
              tx,
              request,
              {
                action: 'document_uploaded',
                subject: { type: 'document', id: row.id, label: row.name },
                organisationId: row.organisationId,
                description: `Bijlage ${row.name} bij een bericht geüpload`,
              },
              changed,
            );
            rows.push(row);
          }
          return { status: 201, body: { data: rows.map((row) => recordToWire<Document>('documents', row)) } };
        }),
      );
      return reply.code(result.status).send(result.body);
    },
  );
};

export default messageAttachmentRoutes;
