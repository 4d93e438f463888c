import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceObjects } from '../../db/schema/service-objects';
import { LABEL } from '../../pdf/qr-sticker-pdf';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { decodeQrIn, loadPdf, pageTexts } from './sticker-pdf-inspection';

const publicUrl = 'https://portaal.koelservice.example';
const holdingCustomer = 'klant@bakkerij-dejong.example';
const accounting = 'boekhouding@bakkerij-dejong.example';

describe.each(databaseKinds())('QR stickers on $label', ({ kind }) => {
  const harness = useTestApp(kind, { PUBLIC_URL: publicUrl });

  function get(url: string, token: string | undefined) {
    return harness.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  async function visibleOrganisationIds(token: string): Promise<string[]> {
    const response = await get('/api/organizations?perPage=100', token);
    return (response.json().data as { id: string }[]).map((organisation) => organisation.id);
  }

  async function devices(organisationIds: string[], inside: boolean, count: number) {
    return harness.database.db
      .select()
      .from(serviceObjects)
      .where(
        and(
          inside
            ? inArray(serviceObjects.organisationId, organisationIds)
            : notInArray(serviceObjects.organisationId, organisationIds),
          isNull(serviceObjects.deletedAt),
        ),
      )
      .orderBy(asc(serviceObjects.number))
      .limit(count);
  }

  it("answers one device's label as a PDF attachment whose code opens its public page", async () => {
    const token = await harness.login(holdingCustomer);
    const [device] = await devices(await visibleOrganisationIds(token), true, 1);
    const response = await get(`/api/serviceobjects/${device!.id}/qr-sticker`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`qr-sticker-${device!.number}.pdf`);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const doc = await loadPdf(response.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const page = doc.getPage(0);
    expect(pageTexts(page)).toEqual(expect.arrayContaining([device!.number, 'Service: 030 - 241 88 00']));
    expect(decodeQrIn(page, { x: 0, y: 0, width: LABEL.width, height: LABEL.height })).toBe(
      `${publicUrl}/public/serviceobjects/${device!.publicId}`,
    );
    expect(response.rawPayload.toString('latin1')).not.toContain(device!.id);
  });

  it('prints a sheet for the named devices in the order given', async () => {
    const token = await harness.login(holdingCustomer);
    const [first, second, third] = await devices(await visibleOrganisationIds(token), true, 3);
    const ids = [third!, first!, second!].map((device) => device.id);
    const response = await get(
      `/api/serviceobjects/qr-stickers?${ids.map((id) => `ids[]=${id}`).join('&')}`,
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('qr-stickers.pdf');
    const doc = await loadPdf(response.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const numbers = pageTexts(doc.getPage(0)).filter((text) => /^SO-\d+$/.test(text));
    expect(numbers).toEqual([third!.number, first!.number, second!.number]);
  });

  it("prints a sheet for every device of one of the caller's organisations", async () => {
    const token = await harness.login(holdingCustomer);
    const [device] = await devices(await visibleOrganisationIds(token), true, 1);
    const ofOrganisation = await harness.database.db
      .select({ number: serviceObjects.number })
      .from(serviceObjects)
      .where(
        and(eq(serviceObjects.organisationId, device!.organisationId), isNull(serviceObjects.deletedAt)),
      );
    const response = await get(
      `/api/serviceobjects/qr-stickers?organizationId=${device!.organisationId}`,
      token,
    );
    expect(response.statusCode).toBe(200);
    const doc = await loadPdf(response.rawPayload);
    const printed = doc.getPages().flatMap((page) => pageTexts(page).filter((text) => /^SO-\d+$/.test(text)));
    expect(printed.sort()).toEqual(ofOrganisation.map((row) => row.number).sort());
    expect(doc.getPageCount()).toBe(Math.ceil(ofOrganisation.length / 24));
  });

  it("answers 404 for another customer's device, alone or among the caller's own", async () => {
    const token = await harness.login(holdingCustomer);
    const organisations = await visibleOrganisationIds(token);
    const [foreign] = await devices(organisations, false, 1);
    const [own] = await devices(organisations, true, 1);
    expect((await get(`/api/serviceobjects/${foreign!.id}/qr-sticker`, token)).statusCode).toBe(404);
    const sheet = await get(`/api/serviceobjects/qr-stickers?ids[]=${own!.id}&ids[]=${foreign!.id}`, token);
    expect(sheet.statusCode).toBe(404);
    expect(sheet.json()).toEqual({ message: 'Not found.' });
  });

  it("refuses another customer's organisation with 403", async () => {
    const token = await harness.login(holdingCustomer);
    const [foreign] = await devices(await visibleOrganisationIds(token), false, 1);
    const response = await get(
      `/api/serviceobjects/qr-stickers?organizationId=${foreign!.organisationId}`,
      token,
    );
    expect(response.statusCode).toBe(403);
  });

  it('needs a login and the permission to view devices', async () => {
    const staff = await harness.login('monteur@koelservice.example');
    const [device] = await devices([], false, 1);
    expect((await get(`/api/serviceobjects/${device!.id}/qr-sticker`, undefined)).statusCode).toBe(401);
    const accountant = await harness.login(accounting);
    expect((await get(`/api/serviceobjects/${device!.id}/qr-sticker`, accountant)).statusCode).toBe(403);
    expect((await get(`/api/serviceobjects/${device!.id}/qr-sticker`, staff)).statusCode).toBe(200);
  });

  it('answers 422 for a sheet that names neither devices nor an organisation, or a bad id', async () => {
    const token = await harness.login(holdingCustomer);
    expect((await get('/api/serviceobjects/qr-stickers', token)).statusCode).toBe(422);
    expect((await get('/api/serviceobjects/qr-stickers?ids[]=not-an-id', token)).statusCode).toBe(422);
  });
});
