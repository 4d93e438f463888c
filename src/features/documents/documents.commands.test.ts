import { describe, expect, it } from 'vitest';
import { CreateFolderBody, Document, Folder, RestoreDocumentsBody } from '../../api/contract/documents';
import { discardEntry } from '../../sync/outbox-actions';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { createFolder, deleteDocument, restoreDocuments, uploadDocuments } from './documents.commands';

const userId = '0190a000-0000-7000-8000-0000000000a1';
const organisationId = '0190a000-0000-7000-8000-0000000000b1';
const folderId = '0190a000-0000-7000-8000-0000000000c1';
const deviceId = '0190a000-0000-7000-8000-0000000000d1';

function storedDocument(id: string): Document {
  return {
    id,
    organisationId,
    folderId,
    name: 'keuring.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1200,
    orderId: null,
    offerId: null,
    serviceObjectId: null,
    inboundMessageId: null,
    uploadedByUserId: userId,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

describe('uploadDocuments', () => {
  it('shows the files as pending documents and queues one multipart upload with their ids and blobs', async () => {
    const db = freshDatabase();
    const files = [
      new File(['%PDF-1.7'], 'keuring.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array([0x89, 0x50])], 'foto.png', { type: 'image/png' }),
    ];

    const documents = await uploadDocuments(
      db,
      userId,
      { organisationId, folderId, serviceObjectId: deviceId },
      files,
      'Uploaden: 2 bestanden',
    );

    expect(documents.map((document) => Document.parse(document).name)).toEqual(['keuring.pdf', 'foto.png']);
    const stored = await db.records('documents').toArray();
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.syncPending === 1 && row.folderId === folderId)).toBe(true);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      command: 'uploadDocuments',
      request: {
        method: 'post',
        path: 'documents',
        fields: { organisationId, folderId, serviceObjectId: deviceId },
      },
    });
    expect(JSON.parse(entry!.request.fields!.documentIds!)).toEqual(documents.map((document) => document.id));
    expect(entry!.request.files!.map((file) => [file.field, file.name, file.blob.size])).toEqual([
      ['files[]', 'keuring.pdf', 8],
      ['files[]', 'foto.png', 2],
    ]);
  });

  it('leaves folder and device out of the request when there are none', async () => {
    const db = freshDatabase();

    await uploadDocuments(
      db,
      userId,
      { organisationId, folderId: null, serviceObjectId: null },
      [new File(['%PDF-1.7'], 'los.pdf', { type: 'application/pdf' })],
      'Uploaden',
    );

    const [entry] = await db.outbox.toArray();
    expect(Object.keys(entry!.request.fields!).sort()).toEqual(['documentIds', 'organisationId']);
  });
});

describe('createFolder', () => {
  it('stores the folder as pending and queues a body the server contract accepts', async () => {
    const db = freshDatabase();

    const folder = await createFolder(
      db,
      userId,
      { organisationId, parentId: folderId, serviceObjectId: null, name: '  Keuringen  ' },
      'Map: Keuringen',
    );

    expect(Folder.parse(folder)).toMatchObject({ name: 'Keuringen', parentId: folderId });
    expect(await db.records('folders').get(folder.id)).toMatchObject({ syncPending: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry!.request).toMatchObject({ method: 'post', path: 'folders' });
    expect(CreateFolderBody.parse(entry!.request.json)).toEqual({
      id: folder.id,
      organisationId,
      parentId: folderId,
      name: 'Keuringen',
    });
  });
});

describe('deleteDocument and restoreDocuments', () => {
  it('removes the document at once, and discarding the refused delete brings it back', async () => {
    const db = freshDatabase();
    const document = storedDocument('0190a000-0000-7000-8000-0000000000e1');
    await db.records('documents').put(document);

    await deleteDocument(db, userId, document.id, 'Verwijderd: keuring.pdf');

    expect(await db.records('documents').get(document.id)).toBeUndefined();
    const [entry] = await db.outbox.toArray();
    expect(entry!.request).toEqual({ method: 'delete', path: `documents/${document.id}` });
    await discardEntry(db, entry!.seq!);
    expect(await db.records('documents').get(document.id)).toMatchObject({ name: 'keuring.pdf' });
  });

  it("puts restored documents back as pending and queues the restore, through the device's route for a device", async () => {
    const db = freshDatabase();
    const binned = {
      ...storedDocument('0190a000-0000-7000-8000-0000000000e2'),
      deletedAt: '2026-02-01T00:00:00.000Z',
    };

    await restoreDocuments(db, userId, [binned], deviceId, 'Teruggezet: keuring.pdf');

    const row = await db.records('documents').get(binned.id);
    expect(row).toMatchObject({ name: 'keuring.pdf', syncPending: 1 });
    expect(row).not.toHaveProperty('deletedAt');
    const [entry] = await db.outbox.toArray();
    expect(entry!.request.path).toBe(`serviceobjects/${deviceId}/documents/restore`);
    expect(RestoreDocumentsBody.parse(entry!.request.json)).toEqual({ ids: [binned.id] });
  });
});
