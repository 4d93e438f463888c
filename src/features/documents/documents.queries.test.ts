import { describe, expect, it } from 'vitest';
import type { Document, Folder } from '../../api/contract/documents';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { uploadDocuments } from './documents.commands';
import { loadLibrary, pendingFileOf } from './documents.queries';

const userId = '0190a000-0000-7000-8000-0000000000a1';
const organisationId = '0190a000-0000-7000-8000-0000000000b1';
const otherOrganisationId = '0190a000-0000-7000-8000-0000000000b2';
const deviceId = '0190a000-0000-7000-8000-0000000000d1';
const stamp = '2026-01-01T10:00:00.000Z';

function folder(id: string, overrides: Partial<Folder> = {}): Folder {
  return {
    id,
    organisationId,
    parentId: null,
    serviceObjectId: null,
    name: id,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

function document(id: string, overrides: Partial<Document> = {}): Document {
  return {
    id,
    organisationId,
    folderId: null,
    name: `${id}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 10,
    orderId: null,
    offerId: null,
    serviceObjectId: null,
    inboundMessageId: null,
    uploadedByUserId: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

describe('loadLibrary', () => {
  it("gives an organisation's own folders and documents, leaving out device folders, message attachments and other organisations", async () => {
    const db = freshDatabase();
    await db
      .records('folders')
      .bulkPut([
        folder('org-folder'),
        folder('device-folder', { serviceObjectId: deviceId }),
        folder('other-folder', { organisationId: otherOrganisationId }),
      ]);
    await db
      .records('documents')
      .bulkPut([
        document('plain'),
        document('attachment', { inboundMessageId: '0190a000-0000-7000-8000-0000000000f1' }),
        document('of-device', { serviceObjectId: deviceId, folderId: 'device-folder' }),
        document('elsewhere', { organisationId: otherOrganisationId }),
      ]);

    const library = await loadLibrary(db, { kind: 'organisations', organisationIds: [organisationId] });

    expect(library.folders.map((row) => row.id)).toEqual(['org-folder']);
    expect(library.documents.map((row) => row.id).sort()).toEqual(['of-device', 'plain']);
  });

  it("gives a device's own folders and every document of the device", async () => {
    const db = freshDatabase();
    await db
      .records('folders')
      .bulkPut([folder('org-folder'), folder('device-folder', { serviceObjectId: deviceId })]);
    await db
      .records('documents')
      .bulkPut([
        document('plain'),
        document('report', { serviceObjectId: deviceId, folderId: 'org-folder' }),
      ]);

    const library = await loadLibrary(db, { kind: 'device', deviceId });

    expect(library.folders.map((row) => row.id)).toEqual(['device-folder']);
    expect(library.documents.map((row) => row.id)).toEqual(['report']);
  });
});

describe('pendingFileOf', () => {
  it('finds the file of a document whose upload still waits, and nothing for a sent one', async () => {
    const db = freshDatabase();
    const files = [
      new File(['%PDF-1.7 a'], 'a.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.7 bb'], 'b.pdf', { type: 'application/pdf' }),
    ];
    const [, second] = await uploadDocuments(
      db,
      userId,
      { organisationId, folderId: null, serviceObjectId: null },
      files,
      'Uploaden',
    );

    const blob = await pendingFileOf(db, second!.id);

    expect(blob?.size).toBe(files[1]!.size);
    expect(await pendingFileOf(db, '0190a000-0000-7000-8000-0000000000e9')).toBeNull();
  });
});
