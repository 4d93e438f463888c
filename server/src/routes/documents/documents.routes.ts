/**
 * The writes of the documents area and its bin. Reads of live documents and folders come
 * from the collection registry (`documents`, `folders`, and their nested device routes).
 *
 * - `POST /api/documents` (multipart, read by `receiveUpload`): files into a folder of an
 *   organisation, optionally of a device; at most 5 files of 10 MB (413), each PDF, image or Office
 *   document by its first bytes (415), named by that type. `documentIds` (a JSON array) carries the
 *   ids the PWA chose, so documents made offline keep their id.
 * - `POST /api/folders`: a folder with the id the client chose; a name is unique (case-insensitive)
 *   among the live folders of one parent (422 otherwise).
 * - `DELETE /api/documents/{id}`: to the bin. `deleted_at` IS the bin: sync delivers a binned
 *   document as a tombstone, so every device drops it at once.
 * - `POST /api/documents/restore {ids}` and `POST /api/serviceobjects/{id}/documents/restore`: out
 *   of the bin. Clearing `deleted_at` bumps the change sequence, so sync brings the document back.
 * - `GET /api/documents/deleted`: the bin itself. Tombstones carry no fields, so the bin cannot be
 *   built from synced rows; it is an online read (newest deletion first), which is also what a bin
 *   needs: it lists what the server still holds, and restoring needs the server anyway.
 *
 * Guarantees: every write runs through `runCommand` (one transaction, idempotent with an
 * `Idempotency-Key`, realtime hints after the commit). Each document uploaded, binned or restored
 * leaves one entry in the activity log, in that transaction. An organisation outside the caller's scope
 * answers 403; a folder, device or document outside it answers 404, exactly like one that does not
 * exist; a folder or device of another organisation the caller may see answers 422 on its field.
 * Uploaded files are read completely before the command starts, so a refused upload opens no
 * transaction.
 */
import multipart from '@fastify/multipart';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id, itemEnvelope, listEnvelope } from '../../../../src/api/contract/common';
import {
  CreateFolderBody,
  DeletedDocument,
  DeletedDocumentListQuery,
  Document,
  Folder,
  RestoreDocumentsBody,
} from '../../../../src/api/contract/documents';
import { documentUploadLimits } from '../../../../src/lib/upload-limits';
import { uuidv7 } from '../../../../src/lib/uuid';
import { recordActivity } from '../../activity/record-activity';
import { runCommand } from '../../commands/run-command';
import type { Transaction } from '../../db/client';
import { collectionByName, recordToWire } from '../../db/collections';
import { documents, folders, serviceObjects } from '../../db/schema/index';
import {
  clientChosenIds,
  jsonField,
  multipartOptions,
  receiveUpload,
  withStoredUploads,
  type ReceivedFile,
  type UploadRules,
} from '../../files/multipart-upload';
import { fieldRefusal, HttpError } from '../../plugins/http-error';
import { messageFor } from '../../plugins/messages';
import {
  assertOrganisationExists,
  assertOrganisationInScope,
  scopeIncludes,
  type OrganisationScope,
} from '../../plugins/scoping.plugin';
import { pageSize } from '../collections/collection-reads';

const errorResponses = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};

/** The text fields of an upload, next to its `files[]`. */
const UploadFields = z.strictObject({
  organisationId: Id,
  folderId: Id.optional(),
  serviceObjectId: Id.optional(),
  documentIds: z.array(Id).max(documentUploadLimits.maxFiles).optional(),
});
type UploadFields = z.infer<typeof UploadFields>;
const uploadFieldNames = ['organisationId', 'folderId', 'serviceObjectId', 'documentIds'] as const;
const uploadRules: UploadRules = {
  limits: documentUploadLimits,
  fieldNames: uploadFieldNames,
  fallbackName: 'bestand',
};

type DocumentRow = typeof documents.$inferSelect;
type FolderRow = typeof folders.$inferSelect;

function documentToWire(row: DocumentRow): Document {
  return recordToWire<Document>('documents', row);
}

function folderToWire(row: FolderRow): Folder {
  return recordToWire<Folder>('folders', row);
}

/** A binned document on the wire: the live shape plus when it was deleted. */
function deletedToWire(row: DocumentRow): DeletedDocument {
  return { ...documentToWire(row), deletedAt: (row.deletedAt ?? new Date()).toISOString() };
}

