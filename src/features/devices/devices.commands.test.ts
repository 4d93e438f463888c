import { describe, expect, it } from 'vitest';
import {
  CreateLogbookEntryBody,
  RefrigerantLogbookEntry,
  type CreateLogbookEntryBody as LogbookBody,
} from '../../api/contract/refrigerant';
import {
  AddServiceObjectMemoBody,
  ServiceObjectPhoto,
  ServiceObjectPhotoUploadItem,
  UpdateServiceObjectMemoBody,
  type ServiceObject,
} from '../../api/contract/service-objects';
import type { PortalDatabase } from '../../db/portal-database';
import { acknowledgeEntry } from '../../sync/outbox-sender';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import {
  addDeviceMemoNote,
  addDevicePhotos,
  addLogbookEntry,
  changeDeviceType,
  deviceCommands,
  deviceCommandState,
  pendingPhotoBlobs,
  updateDeviceMemo,
} from './devices.commands';
import { loadPendingPhotoBlobs } from './device-writes.queries';
import { loadDeviceRows } from './devices.queries';

const userId = '0190a000-0000-7000-8000-0000000000a1';
const deviceId = '0190a000-0000-7000-8000-0000000000d1';
const organisationId = '0190a000-0000-7000-8000-0000000000b1';
const photoTypeId = '0190a000-0000-7000-8000-0000000000f1';

