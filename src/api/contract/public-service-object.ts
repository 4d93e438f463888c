/**
 * What anyone holding a device's QR sticker may read without signing in
 * (`GET /api/public/serviceobjects/{publicId}`, product.md §8): enough to identify the equipment and
 * its F-gas duty at the equipment, and who to call. Deliberately a closed list: never the internal id,
 * the organisation, the logbook or anything commercial. The sticker's QR code opens the PWA page
 * `publicDevicePagePath(publicId)` on the portal's public URL.
 */
import { z } from 'zod';
import { DateOnly, Id, Kg } from './common';

/**
 * The leak-check state as the public page shows it: the due date's status (`ok`, `due_soon`,
 * `overdue`), `not_required` (no duty: not an F-gas, below the threshold, hermetically sealed below
 * 10 t, or decommissioned) or `unknown` (refrigerant, charge or a date to count from is missing).
 */
export const PublicLeakCheckStatus = z.enum(['ok', 'due_soon', 'overdue', 'not_required', 'unknown']);
export type PublicLeakCheckStatus = z.infer<typeof PublicLeakCheckStatus>;

export const PublicServiceObject = z.strictObject({
  publicId: z.string(),
  number: z.string(),
  name: z.string(),
  /** The device type's name in both languages; null when the device has no type. */
  typeNameNl: z.string().nullable(),
  typeNameEn: z.string().nullable(),
  /** Site and room, joined. */
  location: z.string().nullable(),
  refrigerant: z.string().nullable(),
  chargeKg: Kg.nullable(),
  co2EqTonnes: z.number().nonnegative().nullable(),
  lastLeakCheckDate: DateOnly.nullable(),
  nextLeakCheckDate: DateOnly.nullable(),
  leakCheckStatus: PublicLeakCheckStatus,
  /** Who to call about this device: the service company. */
  serviceCompany: z.strictObject({ name: z.string(), phone: z.string() }),
});
export type PublicServiceObject = z.infer<typeof PublicServiceObject>;

/** The PWA page a sticker's QR code opens, below the portal's origin. */
export const publicDevicePagePattern = '/public/serviceobjects/:publicId';

export function publicDevicePagePath(publicId: string): string {
  return `/public/serviceobjects/${encodeURIComponent(publicId)}`;
}

/** The most devices one sticker sheet request may name by id (the query string holds 100 values). */
export const maxStickerIdsPerRequest = 100;

/**
 * `GET /api/serviceobjects/qr-stickers`: a PDF of A4 label sheets, for the devices named by `ids`
 * (in that order) or for every device of `organizationId`. `GET /api/serviceobjects/{id}/qr-sticker`
 * answers one label on a page of its own.
 */
export const QrStickerSheetQuery = z
  .strictObject({
    ids: z
      .union([z.array(Id), Id])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .pipe(z.array(Id).min(1).max(maxStickerIdsPerRequest))
      .optional(),
    organizationId: Id.optional(),
    authUserId: z.string().optional(),
    userType: z.string().optional(),
    companyId: z.string().optional(),
  })
  .refine((query) => (query.ids === undefined) !== (query.organizationId === undefined), {
    message: 'Name either ids or organizationId',
    path: ['ids'],
  });
export type QrStickerSheetQuery = z.infer<typeof QrStickerSheetQuery>;