/**
 * The live folder `folderId` as the target of `organisationId`: 404 when it does not exist or lies
 * outside the caller's scope, 422 on `field` when it belongs to another organisation.
 */
async function targetFolder(
  request: FastifyRequest,
  tx: Transaction,
  scope: OrganisationScope,
  folderId: string,
  organisationId: string,
  field: string,
): Promise<FolderRow> {
  const [folder] = await tx
    .select()
    .from(folders)
    .where(and(eq(folders.id, folderId), isNull(folders.deletedAt)));
  if (!folder || !scopeIncludes(scope, folder.organisationId)) throw new HttpError(404, 'notFound');
  if (folder.organisationId !== organisationId) throw fieldRefusal(request, field, 'folderNotInOrganisation');
  return folder;
}

/** The live device `serviceObjectId` of `organisationId`: 404 outside the scope, 422 in another organisation. */
async function assertDeviceOfOrganisation(
  request: FastifyRequest,
  tx: Transaction,
  scope: OrganisationScope,
  serviceObjectId: string,
  organisationId: string,
): Promise<void> {
  const [device] = await tx
    .select({ organisationId: serviceObjects.organisationId })
    .from(serviceObjects)
    .where(and(eq(serviceObjects.id, serviceObjectId), isNull(serviceObjects.deletedAt)));
  if (!device || !scopeIncludes(scope, device.organisationId)) throw new HttpError(404, 'notFound');
  if (device.organisationId !== organisationId)
    throw fieldRefusal(request, 'serviceObjectId', 'serviceObjectNotInOrganisation');
}