const device: ServiceObject = {
  id: deviceId,
  organisationId,
  number: 'SO-000001',
  name: 'Koelcel bakkerij',
  typeId: '0190a000-0000-7000-8000-0000000000e1',
  brand: null,
  model: null,
  serialNumber: null,
  location: null,
  room: null,
  installationDate: null,
  decommissionedDate: null,
  coolingCapacityKw: null,
  refrigerant: 'R449A',
  chargeKg: 12,
  co2EqTonnes: null,
  hermeticallySealed: false,
  leakDetectionSystem: false,
  publicId: 'abc',
  memo: 'Sleutel bij de receptie.',
  checklistIntervalMonths: 12,
  lastChecklistDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function databaseWithDevice(): Promise<PortalDatabase> {
  const db = freshDatabase();
  await db.records('serviceObjects').put(device);
  return db;
}

describe('addDeviceMemoNote', () => {
  it('shows the dated note below the memo at once and queues only the note, which the contract accepts', async () => {
    const db = await databaseWithDevice();

    await addDeviceMemoNote(
      db,
      { id: userId, name: 'Sander Visser' },
      device,
      '  Deur klemt  ',
      'Memo-notitie bij SO-000001',
      new Date('2026-11-22T10:00:00Z'),
    );

    expect(await db.records('serviceObjects').get(deviceId)).toMatchObject({
      memo: 'Sleutel bij de receptie.\n2026-11-22 Sander Visser: Deur klemt',
      syncPending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      command: 'addDeviceMemoNote',
      state: 'pending',
      request: { method: 'post', path: `serviceobjects/${deviceId}/memo/add` },
    });
    expect(AddServiceObjectMemoBody.parse(entry!.request.json)).toEqual({ text: 'Deur klemt' });
  });

  it('takes the server’s memo when the server acknowledges the note', async () => {
    const db = await databaseWithDevice();
    const entry = await addDeviceMemoNote(
      db,
      { id: userId, name: 'Sander Visser' },
      device,
      'Deur klemt',
      'x',
    );
    const served = { ...device, memo: 'Zoals de server hem bewaarde', updatedAt: '2099-01-01T00:00:00.000Z' };

    await acknowledgeEntry(db, entry, { data: served });

    const stored = await db.records('serviceObjects').get(deviceId);
    expect(stored).toMatchObject({ memo: 'Zoals de server hem bewaarde' });
    expect(stored?.syncPending).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('updateDeviceMemo', () => {
  it('replaces the memo, and an empty memo clears it locally and on the wire', async () => {
    const db = await databaseWithDevice();

    await updateDeviceMemo(db, userId, deviceId, '  Achteringang  ', 'Memo gewijzigd');
    expect((await db.records('serviceObjects').get(deviceId))?.memo).toBe('Achteringang');
    await updateDeviceMemo(db, userId, deviceId, '   ', 'Memo gewijzigd');

    expect((await db.records('serviceObjects').get(deviceId))?.memo).toBeNull();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => UpdateServiceObjectMemoBody.parse(entry.request.json))).toEqual([
      { memo: 'Achteringang' },
      { memo: '' },
    ]);
    expect(entries[0]!.request).toMatchObject({
      method: 'put',
      path: `serviceobjects/${deviceId}/memo/update`,
    });
  });
});

describe('changeDeviceType', () => {
  it('shows the new type at once and queues the type change', async () => {
    const db = await databaseWithDevice();
    const typeId = '0190a000-0000-7000-8000-0000000000e2';

    await changeDeviceType(db, userId, deviceId, typeId, 'Type gewijzigd');

    expect(await db.records('serviceObjects').get(deviceId)).toMatchObject({ typeId, syncPending: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry!.request).toEqual({ method: 'put', path: `serviceobjects/${deviceId}/type/${typeId}` });
  });
});

describe('addDevicePhotos', () => {
  it('stores the photos as pending records and queues their upload with the blobs, ids and photo type', async () => {
    const db = await databaseWithDevice();
    const blobs = [
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    ];

    const photos = await addDevicePhotos(
      db,
      userId,
      device,
      photoTypeId,
      [
        { blob: blobs[0]!, name: 'typeplaat.png', type: 'image/png' },
        { blob: blobs[1]!, name: 'schade.jpg', type: 'image/jpeg' },
      ],
      '2 foto’s bij SO-000001',
    );

    expect(photos.map((photo) => ServiceObjectPhoto.parse(photo))).toHaveLength(2);
    expect(await db.records('serviceObjectPhotos').get(photos[0]!.id)).toMatchObject({
      serviceObjectId: deviceId,
      organisationId,
      photoTypeId,
      fileName: 'typeplaat.png',
      sizeBytes: 4,
      syncPending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry!.request).toMatchObject({ method: 'post', path: `serviceobjects/${deviceId}/photos` });
    const items = ServiceObjectPhotoUploadItem.array().parse(JSON.parse(entry!.request.fields!.photos!));
    expect(items).toEqual(photos.map((photo) => ({ id: photo.id, photoTypeId })));
    expect(entry!.request.files?.map((file) => [file.field, file.name, file.type])).toEqual([
      ['files[]', 'typeplaat.png', 'image/png'],
      ['files[]', 'schade.jpg', 'image/jpeg'],
    ]);

    const waiting = await loadPendingPhotoBlobs(db, deviceId);
    expect([...waiting.keys()]).toEqual(photos.map((photo) => photo.id));
    expect(waiting.get(photos[1]!.id)?.size).toBe(3);
  });

  it('no longer finds a photo’s image in the outbox once the server has it', async () => {
    const db = await databaseWithDevice();
    await addDevicePhotos(
      db,
      userId,
      device,
      photoTypeId,
      [{ blob: new Blob(['x']), name: 'a.png', type: 'image/png' }],
      'x',
    );
    const [entry] = await db.outbox.toArray();

    await acknowledgeEntry(db, entry!, { data: [] });

    expect((await loadPendingPhotoBlobs(db, deviceId)).size).toBe(0);
    const [photo] = await db.records('serviceObjectPhotos').toArray();
    expect(photo?.syncPending).toBeUndefined();
  });
});

describe('pendingPhotoBlobs', () => {
  it('ignores other commands and unreadable photo lists', async () => {
    const db = await databaseWithDevice();
    await updateDeviceMemo(db, userId, deviceId, 'x', 'x');
    const [memoEntry] = await db.outbox.toArray();
    const broken = {
      ...memoEntry!,
      command: 'addDevicePhotos',
      request: { ...memoEntry!.request, fields: { photos: '{' } },
    };

    expect(pendingPhotoBlobs([memoEntry!, broken]).size).toBe(0);
  });
});

describe('deviceCommandState', () => {
  it('tells the state of one kind of change only, a refusal before a waiting change', async () => {
    const db = await databaseWithDevice();
    await changeDeviceType(db, userId, deviceId, '0190a000-0000-7000-8000-0000000000e2', 'Type');
    expect(deviceCommandState(await db.outbox.toArray(), deviceCommands.memo)).toBeNull();

    await updateDeviceMemo(db, userId, deviceId, 'Eerste', 'Memo');
    const [, first] = await db.outbox.orderBy('seq').toArray();
    await db.outbox.update(first!.seq!, {
      state: 'rejected',
      lastError: { status: 403, message: 'Je hebt geen toestemming voor deze actie.' },
    });
    await updateDeviceMemo(db, userId, deviceId, 'Tweede', 'Memo');

    expect(deviceCommandState(await db.outbox.toArray(), deviceCommands.memo)).toEqual({
      state: 'rejected',
      message: 'Je hebt geen toestemming voor deze actie.',
      seq: first!.seq,
    });
    expect(deviceCommandState(await db.outbox.toArray(), deviceCommands.type)).toMatchObject({
      state: 'pending',
    });
  });
});

describe('addLogbookEntry', () => {
  const who = {
    technicianName: 'Sander Visser',
    technicianCertificateNumber: 'KMT-123',
    companyName: 'Koeltechniek Noord',
    companyCertificateNumber: 'STEK-9',
  };
  const entryId = (n: number) => `0190a000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`;
  const write = (db: PortalDatabase, body: LogbookBody) =>
    addLogbookEntry(db, { id: userId }, device, body, 'Logboekregel bij SO-000001');

  it('stores the entry as a pending record and queues it in the same transaction, as the contract accepts it', async () => {
    const db = await databaseWithDevice();
    const body: LogbookBody = {
      id: entryId(1),
      kind: 'leak_check',
      performedAt: '2026-11-22T09:30:00.000Z',
      leakCheckResult: 'leak_found',
      leakLocation: 'Persleiding bij de compressor',
      ...who,
    };

    const entry = await write(db, body);

    expect(RefrigerantLogbookEntry.parse(entry)).toEqual(entry);
    expect(await db.records('refrigerantLogbookEntries').get(entryId(1))).toMatchObject({
      organisationId,
      serviceObjectId: deviceId,
      refrigerant: 'R449A',
      quantityKg: null,
      leakCheckResult: 'leak_found',
      leakLocation: 'Persleiding bij de compressor',
      companyName: 'Koeltechniek Noord',
      recordedByUserId: userId,
      syncPending: 1,
    });
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      command: 'addLogbookEntry',
      state: 'pending',
      request: { method: 'post', path: `serviceobjects/${deviceId}/logbook` },
      refs: [`refrigerantLogbookEntries:${entryId(1)}`],
    });
    expect(CreateLogbookEntryBody.parse(queued!.request.json)).toEqual(body);
    expect(await db.records('serviceObjects').get(deviceId)).not.toHaveProperty('syncPending');
    expect(deviceCommandState([queued!], deviceCommands.logbook)).toMatchObject({ state: 'pending' });
  });

  it('stores neither the entry nor its outbox entry when the write fails', async () => {
    const db = await databaseWithDevice();
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });

    await expect(
      write(db, {
        id: entryId(1),
        kind: 'lds_check',
        performedAt: '2026-11-22T09:30:00.000Z',
        detectionSystemResult: 'working',
        ...who,
      }),
    ).rejects.toThrow('disk full');

    expect(await db.records('refrigerantLogbookEntries').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives the device the refrigerant and charge of an installed entry at once, with its CO2-equivalent', async () => {
    const db = await databaseWithDevice();

    await write(db, {
      id: entryId(1),
      kind: 'installed',
      performedAt: '2026-11-22T09:30:00.000Z',
      refrigerant: 'R134a',
      quantityKg: 5,
      gasOrigin: 'new',
      ...who,
    });

    const stored = await db.records('serviceObjects').get(deviceId);
    expect(stored).toMatchObject({ refrigerant: 'R134a', chargeKg: 5, syncPending: 1 });
    expect(stored?.co2EqTonnes).toBeCloseTo(7.15, 6);
    const [queued] = await db.outbox.toArray();
    expect(queued!.refs).toEqual([`refrigerantLogbookEntries:${entryId(1)}`, `serviceObjects:${deviceId}`]);
  });

  it('leaves the charge alone on a top-up', async () => {
    const db = await databaseWithDevice();

    await write(db, {
      id: entryId(1),
      kind: 'added',
      performedAt: '2026-11-22T09:30:00.000Z',
      quantityKg: 1.5,
      reason: 'Lek gerepareerd',
      gasOrigin: 'new',
      ...who,
    });

    expect(await db.records('serviceObjects').get(deviceId)).toMatchObject({
      chargeKg: 12,
      refrigerant: 'R449A',
    });
    expect((await db.outbox.toArray())[0]!.refs).toEqual([`refrigerantLogbookEntries:${entryId(1)}`]);
  });

  it('sets the decommissioning day (the Dutch calendar day) from a decommissioned entry', async () => {
    const db = await databaseWithDevice();

    await write(db, {
      id: entryId(1),
      kind: 'decommissioned',
      performedAt: '2026-11-22T23:30:00.000Z',
      quantityKg: 11.8,
      recoveryDestination: 'destruction',
      facilityName: 'Afvalverwerking Zuid',
      facilityAddress: 'Havenweg 1, Rotterdam',
      disposalMeasures: 'Afgezogen in cilinder, installatie afgevoerd',
      ...who,
    });

    expect(await db.records('serviceObjects').get(deviceId)).toMatchObject({
      decommissionedDate: '2026-11-23',
      chargeKg: 12,
    });
  });

  it('puts the charge back when a correction replaces an installed entry', async () => {
    const db = await databaseWithDevice();
    await write(db, {
      id: entryId(1),
      kind: 'installed',
      performedAt: '2026-01-10T09:00:00.000Z',
      refrigerant: 'R449A',
      quantityKg: 12,
      gasOrigin: 'new',
      ...who,
    });
    await write(db, {
      id: entryId(2),
      kind: 'installed',
      performedAt: '2026-11-22T09:30:00.000Z',
      refrigerant: 'R449A',
      quantityKg: 15,
      gasOrigin: 'new',
      ...who,
    });
    expect((await db.records('serviceObjects').get(deviceId))?.chargeKg).toBe(15);

    await write(db, {
      id: entryId(3),
      kind: 'installed',
      performedAt: '2026-11-22T09:30:00.000Z',
      refrigerant: 'R449A',
      quantityKg: 12.5,
      gasOrigin: 'new',
      correctsEntryId: entryId(2),
      ...who,
    });

    expect((await db.records('serviceObjects').get(deviceId))?.chargeKg).toBe(12.5);
    const logbook = await loadDeviceRows(db, 'refrigerantLogbookEntries', deviceId);
    expect(logbook).toHaveLength(3);
    expect(logbook.find((row) => row.id === entryId(3))?.correctsEntryId).toBe(entryId(2));
  });

  it('keeps the entry and drops its pending mark when the server acknowledges it', async () => {
    const db = await databaseWithDevice();
    const entry = await write(db, {
      id: entryId(1),
      kind: 'repair',
      performedAt: '2026-11-22T09:30:00.000Z',
      reason: 'Flare-verbinding vervangen',
      repairResult: 'repaired',
      ...who,
    });
    const [queued] = await db.outbox.toArray();

    await acknowledgeEntry(db, queued!, { data: { ...entry, updatedAt: '2099-01-01T00:00:00.000Z' } });

    const stored = await db.records('refrigerantLogbookEntries').get(entryId(1));
    expect(stored).toMatchObject({ repairResult: 'repaired', updatedAt: '2099-01-01T00:00:00.000Z' });
    expect(stored?.syncPending).toBeUndefined();
  });
});
