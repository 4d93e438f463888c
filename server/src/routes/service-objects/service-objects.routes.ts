/**
 * Device writes (seed-spec §7), each a command through `runCommand` (one transaction, an
 * `Idempotency-Key` makes a resent outbox entry take effect once, realtime hints after the commit):
 *
 * - `POST /api/serviceobjects/{id}/memo/add {text}` appends one dated note (`YYYY-MM-DD Name: text`,
 *   `appendMemoNote` of the contract) to the memo, so notes two technicians wrote offline both
 *   survive; `PUT /api/serviceobjects/{id}/memo/update {memo}` replaces the memo (empty clears it).
 *   The memo holds at most `serviceObjectMemoMaxLength` characters (422 on the field beyond).
 * - `PUT /api/serviceobjects/{id}/type/{typeId}` changes the device type (422 on `typeId` for an
 *   unknown type). The device keeps its own checklist interval: a type's interval is only the
 *   default for new devices.
 * - `POST /api/serviceobjects/{id}/photos` (multipart `files[]` and a JSON field `photos` with
 *   `{id, photoTypeId}` per file, in order): product.md §7, at most 10 files of 2 MB (413 beyond),
 *   JPEG, PNG or WebP by their first bytes (415 otherwise), named by that type. The files are read
 *   completely before the command starts (`receiveUpload`), so a refused upload opens no transaction
 *   and stores nothing; its idempotency fingerprint covers the files' contents. Each photo leaves
 *   one entry in the activity log, in the command's transaction.
 * - `GET /api/serviceobjects/photos/{id}` serves a photo's image (inline, `nosniff`, never cached).
 *
 * Every write needs `update serviceobjects`, reading a photo `view serviceobjects` (403 otherwise, by
 * the permission hook). A device or photo outside the caller's organisations answers 404, exactly like
 * one that does not exist. The answers carry the changed records in `data`, as the collection
 * registry serves them, so the outbox settles the local rows with the server's version.
 */
import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id, itemEnvelope } from '../../../../src/api/contract/common';
import {
  AddServiceObjectMemoBody,
  appendMemoNote,
  ServiceObject,
  ServiceObjectPhoto,
  ServiceObjectPhotoUploadItem,
  serviceObjectMemoMaxLength,
  UpdateServiceObjectMemoBody,
} from '../../../../src/api/contract/service-objects';
import { photoUploadLimits } from '../../../../src/lib/upload-limits';
import { recordActivity } from '../../activity/record-activity';
import { runCommand } from '../../commands/run-command';
import type { Transaction } from '../../db/client';
import { recordToWire } from '../../db/collections';
import {
  photoTypes,
  serviceObjectPhotos,
  serviceObjects,
  serviceObjectTypes,
  users,
} from '../../db/schema/index';
import {
  jsonField,
  multipartOptions,
  receiveUpload,
  withStoredUploads,
  type UploadRules,
} from '../../files/multipart-upload';
import { fieldRefusal, HttpError } from '../../plugins/http-error';
import { scopeIncludes } from '../../plugins/scoping.plugin';
import { lockDevice, type DeviceRow } from './lock-device';
import { sendFile } from '../../files/send-file';
import { dutchDay } from '../../../../src/lib/dutch-day';
import { binaryResponse } from '../../files/binary-response';

const DeviceParams = z.object({ id: Id });
const errorResponses = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const PhotoItems = z.array(ServiceObjectPhotoUploadItem).min(1).max(photoUploadLimits.maxFiles);
const photoUploadRules: UploadRules = {
  limits: photoUploadLimits,
  fieldNames: ['photos'],
  fallbackName: 'foto',
};

const serviceObjectRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions(photoUploadRules));

  /** Saves the device with `changes`, announces it and answers it as the registry serves it. */
  async function saveDevice(
    tx: Transaction,
    changed: (change: { collection: string; organisationId: string | null; id: string }) => void,
    id: string,
    changes: Partial<Pick<DeviceRow, 'memo' | 'typeId'>>,
  ) {
    const [updated] = await tx
      .update(serviceObjects)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(serviceObjects.id, id))
      .returning();
    if (!updated) throw new HttpError(404, 'notFound');
    changed({ collection: 'serviceObjects', organisationId: updated.organisationId, id: updated.id });
    return { status: 200 as const, body: { data: recordToWire<ServiceObject>('serviceObjects', updated) } };
  }

  app.post(
    '/api/serviceobjects/:id/memo/add',
    {
      config: { permission: ['update', 'serviceobjects'] },
      schema: {
        tags: ['serviceobjects'],
        summary: 'Add a dated note to the memo of a device (idempotent with an Idempotency-Key header)',
        params: DeviceParams,
        body: AddServiceObjectMemoBody,
        response: { 200: itemEnvelope(ServiceObject), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        const device = await lockDevice(request, tx, id);
        const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, auth.user.id));
        const memo = appendMemoNote(device.memo, {
          date: dutchDay(new Date()),
          author: author?.name ?? '',
          text: request.body.text,
        });
        if (memo.length > serviceObjectMemoMaxLength) throw fieldRefusal(request, 'text', 'fieldTooLong');
        return saveDevice(tx, changed, id, { memo });
      });
      return reply.code(200).send(result.body);
    },
  );

  app.put(
    '/api/serviceobjects/:id/memo/update',
    {
      config: { permission: ['update', 'serviceobjects'] },
      schema: {
        tags: ['serviceobjects'],
        summary: 'Replace the memo of a device; an empty memo clears it (idempotent with an Idempotency-Key)',
        params: DeviceParams,
        body: UpdateServiceObjectMemoBody,
        response: { 200: itemEnvelope(ServiceObject), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const memo = request.body.memo.trim();
      const result = await runCommand(request, async ({ tx, changed }) => {
        await lockDevice(request, tx, id);
        return saveDevice(tx, changed, id, { memo: memo || null });
      });
      return reply.code(200).send(result.body);
    },
  );

  app.put(
    '/api/serviceobjects/:id/type/:typeId',
    {
      config: { permission: ['update', 'serviceobjects'] },
      schema: {
        tags: ['serviceobjects'],
        summary: 'Change the type of a device (idempotent with an Idempotency-Key header)',
        params: z.object({ id: Id, typeId: Id }),
        response: { 200: itemEnvelope(ServiceObject), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, typeId } = request.params;
      const result = await runCommand(request, async ({ tx, changed }) => {
        await lockDevice(request, tx, id);
        const [type] = await tx
          .select({ id: serviceObjectTypes.id })
          .from(serviceObjectTypes)
          .where(and(eq(serviceObjectTypes.id, typeId), isNull(serviceObjectTypes.deletedAt)));
        if (!type) throw fieldRefusal(request, 'typeId', 'invalidValue');
        return saveDevice(tx, changed, id, { typeId });
      });
      return reply.code(200).send(result.body);
    },
  );

  app.post(
    '/api/serviceobjects/:id/photos',
    {
      config: { permission: ['update', 'serviceobjects'] },
      schema: {
        tags: ['serviceobjects'],
        summary:
          'Add photos to a device (multipart files[] plus a JSON field photos: [{id, photoTypeId}] per file; at most 10 of 2 MB, JPEG/PNG/WebP)',
        params: DeviceParams,
        response: {
          201: z.object({ data: z.array(ServiceObjectPhoto) }),
          ...errorResponses,
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, photoUploadRules);
      const files = upload.files;
      const items = jsonField(
        request,
        'photos',
        upload.fields.photos,
        (value) => PhotoItems.safeParse(value).data,
      );
      if (files.length === 0) throw new HttpError(422, 'noFilesSent');
      if (items === undefined) throw fieldRefusal(request, 'photos', 'fieldRequired');
      const photos = items;
      if (photos.length !== files.length || new Set(photos.map((photo) => photo.id)).size !== photos.length) {
        throw fieldRefusal(request, 'photos', 'invalidValue');
      }

      const deviceId = request.params.id;
      const result = await withStoredUploads(app.files, (store) =>
        runCommand(request, async ({ tx, auth, changed }) => {
          const device = await lockDevice(request, tx, deviceId);
          const knownTypes = new Set(
            (await tx.select({ id: photoTypes.id }).from(photoTypes).where(isNull(photoTypes.deletedAt))).map(
              (type) => type.id,
            ),
          );
          const unknownType = photos.findIndex((photo) => !knownTypes.has(photo.photoTypeId));
          if (unknownType >= 0)
            throw fieldRefusal(request, `photos.${unknownType}.photoTypeId`, 'invalidValue');
          const rows = [];
          for (const [index, file] of files.entries()) {
            const { id, photoTypeId } = photos[index]!;
            const storageKey = `serviceobjects/${device.id}/photos/${id}`;
            const [row] = await tx
              .insert(serviceObjectPhotos)
              .values({
                id,
                organisationId: device.organisationId,
                serviceObjectId: device.id,
                photoTypeId,
                fileName: file.name,
                storageKey,
                contentType: file.contentType,
                sizeBytes: file.bytes.byteLength,
                uploadedByUserId: auth.user.id,
              })
              .onConflictDoNothing({ target: serviceObjectPhotos.id })
              .returning();
            if (!row) throw new HttpError(409, 'recordIdTaken');
            // Stored only once the id is ours, so a taken id never overwrites another photo's bytes.
            await store(storageKey, file);
            changed({ collection: 'serviceObjectPhotos', organisationId: row.organisationId, id: row.id });
            await recordActivity(
              tx,
              request,
              {
                action: 'photo_uploaded',
                subject: { type: 'photo', id: row.id, label: row.fileName },
                organisationId: row.organisationId,
                description: `Foto ${row.fileName} toegevoegd aan installatie ${device.number} ${device.name}`,
              },
              changed,
            );
            rows.push(recordToWire<ServiceObjectPhoto>('serviceObjectPhotos', row));
          }
          return { status: 201 as const, body: { data: rows } };
        }),
      );
      return reply.code(result.status).send(result.body);
    },
  );

  app.get(
    '/api/serviceobjects/photos/:id',
    {
      config: { permission: ['view', 'serviceobjects'] },
      schema: {
        tags: ['serviceobjects'],
        summary: 'The image of a device photo',
        params: z.strictObject({ id: Id }),
        response: {
          200: binaryResponse('The image bytes', ['image/jpeg', 'image/png', 'image/webp']),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const [photo] = await app.db
        .select({
          organisationId: serviceObjectPhotos.organisationId,
          fileName: serviceObjectPhotos.fileName,
          contentType: serviceObjectPhotos.contentType,
          storageKey: serviceObjectPhotos.storageKey,
        })
        .from(serviceObjectPhotos)
        .where(and(eq(serviceObjectPhotos.id, request.params.id), isNull(serviceObjectPhotos.deletedAt)))
        .limit(1);
      if (!photo || !scopeIncludes(await request.organisationScope(), photo.organisationId)) {
        throw new HttpError(404, 'notFound');
      }
      const stored = await app.files.get(photo.storageKey);
      if (!stored) throw new HttpError(404, 'fileMissing');
      return sendFile(reply, {
        body: stored.stream,
        size: stored.size,
        contentType: photo.contentType,
        fileName: photo.fileName,
        disposition: 'inline',
      });
    },
  );
};

export default serviceObjectRoutes;
