/**
 * Folders (a tree per organisation, optionally per device) and documents. The file of a document is
 * served at `documents/{id}/download`; deleted documents stay restorable (`documents/restore`).
 */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord } from './common';

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
