/**
 * Folders (a tree per organisation, optionally per device) and documents. The file of a document is
 * served at `documents/{id}/download`; deleted documents stay restorable (`documents/restore`).
 */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord, PlainListQuery, Timestamp } from './common';

export const Folder = OrganisationRecord.extend({
  parentId: Id.nullable(),
  serviceObjectId: Id.nullable(),
  name: z.string(),
});
export type Folder = z.infer<typeof Folder>;

export const Document = OrganisationRecord.extend({
  folderId: Id.nullable(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  orderId: Id.nullable(),
  offerId: Id.nullable(),
  serviceObjectId: Id.nullable(),
  inboundMessageId: Id.nullable(),
  uploadedByUserId: Id.nullable(),
});
export type Document = z.infer<typeof Document>;

export const DocumentListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  folderId: Id.optional(),
  orderId: Id.optional(),
  offerId: Id.optional(),
  serviceobjectid: Id.optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;

export const FolderListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  parentId: Id.optional(),
  serviceobjectid: Id.optional(),
});
export type FolderListQuery = z.infer<typeof FolderListQuery>;

/** `POST /api/folders`: a folder made by the client, offline too, with the id it chose. */
export const CreateFolderBody = z.strictObject({
  id: Id,
  organisationId: Id,
  parentId: Id.optional(),
  serviceObjectId: Id.optional(),
  name: z.string().trim().min(1).max(120),
});
export type CreateFolderBody = z.infer<typeof CreateFolderBody>;

/** `POST /api/documents/restore` (and `serviceobjects/{id}/documents/restore`): documents back from the bin. */
export const RestoreDocumentsBody = z.strictObject({ ids: z.array(Id).min(1).max(100) });
export type RestoreDocumentsBody = z.infer<typeof RestoreDocumentsBody>;

/** A document in the bin, as `GET /api/documents/deleted` lists it. */
export const DeletedDocument = Document.extend({ deletedAt: Timestamp });
export type DeletedDocument = z.infer<typeof DeletedDocument>;

/** `GET /api/documents/deleted`: the bin, newest deletion first. It has no change reads. */
export const DeletedDocumentListQuery = PlainListQuery.extend({
  organizationId: Id.optional(),
  serviceobjectid: Id.optional(),
});
export type DeletedDocumentListQuery = z.infer<typeof DeletedDocumentListQuery>;
