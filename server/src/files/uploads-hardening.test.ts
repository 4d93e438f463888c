/**
 * The uploads suite: the three multipart routes (documents, message attachments, device photos)
 * against hostile and broken uploads. Counts, sizes (refused early, before a large body is read),
 * real types, names, idempotency by content and malformed bodies; never a 5xx. Prints one summary
 * line. One app on PGlite for the whole suite (the cases do not interfere), listening on a port
 * for the cases that need a real socket.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentUploadLimits } from '../../../src/lib/upload-limits';
import { uuidv7 } from '../../../src/lib/uuid';
import { buildApp } from '../app';
import { documents, folders, photoTypes, serviceObjects } from '../db/schema/index';
import { messageFor } from '../plugins/messages';
import { createTestDatabase, demoPassword, testEnv, type TestDatabase } from '../test/test-app';
import { maxFileNameLength } from './file-names';
import { MemoryFileStore } from './memory-file-store';
import { maxUploadBytes } from './multipart-upload';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const technician = 'monteur@koelservice.example';
const megabyte = 1024 * 1024;

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
const message = (key: Parameters<typeof messageFor>[1]) => messageFor({ headers: {} } as never, key);

type Part =
  | { name: string; value: string; type?: string }
  | { name: string; filename: string; bytes: Uint8Array; type?: string };

/** A multipart body built byte for byte, so names and broken variants are exactly what is sent. */
function multipart(parts: Part[], boundary = `suite-${randomUUID()}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const type = part.type ?? ('filename' in part ? 'application/octet-stream' : undefined);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      'filename' in part ? Buffer.from(part.bytes) : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('uploads suite (PGlite)', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const fileStore = new MemoryFileStore();
  const tokens = new Map<string, string>();
  let organisationId: string;
  let folderId: string;
  let deviceId: string;
  let photoTypeId: string;
  let messageId: string;
  const startedAt = performance.now();
  const statuses: number[] = [];
  const figures = { earlyAfterBytes: 0, declaredBytes: 0, chunkedAfterBytes: 0, preambleAfterBytes: 0 };

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    app = await buildApp({ env: testEnv(), database: testDatabase.database, files: fileStore });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    for (const email of [holdingCustomer, technician]) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: demoPassword },
      });
      if (login.statusCode !== 200) throw new Error(`login as ${email}: ${login.statusCode} ${login.body}`);
      tokens.set(email, (login.json() as { data: { token: string } }).data.token);
    }
    const user = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${tokens.get(holdingCustomer)}` },
    });
    organisationId = (user.json() as { data: { company: { id: string } } }).data.company.id;
    const db = testDatabase.database.db;
    const [folder] = await db
      .select({ id: folders.id })
      .from(folders)
      .where(
        and(
          eq(folders.organisationId, organisationId),
          isNull(folders.serviceObjectId),
          isNull(folders.deletedAt),
        ),
      )
      .limit(1);
    const [device] = await db
      .select({ id: serviceObjects.id })
      .from(serviceObjects)
      .where(isNull(serviceObjects.deletedAt))
      .limit(1);
    const [photoType] = await db.select({ id: photoTypes.id }).from(photoTypes).limit(1);
    if (!folder || !device || !photoType)
      throw new Error('the demo data lacks a folder, device or photo type');
    folderId = folder.id;
    deviceId = device.id;
    photoTypeId = photoType.id;
    messageId = uuidv7();
    const created = await app.inject({
      method: 'POST',
      url: '/api/task/inboundmessage',
      headers: { authorization: `Bearer ${tokens.get(holdingCustomer)}` },
      payload: { id: messageId, organisationId, subject: 'Storing koelcel', body: 'Zie bijlage.' },
    });
    if (created.statusCode !== 201) throw new Error(`no inbound message: ${created.body}`);
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
    const fiveXX = statuses.filter((status) => status >= 500).length;
    const kilobytes = Math.round(figures.earlyAfterBytes / 1024);
    console.log(
      `[suite] uploads: ${statuses.length} cases, 5xx ${fiveXX}, early 413 after ${kilobytes} KB of ` +
        `${figures.declaredBytes / megabyte} MB, chunked 413 after ${(figures.chunkedAfterBytes / megabyte).toFixed(1)} MB, ` +
        `endless preamble dropped after ${(figures.preambleAfterBytes / megabyte).toFixed(1)} MB, ` +
        `${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  });

  /** Every answer of the suite passes here, so the summary can count the 5xx (there must be none). */
  async function post(
    url: string,
    body: { payload: Buffer; contentType: string },
    options: { as?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${tokens.get(options.as ?? holdingCustomer)}`,
        'content-type': body.contentType,
        'accept-language': 'nl',
        ...options.headers,
      },
      payload: body.payload,
    });
    statuses.push(response.statusCode);
    expect(response.statusCode, response.body).toBeLessThan(500);
    return response;
  }

  const routes = () => [
    {
      url: '/api/documents',
      as: holdingCustomer,
      fields: (ids: string[]) => [
        { name: 'organisationId', value: organisationId },
        { name: 'folderId', value: folderId },
        { name: 'documentIds', value: JSON.stringify(ids) },
      ],
      file: pdf,
      maxFiles: 5,
    },
    {
      url: `/api/documents/message/${messageId}`,
      as: holdingCustomer,
      fields: (ids: string[]) => [{ name: 'documentIds', value: JSON.stringify(ids) }],
      file: pdf,
      maxFiles: 5,
    },
    {
      url: `/api/serviceobjects/${deviceId}/photos`,
      as: technician,
      fields: (ids: string[]) => [
        { name: 'photos', value: JSON.stringify(ids.map((id) => ({ id, photoTypeId }))) },
      ],
      file: jpeg,
      maxFiles: 10,
    },
  ];

  function documentUpload(files: { filename: string; bytes: Uint8Array }[], ids = files.map(() => uuidv7())) {
    return multipart([
      { name: 'organisationId', value: organisationId },
      { name: 'folderId', value: folderId },
      { name: 'documentIds', value: JSON.stringify(ids) },
      ...files.map((file) => ({ name: 'files[]', ...file })),
    ]);
  }

  async function download(id: string) {
    return app.inject({
      method: 'GET',
      url: `/api/documents/${id}/download`,
      headers: { authorization: `Bearer ${tokens.get(holdingCustomer)}` },
    });
  }

  it('refuses more files than a route allows with 413, on every upload route', async () => {
    for (const route of routes()) {
      const ids = Array.from({ length: route.maxFiles + 1 }, () => uuidv7());
      const files = ids.map((_, index) => ({
        name: 'files[]',
        filename: `f${index}.bin`,
        bytes: route.file,
      }));
      const response = await post(route.url, multipart([...route.fields(ids), ...files]), { as: route.as });
      expect(response.statusCode, route.url).toBe(413);
      expect(response.json()).toEqual({ message: message('tooManyFiles') });
    }
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = new Uint8Array(2 * megabyte + 1);
    big.set(jpeg);
    const id = uuidv7();
    const response = await post(
      `/api/serviceobjects/${deviceId}/photos`,
      multipart([
        { name: 'photos', value: JSON.stringify([{ id, photoTypeId }]) },
        { name: 'files[]', filename: 'groot.jpg', bytes: big },
      ]),
      { as: technician },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: message('fileTooLarge') });
  });

  it('answers 413 to a declared 100 MB body after reading only its first 64 KB, and closes the connection', async () => {
    const declared = 100 * megabyte;
    expect(declared).toBeGreaterThan(
      maxUploadBytes({ limits: documentUploadLimits, fieldNames: ['a', 'b', 'c', 'd'], fallbackName: 'x' }),
    );
    const firstChunk = Buffer.alloc(64 * 1024, 0x61);
    const answer = await new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/documents',
        headers: {
          authorization: `Bearer ${tokens.get(holdingCustomer)}`,
          'content-type': 'multipart/form-data; boundary=early',
          'content-length': String(declared),
        },
      });
      // Only the first chunk is ever sent: an answer can come only from the declared length.
      const bound = setTimeout(() => {
        request.destroy();
        reject(new Error('no answer while the rest of the declared body was still unsent'));
      }, 15_000);
      request.on('response', (response) => {
        clearTimeout(bound);
        response.resume();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
        request.destroy();
      });
      request.on('error', (error) => {
        clearTimeout(bound);
        reject(error);
      });
      request.write(firstChunk);
    });
    statuses.push(answer.status);
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    figures.earlyAfterBytes = firstChunk.byteLength;
    figures.declaredBytes = declared;
  });

  /**
   * Streams `head` and then 64 KB chunks (at most `limit` bytes) as a chunked body, without a
   * declared length, until the server answers or closes the connection.
   */
  function streamChunked(path: string, as: string, boundary: string, head: Buffer, limit: number) {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    return new Promise<{ status: number; sent: number; closed: boolean }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      let settled = false;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          authorization: `Bearer ${tokens.get(as)}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      });
      const bound = setTimeout(() => {
        settled = true;
        request.destroy();
        reject(new Error(`the connection stayed open after ${sent} bytes (answer ${status || 'none'})`));
      }, 30_000);
      // Only the server closes the socket before the bound: a close means it stopped reading.
      request.on('socket', (socket) =>
        socket.once('close', () => {
          if (settled) return;
          settled = true;
          clearTimeout(bound);
          resolve({ status, sent, closed: true });
        }),
      );
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      });
      request.on('error', () => undefined);
      const pump = () => {
        while (!settled && !status && sent < limit) {
          sent += chunk.byteLength;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!settled && !status) request.end();
      };
      request.write(head);
      pump();
    });
  }

  it('stops a chunked upload at the file size limit with 413 and closes the connection instead of draining it', async () => {
    const boundary = 'chunked';
    const head = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="eindeloos.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.from(jpeg),
    ]);
    const limit = 100 * megabyte;
    const outcome = await streamChunked(
      `/api/serviceobjects/${deviceId}/photos`,
      technician,
      boundary,
      head,
      limit,
    );
    statuses.push(outcome.status);
    expect(outcome.status).toBe(413);
    expect(outcome.closed).toBe(true);
    expect(outcome.sent).toBeLessThan(limit);
    figures.chunkedAfterBytes = outcome.sent;
  });

  it('drops a chunked body that never reaches a part once it passes the route bound', async () => {
    const limit = 100 * megabyte;
    const outcome = await streamChunked(
      `/api/serviceobjects/${deviceId}/photos`,
      technician,
      'never-sent',
      Buffer.from('an endless preamble '),
      limit,
    );
    expect(outcome.closed).toBe(true);
    expect(outcome.sent).toBeLessThan(limit);
    figures.preambleAfterBytes = outcome.sent;
  });

  it('refuses HTML named .pdf by its bytes (415), and names a PDF sent as .html by its type', async () => {
    const disguised = await post(
      '/api/documents',
      documentUpload([{ filename: 'rapport.pdf', bytes: html }]),
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toEqual({ message: message('fileTypeNotAllowed') });

    const id = uuidv7();
    const stored = await post(
      '/api/documents',
      documentUpload([{ filename: 'rapport.html', bytes: pdf }], [id]),
    );
    expect(stored.statusCode).toBe(201);
    expect(stored.json().data[0]).toMatchObject({
      id,
      name: 'rapport.html.pdf',
      contentType: 'application/pdf',
    });
    const served = await download(id);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="rapport.html.pdf"; filename*=UTF-8''rapport.html.pdf`,
    );
  });

  it('removes bidi, zero-width and other format characters from names, and serves names per RFC 6266/5987', async () => {
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    const response = await post(
      '/api/documents',
      documentUpload(
        [
          { filename: 'factuur\u202Efdp.exe', bytes: pdf },
          { filename: '\u200Bon\u200Dzicht\u2066baar\u2069\uFEFF\u200E.pdf', bytes: pdf },
          { filename: "Offerte café (2)'.pdf", bytes: pdf },
        ],
        ids,
      ),
    );
    expect(response.statusCode).toBe(201);
    const names = (response.json() as { data: { name: string }[] }).data.map((document) => document.name);
    expect(names).toEqual(['factuurfdp.exe.pdf', 'onzichtbaar.pdf', "Offerte café (2)'.pdf"]);
    for (const name of names) expect(name).not.toMatch(/\p{Cf}/u);
    const served = await download(ids[2]!);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Offerte caf_ (2)'.pdf"; filename*=UTF-8''Offerte%20caf%C3%A9%20%282%29%27.pdf`,
    );
  });

  it('shortens a 300-character name in its stem and keeps the extension', async () => {
    const id = uuidv7();
    const response = await post(
      '/api/documents',
      documentUpload([{ filename: `${'lang'.repeat(75)}.pdf`, bytes: pdf }], [id]),
    );
    expect(response.statusCode).toBe(201);
    const name = (response.json() as { data: { name: string }[] }).data[0]!.name;
    expect(name).toHaveLength(maxFileNameLength);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('refuses NUL and controls in file names and text fields with 422 naming the field', async () => {
    const badName = await post('/api/documents', documentUpload([{ filename: 'a\u0000b.pdf', bytes: pdf }]));
    expect(badName.statusCode).toBe(422);
    expect(badName.json().errors).toEqual({ 'files[]': [message('invalidCharacters')] });

    const badField = await post(
      '/api/documents',
      multipart([
        { name: 'organisationId', value: `${organisationId}\u0001` },
        { name: 'files[]', filename: 'a.pdf', bytes: pdf },
      ]),
    );
    expect(badField.statusCode).toBe(422);
    expect(badField.json().errors).toEqual({ organisationId: [message('invalidCharacters')] });

    const unknown = await post(
      `/api/documents/message/${messageId}`,
      multipart([
        { name: 'extra', value: 'x' },
        { name: 'files[]', filename: 'a.pdf', bytes: pdf },
      ]),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ extra: [message('unknownField')] });
  });

  it('refuses another file under the same Idempotency-Key, and replays the same file sent again', async () => {
    const key = uuidv7();
    const ids = [uuidv7()];
    const headers = { 'idempotency-key': key };
    const first = await post('/api/documents', documentUpload([{ filename: 'a.pdf', bytes: pdf }], ids), {
      headers,
    });
    expect(first.statusCode).toBe(201);
    const other = new TextEncoder().encode('%PDF-1.7\nanother document\n%%EOF\n');
    const different = await post(
      '/api/documents',
      documentUpload([{ filename: 'a.pdf', bytes: other }], ids),
      { headers },
    );
    expect(different.statusCode).toBe(422);
    expect(different.json().errors).toEqual({ 'Idempotency-Key': [message('idempotencyKeyReused')] });
    // The same upload again, with another boundary: the same content, so the first answer.
    const again = await post('/api/documents', documentUpload([{ filename: 'a.pdf', bytes: pdf }], ids), {
      headers,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const [row] = await testDatabase.database.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.id, ids[0]!));
    expect(row?.n).toBe(1);
    expect(fileStore.peek(`documents/${organisationId}/${ids[0]}`)?.bytes).toEqual(pdf);
  });

  it('answers every malformed multipart body with a 4xx in the usual format, on every upload route', async () => {
    const longBoundary = 'b'.repeat(300);
    const variants: { label: string; contentType: string; payload: Buffer; status?: number }[] = [
      {
        label: 'garbage',
        contentType: 'multipart/form-data; boundary=zzz',
        payload: Buffer.from('garbage'),
        status: 400,
      },
      {
        label: 'no boundary',
        contentType: 'multipart/form-data',
        payload: Buffer.from('garbage'),
        status: 400,
      },
      {
        label: 'truncated part',
        contentType: 'multipart/form-data; boundary=zzz',
        payload: Buffer.from(
          '--zzz\r\nContent-Disposition: form-data; name="files[]"; filename="a.pdf"\r\n\r\n%PDF-1.7 half',
        ),
        status: 400,
      },
      {
        label: 'boundary over 256 characters',
        contentType: `multipart/form-data; boundary=${longBoundary}`,
        payload: Buffer.from(`--${longBoundary}\r\n`),
        status: 400,
      },
      {
        label: '__proto__ field',
        contentType: 'multipart/form-data; boundary=zzz',
        payload: Buffer.from(
          '--zzz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--zzz--\r\n',
        ),
        status: 400,
      },
      {
        label: 'broken JSON field',
        contentType: 'multipart/form-data; boundary=zzz',
        payload: Buffer.from(
          '--zzz\r\nContent-Disposition: form-data; name="documentIds"\r\nContent-Type: application/json\r\n\r\n[{\r\n--zzz--\r\n',
        ),
      },
      {
        label: 'part without headers',
        contentType: 'multipart/form-data; boundary=zzz',
        payload: Buffer.from('--zzz\r\n\r\nplain\r\n--zzz--\r\n'),
      },
      { label: 'empty body', contentType: 'multipart/form-data; boundary=zzz', payload: Buffer.alloc(0) },
    ];
    for (const route of routes()) {
      for (const variant of variants) {
        const response = await post(route.url, variant, { as: route.as });
        const label = `${variant.label} on ${route.url}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(typeof (response.json() as { message?: unknown }).message, label).toBe('string');
        if (variant.status) {
          expect(response.statusCode, label).toBe(variant.status);
          expect(response.json(), label).toEqual({ message: message('malformedMultipart') });
        }
      }
    }
  });
});
