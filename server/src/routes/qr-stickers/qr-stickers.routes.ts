/**
 * QR stickers for devices, as PDF (rendered by src/pdf/qr-sticker-pdf.ts):
 * - `GET /api/serviceobjects/{id}/qr-sticker`: one 70 x 37 mm label on a page of its own;
 * - `GET /api/serviceobjects/qr-stickers?ids[]=...` (up to 100, in that order) or
 *   `?organizationId=...` (every device of that organisation, by number): A4 sheets of 3 x 8 labels.
 *
 * Guarded like device reads: `view serviceobjects` (403 otherwise), and scoped: a device outside
 * the caller's organisations answers 404 as if it did not exist (a sheet naming one such device is
 * refused whole), an organisation outside them 403 (scoping plugin). The QR code opens the device's
 * public page on PUBLIC_URL (never the Host header) by its public id. The label's text is in the
 * request's language (`Accept-Language`, Dutch by default). Served like the other PDFs:
 * `application/pdf`, as an attachment, `nosniff`, not cached.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id } from '../../../../src/api/contract/common';
import { QrStickerSheetQuery } from '../../../../src/api/contract/public-service-object';
import { refrigerantCo2eq } from '../../../../src/lib/fgas';
import { serviceObjects } from '../../db/schema/service-objects';
import { renderQrStickerPdf, stickerUrl, type QrSticker } from '../../pdf/qr-sticker-pdf';
import { HttpError } from '../../plugins/http-error';
import { localeFromAcceptLanguage, messageFor } from '../../plugins/messages';
import { scopeIncludes } from '../../plugins/scoping.plugin';
import { sendFile } from '../../files/send-file';
import { binaryResponse } from '../../files/binary-response';

/** More labels than this in one sheet request (42 A4 pages) is refused: print per location instead. */
export const maxStickersPerSheet = 1000;

const pdfResponses = {
  200: binaryResponse('The PDF', ['application/pdf']),
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  422: ErrorBody,
};

const stickerColumns = {
  id: serviceObjects.id,
  organisationId: serviceObjects.organisationId,
  number: serviceObjects.number,
  name: serviceObjects.name,
  refrigerant: serviceObjects.refrigerant,
  chargeKg: serviceObjects.chargeKg,
  publicId: serviceObjects.publicId,
};

type StickerRow = {
  number: string;
  name: string;
  refrigerant: string | null;
  chargeKg: number | null;
  publicId: string;
};

const qrStickerRoutes: FastifyPluginAsyncZod = async (app) => {
  function toSticker(row: StickerRow): QrSticker {
    return {
      number: row.number,
      name: row.name,
      refrigerant: row.refrigerant,
      chargeKg: row.chargeKg,
      co2EqTonnes:
        row.refrigerant !== null && row.chargeKg !== null
          ? refrigerantCo2eq(row.refrigerant, row.chargeKg)
          : null,
      url: stickerUrl(app.env.PUBLIC_URL, row.publicId),
    };
  }

  function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string) {
    return sendFile(reply, { body: pdf, contentType: 'application/pdf', fileName });
  }

  app.get(
    '/api/serviceobjects/:id/qr-sticker',
    {
      config: { permission: ['view', 'serviceobjects'] },
      schema: {
        tags: ['serviceobjects'],
        summary: "The QR sticker of a device (PDF, one 70 x 37 mm label) opening the device's public page",
        params: z.strictObject({ id: Id }),
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const [device] = await app.db
        .select(stickerColumns)
        .from(serviceObjects)
        .where(and(eq(serviceObjects.id, request.params.id), isNull(serviceObjects.deletedAt)))
        .limit(1);
      if (!device || !scopeIncludes(await request.organisationScope(), device.organisationId)) {
        throw new HttpError(404, 'notFound');
      }
      const pdf = await renderQrStickerPdf([toSticker(device)], {
        layout: 'label',
        title: `QR-sticker ${device.number}`,
        date: new Date(),
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      return sendPdf(reply, pdf, `qr-sticker-${device.number}.pdf`);
    },
  );

  app.get(
    '/api/serviceobjects/qr-stickers',
    {
      config: { permission: ['view', 'serviceobjects'] },
      schema: {
        tags: ['serviceobjects'],
        summary: 'QR stickers of several devices (PDF, A4 sheets of 3 x 8 labels of 70 x 37 mm)',
        querystring: QrStickerSheetQuery,
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const { ids, organizationId } = request.query;
      const scope = await request.organisationScope();
      let rows: (StickerRow & { id: string; organisationId: string })[];
      if (ids) {
        const unique = [...new Set(ids)];
        const found = await app.db
          .select(stickerColumns)
          .from(serviceObjects)
          .where(and(inArray(serviceObjects.id, unique), isNull(serviceObjects.deletedAt)));
        const byId = new Map(found.map((row) => [row.id, row]));
        rows = unique.map((id) => {
          const row = byId.get(id);
          if (!row || !scopeIncludes(scope, row.organisationId)) throw new HttpError(404, 'notFound');
          return row;
        });
      } else {
        // The scoping plugin has already refused an organisation outside the caller's scope (403).
        rows = await app.db
          .select(stickerColumns)
          .from(serviceObjects)
          .where(and(eq(serviceObjects.organisationId, organizationId!), isNull(serviceObjects.deletedAt)))
          .orderBy(asc(serviceObjects.number))
          .limit(maxStickersPerSheet + 1);
        if (rows.length > maxStickersPerSheet) {
          throw new HttpError(422, 'validationFailed', {
            organizationId: [messageFor(request, 'fieldTooLong')],
          });
        }
      }
      const pdf = await renderQrStickerPdf(rows.map(toSticker), {
        layout: 'sheet',
        title: 'QR-stickers',
        date: new Date(),
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      return sendPdf(reply, pdf, 'qr-stickers.pdf');
    },
  );
};

export default qrStickerRoutes;
