import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../src/lib/uuid';
import { documents } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const otherCustomer = 'boekhouding@bakkerij-dejong.example';
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** A multipart body as a browser's FormData would send it. */
async function multipartBody(
  files: { name: string; bytes: Uint8Array; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('files[]', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe.each(databaseKinds())('message attachments on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function newMessage(token: string): Promise<string> {
    const user = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    const id = uuidv7();
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/task/inboundmessage',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        id,
        organisationId: user.json().data.company.id,
        subject: 'Storing koelcel',
        body: 'Zie de foto.',
      },
    });
    expect(created.statusCode).toBe(201);
    return id;
  }

  async function upload(
    token: string,
    messageId: string,
    body: { payload: Buffer; contentType: string },
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method: 'POST',
      url: `/api/documents/message/${messageId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, ...headers },
      payload: body.payload,
    });
  }

  it('stores the files as documents of the message, with the ids the client chose, readable afterwards', async () => {
    const token = await harness.login(holdingCustomer);
    const messageId = await newMessage(token);
    const documentId = uuidv7();

    const response = await upload(
      token,
      messageId,
      await multipartBody([{ name: 'rapport.pdf', bytes: pdf }], {
        documentIds: JSON.stringify([documentId]),
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        id: documentId,
        name: 'rapport.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.byteLength,
        inboundMessageId: messageId,
      }),
    ]);
    const download = await harness.app.inject({
      method: 'GET',
      url: `/api/documents/${documentId}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(pdf))).toBe(true);
  });

  it('applies a resent upload once (Idempotency-Key)', async () => {
    const token = await harness.login(holdingCustomer);
    const messageId = await newMessage(token);
    const body = await multipartBody([{ name: 'rapport.pdf', bytes: pdf }]);
    const key = uuidv7();

    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await upload(token, messageId, body, { 'idempotency-key': key }));

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const [row] = await harness.database.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.inboundMessageId, messageId));
    expect(row?.n).toBe(1);
  });

  it('refuses a file whose bytes are not an accepted type with 415, whatever its name', async () => {
    const token = await harness.login(holdingCustomer);
    const messageId = await newMessage(token);
    const script = new TextEncoder().encode('<script>alert(1)</script>');

    const response = await upload(
      token,
      messageId,
      await multipartBody([{ name: 'factuur.pdf', bytes: script }]),
    );

    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Dit soort bestand kan hier niet worden geüpload.');
  });

  it('refuses more than 5 files and a file over 10 MB with 413, storing nothing', async () => {
    const token = await harness.login(holdingCustomer);
    const messageId = await newMessage(token);

    const six = await upload(
      token,
      messageId,
      await multipartBody(new Array(6).fill({ name: 'r.pdf', bytes: pdf })),
    );
    expect(six.statusCode).toBe(413);
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(pdf);
    const tooLarge = await upload(
      token,
      messageId,
      await multipartBody([{ name: 'groot.pdf', bytes: large }]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Een bestand is groter dan toegestaan.');
    const [row] = await harness.database.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.inboundMessageId, messageId));
    expect(row?.n).toBe(0);
  });

  it('answers 404 for a message outside the caller’s organisations, 403 without the permission, 401 anonymous', async () => {
    const token = await harness.login(holdingCustomer);
    const messageId = await newMessage(token);
    const body = await multipartBody([{ name: 'rapport.pdf', bytes: pdf }]);

    const branch = await harness.login('filiaal@bakkerij-dejong.example');
    expect((await upload(branch, messageId, body)).statusCode).toBe(404);
    expect((await upload(await harness.login(otherCustomer), messageId, body)).statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: `/api/documents/message/${messageId}`,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const token = await harness.login(holdingCustomer);
    const messageId = await newMessage(token);
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/documents/message/${messageId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { files: [] },
    });
    expect(response.statusCode).toBe(415);
  });
});
