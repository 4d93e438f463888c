import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PublicServiceObject } from '../../../../src/api/contract/public-service-object';
import { refrigerantCo2eq } from '../../../../src/lib/fgas';
import { rateLimitCounters } from '../../db/schema/platform';
import { refrigerantLogbookEntries } from '../../db/schema/refrigerant';
import { serviceObjects } from '../../db/schema/service-objects';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { publicDeviceRateLimit } from './public-service-objects.routes';

describe.each(databaseKinds())('the public device page API on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function getPublic(publicId: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') {
    return harness.app.inject({
      method: 'GET',
      url: `/api/public/serviceobjects/${publicId}`,
      headers: { 'accept-language': 'en', ...headers },
      remoteAddress,
    });
  }

  /** A device with refrigerant, charge and at least one leak check in its logbook. */
  async function checkedDevice() {
    const [row] = await harness.database.db
      .select({ device: serviceObjects })
      .from(serviceObjects)
      .innerJoin(refrigerantLogbookEntries, eq(refrigerantLogbookEntries.serviceObjectId, serviceObjects.id))
      .where(
        and(
          eq(refrigerantLogbookEntries.kind, 'leak_check'),
          isNotNull(serviceObjects.refrigerant),
          isNull(serviceObjects.decommissionedDate),
          isNull(serviceObjects.deletedAt),
        ),
      )
      .limit(1);
    if (!row) throw new Error('the demo data has no device with a leak check');
    return row.device;
  }

  it('answers without a login only the sticker fields: no internal id, organisation or logbook', async () => {
    const device = await checkedDevice();
    const response = await getPublic(device.publicId);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(PublicServiceObject.parse(data)).toEqual(data);
    expect(Object.keys(data).sort()).toEqual(
      [
        'chargeKg',
        'co2EqTonnes',
        'lastLeakCheckDate',
        'leakCheckStatus',
        'location',
        'name',
        'nextLeakCheckDate',
        'number',
        'publicId',
        'refrigerant',
        'serviceCompany',
        'typeNameEn',
        'typeNameNl',
      ].sort(),
    );
    expect(data).toMatchObject({
      publicId: device.publicId,
      number: device.number,
      name: device.name,
      refrigerant: device.refrigerant,
      chargeKg: device.chargeKg,
      serviceCompany: { name: 'Koelservice Nederland B.V.', phone: '030 - 241 88 00' },
    });
    expect(data.location).toContain(device.room);
    expect(data.typeNameNl).toEqual(expect.any(String));
    expect(data.lastLeakCheckDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.body).not.toContain(device.id);
    expect(response.body).not.toContain(device.organisationId);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('computes CO2-equivalent with the shared F-gas table of src/lib/fgas.ts', async () => {
    const device = await checkedDevice();
    await harness.database.db
      .update(serviceObjects)
      .set({ refrigerant: 'R404A', chargeKg: 12.5 })
      .where(eq(serviceObjects.id, device.id));
    const data = (await getPublic(device.publicId)).json().data;
    expect(data.refrigerant).toBe('R404A');
    expect(data.co2EqTonnes).toBe(refrigerantCo2eq('R404A', 12.5));
    expect(['ok', 'due_soon', 'overdue']).toContain(data.leakCheckStatus);
    expect(data.nextLeakCheckDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says a device without F-gas duty needs no leak checks', async () => {
    const device = await checkedDevice();
    await harness.database.db
      .update(serviceObjects)
      .set({ refrigerant: 'R744', chargeKg: 30 })
      .where(eq(serviceObjects.id, device.id));
    const data = (await getPublic(device.publicId)).json().data;
    expect(data).toMatchObject({ leakCheckStatus: 'not_required', nextLeakCheckDate: null });
  });

  it('answers 404 alike for an unknown, a malformed and a deleted public id', async () => {
    const device = await checkedDevice();
    await harness.database.db
      .update(serviceObjects)
      .set({ deletedAt: new Date() })
      .where(eq(serviceObjects.id, device.id));
    for (const publicId of ['0123456789abcdef01234567', 'x', "';drop", device.publicId]) {
      const response = await getPublic(encodeURIComponent(publicId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('is still answered (and no more) with a token of a customer who cannot see the device', async () => {
    const device = await checkedDevice();
    const token = await harness.login('boekhouding@bakkerij-dejong.example');
    const response = await getPublic(device.publicId, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(device.id);
  });

  it('answers 429 with Retry-After once one address asks too often, while other addresses still get answers', async () => {
    const device = await checkedDevice();
    for (let i = 0; i < publicDeviceRateLimit.max; i++) {
      const response = await getPublic(
        i % 2 === 0 ? device.publicId : 'unknownpublicid0000',
        {},
        '198.51.100.9',
      );
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await getPublic(device.publicId, {}, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again later.' });

    expect((await getPublic(device.publicId, {}, '198.51.100.10')).statusCode).toBe(200);
    // The count lives in the database, where every API process sees it.
    const [counter] = await harness.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'public-device:ip:198.51.100.9'));
    expect(counter?.count).toBe(publicDeviceRateLimit.max + 1);
  });

  it('starts counting afresh once the window has passed', async () => {
    const device = await checkedDevice();
    await harness.database.db.insert(rateLimitCounters).values({
      key: 'public-device:ip:192.0.2.44',
      count: publicDeviceRateLimit.max + 5,
      resetAt: new Date(Date.now() - 1000),
    });
    expect((await getPublic(device.publicId, {}, '192.0.2.44')).statusCode).toBe(200);
  });
});
