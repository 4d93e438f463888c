import { and, eq, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../../../src/lib/uuid';
import { documents, folders, serviceObjects } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accountingCustomer = 'boekhouding@bakkerij-dejong.example';
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** A multipart body as a browser's FormData would send it. */
async function multipartBody(
  files: { name: string; bytes: Uint8Array }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('files[]', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe.each(databaseKinds())('documents and folders on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function organisationOf(token: string): Promise<string> {
    const user = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    return user.json().data.company.id as string;
  }

  async function folderOf(organisationId: string) {
    const [folder] = await harness.database.db
      .select()
      .from(folders)
      .where(
        and(
          eq(folders.organisationId, organisationId),
          isNull(folders.serviceObjectId),
          isNull(folders.deletedAt),
        ),
      )
      .limit(1);
    if (!folder) throw new Error('the demo data has no folder for this organisation');
    return folder;
  }

  async function deviceOf(organisationId: string) {
    const [device] = await harness.database.db
      .select()
      .from(serviceObjects)
      .where(eq(serviceObjects.organisationId, organisationId))
      .limit(1);
    if (!device) throw new Error('the demo data has no device for this organisation');
    return device;
  }

  async function upload(
    token: string,
    body: { payload: Buffer; contentType: string },
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, ...headers },
      payload: body.payload,
    });
  }

  async function send(
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    token: string,
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

  async function uploadedDocument(token: string, organisationId: string, folderId: string): Promise<string> {
    const id = uuidv7();
    const response = await upload(
      token,
      await multipartBody([{ name: 'keuring.pdf', bytes: pdf }], {
        organisationId,
        folderId,
        documentIds: JSON.stringify([id]),
      }),
    );
    expect(response.statusCode).toBe(201);
    return id;
  }

  describe('uploading', () => {
    it('stores the files in the folder with the ids the client chose, listed and downloadable', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const folder = await folderOf(organisationId);
      const ids = [uuidv7(), uuidv7()];

      const response = await upload(
        token,
        await multipartBody(
          [
            { name: 'keuring.pdf', bytes: pdf },
            { name: 'C:\\scans\\tekening.pdf', bytes: pdf },
          ],
          { organisationId, folderId: folder.id, documentIds: JSON.stringify(ids) },
        ),
      );

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual([
        expect.objectContaining({
          id: ids[0],
          name: 'keuring.pdf',
          folderId: folder.id,
          sizeBytes: pdf.byteLength,
        }),
        expect.objectContaining({ id: ids[1], name: 'tekening.pdf', contentType: 'application/pdf' }),
      ]);
      const listed = await send('GET', `/api/documents?folderId=${folder.id}&perPage=100`, token);
      expect(listed.json().data.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining(ids));
      const download = await send('GET', `/api/documents/${ids[0]}/download`, token);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    });

    it('refuses an upload under a taken id with 409 and leaves the file behind that id untouched', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const folder = await folderOf(organisationId);
      const id = await uploadedDocument(token, organisationId, folder.id);
      const other = new TextEncoder().encode('%PDF-1.7\n% een ander bestand\n%%EOF\n');

      const response = await upload(
        token,
        await multipartBody([{ name: 'vervalst.pdf', bytes: other }], {
          organisationId,
          folderId: folder.id,
          documentIds: JSON.stringify([id]),
        }),
      );

      expect(response.statusCode).toBe(409);
      const download = await send('GET', `/api/documents/${id}/download`, token);
      expect(download.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    });

    it('wants one distinct id per file when the client chooses them', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const id = uuidv7();
      for (const documentIds of [[id], [id, id]]) {
        const response = await upload(
          token,
          await multipartBody(
            [
              { name: 'a.pdf', bytes: pdf },
              { name: 'b.pdf', bytes: pdf },
            ],
            { organisationId, documentIds: JSON.stringify(documentIds) },
          ),
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toHaveProperty('documentIds');
      }
    });

    it("files a document put in a device's folder under that device", async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const device = await deviceOf(organisationId);
      const folderId = uuidv7();
      const created = await send('POST', '/api/folders', token, {
        id: folderId,
        organisationId,
        serviceObjectId: device.id,
        name: 'Keuringen',
      });
      expect(created.statusCode).toBe(201);

      const id = await uploadedDocument(token, organisationId, folderId);

      const listed = await send('GET', `/api/serviceobjects/${device.id}/documents?perPage=100`, token);
      expect(listed.json().data).toContainEqual(
        expect.objectContaining({ id, folderId, serviceObjectId: device.id }),
      );
    });

    it('applies a resent upload once (Idempotency-Key)', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const body = await multipartBody([{ name: 'keuring.pdf', bytes: pdf }], { organisationId });
      const key = uuidv7();

      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await upload(token, body, { 'idempotency-key': key }));

      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      const ids = new Set(answers.map((answer) => answer.json().data[0].id as string));
      expect(ids.size).toBe(1);
      const rows = await harness.database.db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.id, [...ids][0]!));
      expect(rows).toHaveLength(1);
    });

    it('refuses a file whose bytes are not an accepted type with 415, whatever its name', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');

      const response = await upload(
        token,
        await multipartBody([{ name: 'offerte.pdf', bytes: html }], { organisationId }),
      );

      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Dit soort bestand kan hier niet worden geüpload.');
    });

    it('refuses more than 5 files and a file over 10 MB with 413', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);

      const six = await upload(
        token,
        await multipartBody(new Array(6).fill({ name: 'r.pdf', bytes: pdf }), { organisationId }),
      );
      const large = new Uint8Array(10 * 1024 * 1024 + 1);
      large.set(pdf);
      const tooLarge = await upload(
        token,
        await multipartBody([{ name: 'groot.pdf', bytes: large }], { organisationId }),
      );

      expect(six.statusCode).toBe(413);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('Een bestand is groter dan toegestaan.');
    });

    it('answers 422 without an organisation or without files', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);

      const noOrganisation = await upload(token, await multipartBody([{ name: 'r.pdf', bytes: pdf }]));
      const noFiles = await upload(token, await multipartBody([], { organisationId }));

      expect(noOrganisation.statusCode).toBe(422);
      expect(noOrganisation.json().errors).toHaveProperty('organisationId');
      expect(noFiles.statusCode).toBe(422);
    });

    it("answers 404 for another customer's folder and 403 for an organisation outside the caller's", async () => {
      const holdingToken = await harness.login(holdingCustomer);
      const branchToken = await harness.login(branchCustomer);
      const branch = await organisationOf(branchToken);
      const [foreignFolder] = await harness.database.db
        .select()
        .from(folders)
        .where(and(ne(folders.organisationId, branch), isNull(folders.serviceObjectId)))
        .limit(1);
      const holding = await organisationOf(holdingToken);

      const intoForeignFolder = await upload(
        branchToken,
        await multipartBody([{ name: 'r.pdf', bytes: pdf }], {
          organisationId: branch,
          folderId: foreignFolder!.id,
        }),
      );
      const intoHolding = await upload(
        branchToken,
        await multipartBody([{ name: 'r.pdf', bytes: pdf }], { organisationId: holding }),
      );

      expect(intoForeignFolder.statusCode).toBe(404);
      expect(intoHolding.statusCode).toBe(403);
    });

    it('answers 403 to a user without `create documents`', async () => {
      const token = await harness.login(accountingCustomer);
      const organisationId = await organisationOf(token);

      const response = await upload(
        token,
        await multipartBody([{ name: 'r.pdf', bytes: pdf }], { organisationId }),
      );

      expect(response.statusCode).toBe(403);
    });
  });

  describe('realtime hints', () => {
    it('announces uploaded, binned and restored documents after each commit, and nothing for a refusal', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const publish = vi.spyOn(harness.app.realtime, 'publish');

      const id = await uploadedDocument(token, organisationId, (await folderOf(organisationId)).id);
      await send('DELETE', `/api/documents/${id}`, token);
      await send('POST', '/api/documents/restore', token, { ids: [id] });
      await send('POST', '/api/documents/restore', token, { ids: [uuidv7()] });

      const calls = publish.mock.calls;
      expect(calls.filter(([collection]) => collection === 'documents')).toEqual([
        ['documents', organisationId, [id]],
        ['documents', organisationId, [id]],
        ['documents', organisationId, [id]],
      ]);
      // Each change's activity log entry goes out with it; the refusal announces nothing at all.
      expect(calls.filter(([collection]) => collection === 'activityLogs')).toEqual([
        ['activityLogs', organisationId, [expect.any(String)]],
        ['activityLogs', organisationId, [expect.any(String)]],
        ['activityLogs', organisationId, [expect.any(String)]],
      ]);
      expect(calls).toHaveLength(6);
    });
  });

  describe('folders', () => {
    it('creates a subfolder with the id the client chose, once for a resent request', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const parent = await folderOf(organisationId);
      const body = { id: uuidv7(), organisationId, parentId: parent.id, name: ' Offertes 2026 ' };
      const headers = { 'idempotency-key': uuidv7() };

      const first = await send('POST', '/api/folders', token, body, headers);
      const replay = await send('POST', '/api/folders', token, body, headers);

      expect(first.statusCode).toBe(201);
      expect(first.json().data).toEqual(
        expect.objectContaining({
          id: body.id,
          parentId: parent.id,
          name: 'Offertes 2026',
          serviceObjectId: null,
        }),
      );
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(first.json());
    });

    it('refuses an empty name and a name already used in the same parent with 422', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const existing = await folderOf(organisationId);

      const empty = await send('POST', '/api/folders', token, { id: uuidv7(), organisationId, name: '  ' });
      const duplicate = await send('POST', '/api/folders', token, {
        id: uuidv7(),
        organisationId,
        name: existing.name.toUpperCase(),
      });
      const elsewhere = await send('POST', '/api/folders', token, {
        id: uuidv7(),
        organisationId,
        parentId: existing.id,
        name: existing.name,
      });

      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toHaveProperty('name');
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors.name).toEqual(['Er bestaat al een map met deze naam op deze plek.']);
      expect(elsewhere.statusCode).toBe(201);
    });

    it('answers 404 for a parent folder the caller cannot see and 409 for an id that is taken', async () => {
      const token = await harness.login(branchCustomer);
      const branch = await organisationOf(token);
      const [foreign] = await harness.database.db
        .select()
        .from(folders)
        .where(ne(folders.organisationId, branch))
        .limit(1);
      const own = await folderOf(branch);

      const underForeign = await send('POST', '/api/folders', token, {
        id: uuidv7(),
        organisationId: branch,
        parentId: foreign!.id,
        name: 'Nieuw',
      });
      const takenId = await send('POST', '/api/folders', token, {
        id: own.id,
        organisationId: branch,
        name: 'Nieuw',
      });

      expect(underForeign.statusCode).toBe(404);
      expect(takenId.statusCode).toBe(409);
    });
  });

  describe('the bin', () => {
    it('moves a document to the bin, lists it there, and restores it', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const folder = await folderOf(organisationId);
      const id = await uploadedDocument(token, organisationId, folder.id);

      const deleted = await send('DELETE', `/api/documents/${id}`, token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toEqual(expect.objectContaining({ id, deletedAt: expect.any(String) }));
      expect((await send('GET', `/api/documents/${id}`, token)).statusCode).toBe(404);
      expect((await send('GET', `/api/documents/${id}/download`, token)).statusCode).toBe(404);
      const bin = await send('GET', `/api/documents/deleted?organizationId=${organisationId}`, token);
      expect(bin.statusCode).toBe(200);
      expect(bin.json().data[0]).toEqual(expect.objectContaining({ id, name: 'keuring.pdf' }));

      const restored = await send('POST', '/api/documents/restore', token, { ids: [id] });

      expect(restored.statusCode).toBe(200);
      expect(restored.json().data).toEqual([expect.objectContaining({ id, folderId: folder.id })]);
      expect((await send('GET', `/api/documents/${id}`, token)).statusCode).toBe(200);
      const binAfter = await send('GET', `/api/documents/deleted?organizationId=${organisationId}`, token);
      expect(binAfter.json().data.map((d: { id: string }) => d.id)).not.toContain(id);
    });

    it('delivers a binned document as a tombstone and a restored one as a live record in sync', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const id = await uploadedDocument(token, organisationId, (await folderOf(organisationId)).id);
      const start = await send('GET', '/api/documents?updatedSince=0&perPage=1', token);
      const cursorBefore = (
        await harness.database.db
          .select({ seq: documents.changeSeq })
          .from(documents)
          .where(eq(documents.id, id))
      )[0]!.seq;
      expect(start.statusCode).toBe(200);

      await send('DELETE', `/api/documents/${id}`, token);
      const afterDelete = await send('GET', `/api/documents?updatedSince=${cursorBefore}`, token);
      await send('POST', '/api/documents/restore', token, { ids: [id] });
      const afterRestore = await send('GET', `/api/documents?updatedSince=${cursorBefore}`, token);

      expect(afterDelete.json().data).toEqual([{ id, deletedAt: expect.any(String) }]);
      expect(afterRestore.json().data).toEqual([expect.objectContaining({ id, name: 'keuring.pdf' })]);
    });

    it('keeps deleting idempotent and refuses documents of an offer with 409', async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const id = await uploadedDocument(token, organisationId, (await folderOf(organisationId)).id);
      const [offerDocument] = await harness.database.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.organisationId, organisationId), isNotNull(documents.offerId)))
        .limit(1);

      const first = await send('DELETE', `/api/documents/${id}`, token);
      const again = await send('DELETE', `/api/documents/${id}`, token);
      const ofOffer = await send('DELETE', `/api/documents/${offerDocument!.id}`, token);

      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.deletedAt).toBe(first.json().data.deletedAt);
      expect(ofOffer.statusCode).toBe(409);
    });

    it('answers 404 for documents outside the scope or of another device, restoring nothing', async () => {
      const holdingToken = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingToken);
      const id = await uploadedDocument(holdingToken, holding, (await folderOf(holding)).id);
      await send('DELETE', `/api/documents/${id}`, holdingToken);
      const adminToken = await harness.login('admin@koelservice.example');
      const device = await deviceOf(holding);

      const visible = await send('GET', '/api/organizations?perPage=100', holdingToken);
      const visibleIds: string[] = visible.json().data.map((o: { id: string }) => o.id);
      const [foreign] = await harness.database.db
        .select({ id: documents.id })
        .from(documents)
        .where(notInArray(documents.organisationId, visibleIds))
        .limit(1);
      const branchToken = await harness.login(branchCustomer);
      const withoutPermission = await send('DELETE', `/api/documents/${id}`, branchToken);
      const foreignDelete = await send('DELETE', `/api/documents/${foreign!.id}`, holdingToken);
      const foreignRestore = await send('POST', '/api/documents/restore', adminToken, {
        ids: [id, uuidv7()],
      });
      const wrongDevice = await send(
        'POST',
        `/api/serviceobjects/${device.id}/documents/restore`,
        holdingToken,
        {
          ids: [id],
        },
      );

      expect(withoutPermission.statusCode).toBe(403);
      expect(foreignDelete.statusCode).toBe(404);
      expect(foreignRestore.statusCode).toBe(404);
      expect(wrongDevice.statusCode).toBe(404);
      const [row] = await harness.database.db.select().from(documents).where(eq(documents.id, id));
      expect(row?.deletedAt).not.toBeNull();
    });

    it("restores a device's document through the device route", async () => {
      const token = await harness.login(holdingCustomer);
      const organisationId = await organisationOf(token);
      const device = await deviceOf(organisationId);
      const response = await upload(
        token,
        await multipartBody([{ name: 'foto.pdf', bytes: pdf }], {
          organisationId,
          serviceObjectId: device.id,
        }),
      );
      const id = response.json().data[0].id as string;
      await send('DELETE', `/api/documents/${id}`, token);

      const bin = await send('GET', `/api/documents/deleted?serviceobjectid=${device.id}`, token);
      const restored = await send('POST', `/api/serviceobjects/${device.id}/documents/restore`, token, {
        ids: [id],
      });

      expect(bin.json().data.map((d: { id: string }) => d.id)).toContain(id);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data).toEqual([expect.objectContaining({ id, serviceObjectId: device.id })]);
    });
  });
});