/** Reads the multipart upload completely (`receiveUpload`) and parses its text fields. */
async function receiveDocuments(
  request: FastifyRequest,
): Promise<{ fields: UploadFields; files: ReceivedFile[] }> {
  const upload = await receiveUpload(request, uploadRules);
  const raw: Record<string, unknown> = {};
  for (const name of uploadFieldNames) {
    const value = upload.fields[name];
    if (name === 'documentIds') raw[name] = jsonField(request, name, value, (parsed) => parsed);
    else raw[name] = value || undefined;
  }
  const parsed = UploadFields.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      errors[field] = [
        messageFor(
          request,
          issue.code === 'invalid_type' && issue.input === undefined ? 'fieldRequired' : 'invalidValue',
        ),
      ];
    }
    throw new HttpError(422, 'validationFailed', errors);
  }
  if (upload.files.length === 0) throw new HttpError(422, 'noFilesSent');
  return { fields: parsed.data, files: upload.files };
}

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions(uploadRules));

  app.post(
    '/api/documents',
    {
      config: { permission: ['create', 'documents'] },
      schema: {
        tags: ['documents'],
        summary: 'Upload documents into a folder (multipart, at most 5 files of 10 MB)',
        response: {
          201: z.object({ data: z.array(Document) }),
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { fields, files } = await receiveDocuments(request);
      const documentIds = clientChosenIds(request, fields.documentIds, files.length, 'documentIds');
      await assertOrganisationInScope(request, fields.organisationId);
      const scope = await request.organisationScope();
      const result = await withStoredUploads(app.files, (store) =>
        runCommand(request, async ({ tx, auth, changed }) => {
          await assertOrganisationExists(request, tx, fields.organisationId);
          const folder = fields.folderId
            ? await targetFolder(request, tx, scope, fields.folderId, fields.organisationId, 'folderId')
            : null;
          if (fields.serviceObjectId) {
            await assertDeviceOfOrganisation(
              request,
              tx,
              scope,
              fields.serviceObjectId,
              fields.organisationId,
            );
            if (folder?.serviceObjectId && folder.serviceObjectId !== fields.serviceObjectId)
              throw fieldRefusal(request, 'folderId', 'folderNotOfDevice');
          }
          // A document put in a device's folder belongs to that device.
          const serviceObjectId = fields.serviceObjectId ?? folder?.serviceObjectId ?? null;
          const rows: DocumentRow[] = [];
          for (const [index, file] of files.entries()) {
            const id = documentIds?.[index] ?? uuidv7();
            const storageKey = `documents/${fields.organisationId}/${id}`;
            const [row] = await tx
              .insert(documents)
              .values({
                id,
                organisationId: fields.organisationId,
                folderId: folder?.id ?? null,
                serviceObjectId,
                name: file.name,
                contentType: file.contentType,
                sizeBytes: file.bytes.byteLength,
                storageKey,
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
                description: folder
                  ? `Document ${row.name} geüpload in map ${folder.name}`
                  : `Document ${row.name} geüpload`,
              },
              changed,
            );
            rows.push(row);
          }
          return { status: 201, body: { data: rows.map(documentToWire) } };
        }),
      );
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/api/folders',
    {
      config: { permission: ['create', 'documents'] },
      schema: {
        tags: ['documents'],
        summary: 'Create a folder with a client-chosen id (idempotent with an Idempotency-Key header)',
        body: CreateFolderBody,
        response: { 201: itemEnvelope(Folder), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertOrganisationInScope(request, body.organisationId);
      const scope = await request.organisationScope();
      const result = await runCommand(request, async ({ tx, changed }) => {
        await assertOrganisationExists(request, tx, body.organisationId);
        const parent = body.parentId
          ? await targetFolder(request, tx, scope, body.parentId, body.organisationId, 'parentId')
          : null;
        if (body.serviceObjectId)
          await assertDeviceOfOrganisation(request, tx, scope, body.serviceObjectId, body.organisationId);
        // A subfolder stays in its parent's tree: the device's folders, or the organisation's own.
        const serviceObjectId = body.serviceObjectId ?? parent?.serviceObjectId ?? null;
        if (parent && parent.serviceObjectId !== serviceObjectId)
          throw fieldRefusal(request, 'parentId', 'folderNotOfDevice');
        // Serializes creates in one parent, so two racing folders with one name cannot both pass the check.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`folders:${body.organisationId}:${serviceObjectId ?? ''}:${parent?.id ?? ''}`}))`,
        );
        const [sameName] = await tx
          .select({ id: folders.id })
          .from(folders)
          .where(
            and(
              eq(folders.organisationId, body.organisationId),
              parent ? eq(folders.parentId, parent.id) : isNull(folders.parentId),
              serviceObjectId
                ? eq(folders.serviceObjectId, serviceObjectId)
                : isNull(folders.serviceObjectId),
              eq(sql`lower(${folders.name})`, body.name.toLowerCase()),
              isNull(folders.deletedAt),
            ),
          )
          .limit(1);
        if (sameName) throw fieldRefusal(request, 'name', 'folderNameTaken');
        const [row] = await tx
          .insert(folders)
          .values({
            id: body.id,
            organisationId: body.organisationId,
            parentId: parent?.id ?? null,
            serviceObjectId,
            name: body.name,
          })
          .onConflictDoNothing({ target: folders.id })
          .returning();
        if (!row) throw new HttpError(409, 'recordIdTaken');
        changed({ collection: 'folders', organisationId: row.organisationId, id: row.id });
        return { status: 201, body: { data: folderToWire(row) } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { permission: ['delete', 'documents'] },
      schema: {
        tags: ['documents'],
        summary: 'Move a document to the bin (idempotent: a binned document stays binned)',
        params: z.object({ id: Id }),
        response: { 200: itemEnvelope(DeletedDocument), ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await request.organisationScope();
      const result = await runCommand(request, async ({ tx, changed }) => {
        const [document] = await tx
          .select()
          .from(documents)
          .where(eq(documents.id, request.params.id))
          .for('update');
        if (!document || !scopeIncludes(scope, document.organisationId)) throw new HttpError(404, 'notFound');
        if (document.orderId || document.offerId || document.inboundMessageId)
          throw new HttpError(409, 'documentOwnedByRecord');
        if (document.deletedAt) return { status: 200, body: { data: deletedToWire(document) } };
        const now = new Date();
        const [binned] = await tx
          .update(documents)
          .set({ deletedAt: now, updatedAt: now })
          .where(eq(documents.id, document.id))
          .returning();
        if (!binned) throw new HttpError(404, 'notFound');
        changed({ collection: 'documents', organisationId: binned.organisationId, id: binned.id });
        await recordActivity(
          tx,
          request,
          {
            action: 'document_deleted',
            subject: { type: 'document', id: binned.id, label: binned.name },
            organisationId: binned.organisationId,
            description: `Document ${binned.name} naar de prullenbak verplaatst`,
          },
          changed,
        );
        return { status: 200, body: { data: deletedToWire(binned) } };
      });
      return reply.code(200).send(result.body);
    },
  );

  /**
   * Restores `ids` (all inside the scope, and of `serviceObjectId` when given; 404 otherwise, and
   * nothing restored). A document that is not in the bin is answered as it is.
   */
  async function restore(request: FastifyRequest, ids: readonly string[], serviceObjectId?: string) {
    const scope = await request.organisationScope();
    return runCommand(request, async ({ tx, changed }) => {
      if (serviceObjectId) {
        const [device] = await tx
          .select({ organisationId: serviceObjects.organisationId })
          .from(serviceObjects)
          .where(and(eq(serviceObjects.id, serviceObjectId), isNull(serviceObjects.deletedAt)));
        if (!device || !scopeIncludes(scope, device.organisationId)) throw new HttpError(404, 'notFound');
      }
      const unique = [...new Set(ids)];
      const found = await tx.select().from(documents).where(inArray(documents.id, unique)).for('update');
      const byId = new Map(found.map((row) => [row.id, row]));
      const restored: DocumentRow[] = [];
      for (const id of unique) {
        const row = byId.get(id);
        if (!row || !scopeIncludes(scope, row.organisationId)) throw new HttpError(404, 'notFound');
        if (serviceObjectId && row.serviceObjectId !== serviceObjectId) throw new HttpError(404, 'notFound');
        if (!row.deletedAt) {
          restored.push(row);
          continue;
        }
        const [live] = await tx
          .update(documents)
          .set({ deletedAt: null, updatedAt: new Date() })
          .where(eq(documents.id, id))
          .returning();
        if (!live) throw new HttpError(404, 'notFound');
        changed({ collection: 'documents', organisationId: live.organisationId, id: live.id });
        await recordActivity(
          tx,
          request,
          {
            action: 'document_restored',
            subject: { type: 'document', id: live.id, label: live.name },
            organisationId: live.organisationId,
            description: `Document ${live.name} uit de prullenbak teruggezet`,
          },
          changed,
        );
        restored.push(live);
      }
      return { status: 200 as const, body: { data: restored.map(documentToWire) } };
    });
  }

  const restoreSchema = {
    tags: ['documents'],
    body: RestoreDocumentsBody,
    response: { 200: z.object({ data: z.array(Document) }), ...errorResponses },
  };

  app.post(
    '/api/documents/restore',
    {
      config: { permission: ['delete', 'documents'] },
      schema: { ...restoreSchema, summary: 'Restore documents from the bin' },
    },
    async (request, reply) => reply.code(200).send((await restore(request, request.body.ids)).body),
  );

  app.post(
    '/api/serviceobjects/:id/documents/restore',
    {
      config: { permission: ['delete', 'documents'] },
      schema: {
        ...restoreSchema,
        summary: 'Restore documents of a device from the bin',
        params: z.object({ id: Id }),
      },
    },
    async (request, reply) =>
      reply.code(200).send((await restore(request, request.body.ids, request.params.id)).body),
  );

  app.get(
    '/api/documents/deleted',
    {
      config: { permission: ['view', 'documents'] },
      schema: {
        tags: ['documents'],
        summary: 'The bin: deleted documents, newest deletion first',
        querystring: DeletedDocumentListQuery,
        response: { 200: listEnvelope(DeletedDocument), 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const query = request.query;
      const scope = await request.organisationScope();
      const def = collectionByName('documents');
      if (!def) throw new Error('the documents collection is not registered');
      const perPage = pageSize(def, query);
      const conditions: SQL[] = [isNotNull(documents.deletedAt)];
      if (scope.kind === 'some') conditions.push(inArray(documents.organisationId, [...scope.ids]));
      if (query.organizationId) conditions.push(eq(documents.organisationId, query.organizationId));
      if (query.serviceobjectid) conditions.push(eq(documents.serviceObjectId, query.serviceobjectid));
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        app.db
          .select()
          .from(documents)
          .where(where)
          .orderBy(desc(documents.deletedAt), desc(documents.id))
          .limit(perPage)
          .offset((query.page - 1) * perPage),
        app.db.select({ total: count() }).from(documents).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      return {
        data: rows.map(deletedToWire),
        meta: { pagination: { page: query.page, perPage, total, totalPages: Math.ceil(total / perPage) } },
      };
    },
  );
};

export default documentRoutes;
