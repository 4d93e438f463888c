import { and, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../../../src/lib/uuid';
import { photoTypes, serviceObjectPhotos, serviceObjects, serviceObjectTypes } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { dutchDay } from '../../../../src/lib/dutch-day';

const technician = 'monteur@koelservice.example';
const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';

const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A multipart body as a browser's FormData would send it. */
async function multipartBody(
  files: { name: string; bytes: Uint8Array; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('files[]', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe.each(databaseKinds())('device writes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function visibleOrganisationIds(token: string): Promise<string[]> {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/organizations?perPage=100',
      headers: { authorization: `Bearer ${token}` },
    });
    return (response.json().data as { id: string }[]).map((organisation) => organisation.id);
  }

  /** A live device inside (or, with `outside`, outside) the given organisations. */
  async function deviceIn(organisationIds: string[], outside = false) {
    const [device] = await harness.database.db
      .select()
      .from(serviceObjects)
      .where(
        and(
          isNull(serviceObjects.deletedAt),
          outside
            ? notInArray(serviceObjects.organisationId, organisationIds)
            : inArray(serviceObjects.organisationId, organisationIds),
        ),
      )
      .limit(1);
    if (!device) throw new Error('no device in the seed');
    return device;
  }

  async function anyDevice() {
    const [device] = await harness.database.db
      .select()
      .from(serviceObjects)
      .where(isNull(serviceObjects.deletedAt))
      .limit(1);
    return device!;
  }

  async function photoTypeIds(): Promise<string[]> {
    return (await harness.database.db.select({ id: photoTypes.id }).from(photoTypes)).map((row) => row.id);
  }

  function send(
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
  }

  function uploadPhotos(
    token: string,
    deviceId: string,
    body: { payload: Buffer; contentType: string },
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method: 'POST',
      url: `/api/serviceobjects/${deviceId}/photos`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, ...headers },
      payload: body.payload,
    });
  }

  describe('memo', () => {
    it('appends a dated note with the author’s name below the memo and answers the device', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      await harness.database.db
        .update(serviceObjects)
        .set({ memo: 'Sleutel bij de receptie.' })
        .where(eq(serviceObjects.id, device.id));

      const response = await send(token, 'POST', `/api/serviceobjects/${device.id}/memo/add`, {
        text: '  Deur klemt.  ',
      });

      expect(response.statusCode).toBe(200);
      const memo = response.json().data.memo as string;
      expect(memo.split('\n')).toEqual([
        'Sleutel bij de receptie.',
        expect.stringMatching(new RegExp(`^${dutchDay(new Date())} .+: Deur klemt\\.$`)),
      ]);
      const [stored] = await harness.database.db
        .select({ memo: serviceObjects.memo })
        .from(serviceObjects)
        .where(eq(serviceObjects.id, device.id));
      expect(stored?.memo).toBe(memo);
    });

    it('replaces the memo on update, and an empty memo clears it', async () => {
      const token = await harness.login(holdingCustomer);
      const device = await deviceIn(await visibleOrganisationIds(token));

      const replaced = await send(token, 'PUT', `/api/serviceobjects/${device.id}/memo/update`, {
        memo: 'Alleen via de achteringang.',
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().data).toMatchObject({ id: device.id, memo: 'Alleen via de achteringang.' });

      const cleared = await send(token, 'PUT', `/api/serviceobjects/${device.id}/memo/update`, {
        memo: '  ',
      });
      expect(cleared.json().data.memo).toBeNull();
    });

    it('refuses an empty note and a memo over 10,000 characters with 422 and a field error in the user’s language', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();

      const empty = await send(token, 'POST', `/api/serviceobjects/${device.id}/memo/add`, { text: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toHaveProperty('text');

      const long = await send(
        token,
        'PUT',
        `/api/serviceobjects/${device.id}/memo/update`,
        { memo: 'x'.repeat(10_001) },
        { 'accept-language': 'en' },
      );
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toEqual({ memo: ['This value is too long or too large.'] });
    });

    it('refuses a note that would make the memo too long', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      await harness.database.db
        .update(serviceObjects)
        .set({ memo: 'x'.repeat(9_990) })
        .where(eq(serviceObjects.id, device.id));

      const response = await send(token, 'POST', `/api/serviceobjects/${device.id}/memo/add`, {
        text: 'Nog een regel',
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ text: ['Deze waarde is te lang of te groot.'] });
    });

    it('answers 404 for a device outside the caller’s organisations and 403 without update permission', async () => {
      const customer = await harness.login(holdingCustomer);
      const own = await visibleOrganisationIds(customer);
      const foreign = await deviceIn(own, true);
      const response = await send(customer, 'POST', `/api/serviceobjects/${foreign.id}/memo/add`, {
        text: 'Hallo',
      });
      expect(response.statusCode).toBe(404);

      const branch = await harness.login(branchCustomer);
      const visible = await deviceIn(await visibleOrganisationIds(branch));
      const refused = await send(branch, 'PUT', `/api/serviceobjects/${visible.id}/memo/update`, {
        memo: 'Hallo',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Je hebt geen toestemming voor deze actie.');
    });

    it('applies a resent note once (Idempotency-Key) and announces the device after the commit', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      await harness.database.db
        .update(serviceObjects)
        .set({ memo: null })
        .where(eq(serviceObjects.id, device.id));
      const publish = vi.spyOn(harness.app.realtime, 'publish');
      const key = uuidv7();

      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(
          await send(
            token,
            'POST',
            `/api/serviceobjects/${device.id}/memo/add`,
            { text: 'Filter vervangen' },
            { 'idempotency-key': key },
          ),
        );
      }

      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.json().data.memo)).size).toBe(1);
      const [stored] = await harness.database.db
        .select({ memo: serviceObjects.memo })
        .from(serviceObjects)
        .where(eq(serviceObjects.id, device.id));
      expect(stored?.memo?.split('\n')).toHaveLength(1);
      expect(publish).toHaveBeenCalledTimes(1);
      expect(publish).toHaveBeenCalledWith('serviceObjects', device.organisationId, [device.id]);
    });
  });

  describe('type', () => {
    it('changes the type of a device', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      const [other] = await harness.database.db
        .select({ id: serviceObjectTypes.id })
        .from(serviceObjectTypes)
        .where(notInArray(serviceObjectTypes.id, device.typeId ? [device.typeId] : []))
        .limit(1);

      const response = await send(token, 'PUT', `/api/serviceobjects/${device.id}/type/${other!.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: device.id, typeId: other!.id });
    });

    it('refuses an unknown type with 422 on typeId, and a foreign device with 404', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      const unknown = await send(token, 'PUT', `/api/serviceobjects/${device.id}/type/${uuidv7()}`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('typeId');

      const customer = await harness.login(holdingCustomer);
      const foreign = await deviceIn(await visibleOrganisationIds(customer), true);
      const response = await send(customer, 'PUT', `/api/serviceobjects/${foreign.id}/type/${device.typeId}`);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('photos', () => {
    it('stores each photo with its type and the id the client chose, and serves the image back', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      const [plate, damage] = await photoTypeIds();
      const ids = [uuidv7(), uuidv7()];
      const publish = vi.spyOn(harness.app.realtime, 'publish');

      const response = await uploadPhotos(
        token,
        device.id,
        await multipartBody(
          [
            { name: 'typeplaat.png', bytes: png },
            { name: 'schade.jpg', bytes: jpeg, type: 'image/jpeg' },
          ],
          {
            photos: JSON.stringify([
              { id: ids[0], photoTypeId: plate },
              { id: ids[1], photoTypeId: damage },
            ]),
          },
        ),
      );

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual([
        expect.objectContaining({
          id: ids[0],
          serviceObjectId: device.id,
          photoTypeId: plate,
          fileName: 'typeplaat.png',
          contentType: 'image/png',
          sizeBytes: png.byteLength,
        }),
        expect.objectContaining({ id: ids[1], photoTypeId: damage, contentType: 'image/jpeg' }),
      ]);
      expect(publish).toHaveBeenCalledWith('serviceObjectPhotos', device.organisationId, ids);

      const image = await harness.app.inject({
        method: 'GET',
        url: `/api/serviceobjects/photos/${ids[0]}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(Buffer.from(png))).toBe(true);

      const listed = await harness.app.inject({
        method: 'GET',
        url: `/api/serviceobjects/${device.id}/photos`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect((listed.json().data as { id: string }[]).map((photo) => photo.id).sort()).toEqual(
        [...ids].sort(),
      );
    });

    it('applies a resent upload once (Idempotency-Key)', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      const [plate] = await photoTypeIds();
      const id = uuidv7();
      const body = await multipartBody([{ name: 'foto.png', bytes: png }], {
        photos: JSON.stringify([{ id, photoTypeId: plate }]),
      });
      const key = uuidv7();

      const answers = [];
      for (let i = 0; i < 3; i += 1)
        answers.push(await uploadPhotos(token, device.id, body, { 'idempotency-key': key }));

      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      const [row] = await harness.database.db
        .select({ n: count() })
        .from(serviceObjectPhotos)
        .where(eq(serviceObjectPhotos.serviceObjectId, device.id));
      expect(row?.n).toBe(1);
    });

    it('refuses a file whose bytes are no JPEG, PNG or WebP with 415, whatever its name', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      const [plate] = await photoTypeIds();
      const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

      const response = await uploadPhotos(
        token,
        device.id,
        await multipartBody([{ name: 'foto.png', bytes: pdf }], {
          photos: JSON.stringify([{ id: uuidv7(), photoTypeId: plate }]),
        }),
      );

      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Dit soort bestand kan hier niet worden geüpload.');
    });

    it('refuses more than 10 photos and a photo over 2 MB with 413, storing nothing', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      const [plate] = await photoTypeIds();
      const eleven = new Array(11).fill(null).map(() => ({ id: uuidv7(), photoTypeId: plate }));

      const tooMany = await uploadPhotos(
        token,
        device.id,
        await multipartBody(new Array(11).fill({ name: 'f.png', bytes: png }), {
          photos: JSON.stringify(eleven.slice(0, 10)),
        }),
      );
      expect(tooMany.statusCode).toBe(413);

      const large = new Uint8Array(2 * 1024 * 1024 + 1);
      large.set(png);
      const tooLarge = await uploadPhotos(
        token,
        device.id,
        await multipartBody([{ name: 'groot.png', bytes: large }], {
          photos: JSON.stringify([{ id: uuidv7(), photoTypeId: plate }]),
        }),
      );
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('Een bestand is groter dan toegestaan.');
      const [row] = await harness.database.db
        .select({ n: count() })
        .from(serviceObjectPhotos)
        .where(eq(serviceObjectPhotos.serviceObjectId, device.id));
      expect(row?.n).toBe(0);
    });

    it('refuses photos without a (known) photo type with 422', async () => {
      const token = await harness.login(technician);
      const device = await anyDevice();
      const file = [{ name: 'foto.png', bytes: png }];

      const missing = await uploadPhotos(token, device.id, await multipartBody(file));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toHaveProperty('photos');

      const unknown = await uploadPhotos(
        token,
        device.id,
        await multipartBody(file, { photos: JSON.stringify([{ id: uuidv7(), photoTypeId: uuidv7() }]) }),
      );
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty(['photos.0.photoTypeId']);
    });

    it('answers 404 for a foreign device or photo, 403 without the permission', async () => {
      const monteur = await harness.login(technician);
      const customer = await harness.login(holdingCustomer);
      const own = await visibleOrganisationIds(customer);
      const foreign = await deviceIn(own, true);
      const [plate] = await photoTypeIds();
      const id = uuidv7();
      const body = await multipartBody([{ name: 'foto.png', bytes: png }], {
        photos: JSON.stringify([{ id, photoTypeId: plate }]),
      });

      expect((await uploadPhotos(customer, foreign.id, body)).statusCode).toBe(404);
      expect((await uploadPhotos(monteur, foreign.id, body)).statusCode).toBe(201);
      const image = await harness.app.inject({
        method: 'GET',
        url: `/api/serviceobjects/photos/${id}`,
        headers: { authorization: `Bearer ${customer}` },
      });
      expect(image.statusCode).toBe(404);

      const branch = await harness.login(branchCustomer);
      const visible = await deviceIn(await visibleOrganisationIds(branch));
      expect((await uploadPhotos(branch, visible.id, body)).statusCode).toBe(403);
    });
  });
});
