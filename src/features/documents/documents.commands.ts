/**
 * Document and folder writes as commands: each local change and its outbox entry
 * commit in one Dexie transaction, the changed rows show at once marked "not sent yet", and the
 * request names the ids chosen here, so a resent request touches the same records and the server
 * applies it once.
 */
import type { CreateFolderBody, DeletedDocument, Document, Folder } from '../../api/contract/documents';
import type { PortalDatabase } from '../../db/portal-database';
import { uuidv7 } from '../../lib/uuid';
import { runLocalCommand } from '../../sync/local-command';

export interface DocumentTarget {
  organisationId: string;
  /** The folder the files go into; null for none. */
  folderId: string | null;
  /** The device the files belong to; null for none. */
  serviceObjectId: string | null;
}

/**
 * Stores the files as pending documents and queues ONE multipart upload (`POST /api/documents`)
 * with the ids chosen here (`documentIds`), so the documents keep their id on the server. `add`
 * semantics: the ids are new, so two devices uploading offline never collide. The files wait in
 * IndexedDB as blobs until the server has them. The caller has checked the upload limits.
 */
export async function uploadDocuments(
  db: PortalDatabase,
  userId: string,
  target: DocumentTarget,
  files: readonly File[],
  summary: string,
): Promise<Document[]> {
  const now = new Date().toISOString();
  const documents: Document[] = files.map((file) => ({
    id: uuidv7(),
    organisationId: target.organisationId,
    folderId: target.folderId,
    name: file.name,
    contentType: file.type || 'application/octet-stream',
    sizeBytes: file.size,
    orderId: null,
    offerId: null,
    serviceObjectId: target.serviceObjectId,
    inboundMessageId: null,
    uploadedByUserId: userId,
    createdAt: now,
    updatedAt: now,
  }));
  const fields: Record<string, string> = {
    organisationId: target.organisationId,
    documentIds: JSON.stringify(documents.map((document) => document.id)),
  };
  if (target.folderId) fields.folderId = target.folderId;
  if (target.serviceObjectId) fields.serviceObjectId = target.serviceObjectId;
  await runLocalCommand(db, userId, {
    command: 'uploadDocuments',
    summary,
    request: {
      method: 'post',
      path: 'documents',
      fields,
      files: files.map((file) => ({ field: 'files[]', name: file.name, type: file.type, blob: file })),
    },
    effects: documents.map((document) => ({
      collection: 'documents',
      id: document.id,
      change: { kind: 'put', record: document },
    })),
  });
  return documents;
}

export interface NewFolder {
  organisationId: string;
  parentId: string | null;
  serviceObjectId: string | null;
  name: string;
}

/** Stores the folder locally and queues its creation (`POST /api/folders`) with its new id. */
export async function createFolder(
  db: PortalDatabase,
  userId: string,
  input: NewFolder,
  summary: string,
): Promise<Folder> {
  const now = new Date().toISOString();
  const body: CreateFolderBody = {
    id: uuidv7(),
    organisationId: input.organisationId,
    name: input.name.trim(),
    ...(input.parentId ? { parentId: input.parentId } : {}),
    ...(input.serviceObjectId ? { serviceObjectId: input.serviceObjectId } : {}),
  };
  const folder: Folder = {
    id: body.id,
    organisationId: input.organisationId,
    parentId: input.parentId,
    serviceObjectId: input.serviceObjectId,
    name: body.name,
    createdAt: now,
    updatedAt: now,
  };
  await runLocalCommand(db, userId, {
    command: 'createFolder',
    summary,
    request: { method: 'post', path: 'folders', json: body },
    effects: [{ collection: 'folders', id: folder.id, change: { kind: 'put', record: folder } }],
  });
  return folder;
}

/**
 * Moves a document to the bin (`DELETE /api/documents/{id}`): it leaves the local list at once.
 * Safe to repeat: the server answers a binned document as binned. Discarding a refused entry puts
 * the row back.
 */
export async function deleteDocument(
  db: PortalDatabase,
  userId: string,
  documentId: string,
  summary: string,
): Promise<void> {
  await runLocalCommand(db, userId, {
    command: 'deleteDocument',
    summary,
    request: { method: 'delete', path: `documents/${documentId}` },
    effects: [{ collection: 'documents', id: documentId, change: { kind: 'delete' } }],
  });
}

/**
 * Takes documents out of the bin: they show in their folder at once (pending) and the restore is
 * queued, through the device's route when `serviceObjectId` is given. The bin is read online, so
 * the caller holds the binned documents it restores.
 */
export async function restoreDocuments(
  db: PortalDatabase,
  userId: string,
  documents: readonly DeletedDocument[],
  serviceObjectId: string | null,
  summary: string,
): Promise<void> {
  const now = new Date().toISOString();
  await runLocalCommand(db, userId, {
    command: 'restoreDocuments',
    summary,
    request: {
      method: 'post',
      path: serviceObjectId ? `serviceobjects/${serviceObjectId}/documents/restore` : 'documents/restore',
      json: { ids: documents.map((document) => document.id) },
    },
    effects: documents.map(({ deletedAt: _deletedAt, ...document }) => ({
      collection: 'documents',
      id: document.id,
      change: { kind: 'put', record: { ...document, updatedAt: now } },
    })),
  });
}
