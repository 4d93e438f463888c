/**
 * `POST /api/documents/message/{id}` (seed-spec §7): the attachments of an inbound message, as a
 * multipart upload (`files[]`, and optionally `documentIds` — a JSON array with the id the PWA chose
 * for each file, so documents made offline keep their id). Limits of product.md §7: at most 5 files
 * of 10 MB (413 beyond), each PDF, image or Office document by its first bytes (415 otherwise).
 *
 * The files are read completely before the command starts, so a refused upload opens no
 * transaction and stores nothing; inside the command they are stored and their document rows
 * inserted. With an `Idempotency-Key` a resent upload is applied once (its fingerprint is the
 * method and URL: a multipart body is not part of it).
 */
import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id } from '../../../../src/api/contract/common';
import { Document } from '../../../../src/api/contract/documents';
import { uuidv7 } from '../../../../src/lib/uuid';
import { documentUploadLimits, sniffContentType } from '../../../../src/lib/upload-limits';
import { runCommand } from '../../commands/run-command';
import { collectionByName } from '../../db/collections';
import { documents, inboundMessages } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes } from '../../plugins/scoping.plugin';

const Params = z.object({ id: Id });
const errorResponses = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
};
const DocumentIds = z.array(Id).max(documentUploadLimits.maxFiles);

interface ReceivedFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A multipart limit error of @fastify/multipart, as our own localized 413. */
function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'fileTooLarge');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'tooManyFiles');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, 'unsupportedMediaType');
  return error;
}

/** The file's base name without path or control characters, at most 200 characters. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'bestand';
}

const messageAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: documentUploadLimits.maxFileBytes,
      files: documentUploadLimits.maxFiles,
      fields: 5,
      parts: documentUploadLimits.maxFiles + 5,
    },
  });

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
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      const files: ReceivedFile[] = [];
      let documentIds: string[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = new Uint8Array(await part.toBuffer());
            const name = safeFileName(part.filename);
            const contentType = sniffContentType(bytes, name);
            if (!contentType || !documentUploadLimits.contentTypes.includes(contentType)) {
              throw new HttpError(415, 'fileTypeNotAllowed');
            }
            files.push({ name, contentType, bytes });
          } else if (part.fieldname === 'documentIds') {
            const parsed = DocumentIds.safeParse(JSON.parse(String(part.value)));
            if (!parsed.success) throw new HttpError(422, 'validationFailed', { documentIds: ['invalid'] });
            documentIds = parsed.data;
          }
        }
      } catch (error) {
        if (error instanceof SyntaxError)
          throw new HttpError(422, 'validationFailed', { documentIds: ['invalid'] });
        throw asUploadError(error);
      }
      if (files.length === 0) throw new HttpError(422, 'noFilesSent');

      const scope = await request.organisationScope();
      const messageId = request.params.id;
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        const [message] = await tx
          .select({ id: inboundMessages.id, organisationId: inboundMessages.organisationId })
          .from(inboundMessages)
          .where(and(eq(inboundMessages.id, messageId), isNull(inboundMessages.deletedAt)));
        if (!message || !scopeIncludes(scope, message.organisationId)) throw new HttpError(404, 'notFound');
        const rows = [];
        for (const [index, file] of files.entries()) {
          const id = documentIds[index] ?? uuidv7();
          const storageKey = `messages/${message.id}/${id}`;
          await app.files.put(storageKey, file.bytes, file.contentType);
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
          changed({ collection: 'documents', organisationId: row.organisationId, id: row.id });
          rows.push(row);
        }
        const def = collectionByName('documents');
        if (!def) throw new Error('the documents collection is not registered');
        return { status: 201, body: { data: rows.map((row) => def.toWire(row as never) as Document) } };
      });
      return reply.code(result.status).send(result.body);
    },
  );
};

export default messageAttachmentRoutes;
