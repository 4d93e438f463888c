/**
 * Fetching the QR sticker PDFs (`serviceobjects/{id}/qr-sticker`, one label; `serviceobjects/qr-stickers`
 * with `ids[]`, A4 sheets) and what a failure means to the user. Stickers are made by the server on
 * demand, so they need a connection: offline, the user is told so before anything is sent.
 */
import { t } from '@lingui/core/macro';
import type { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import type { SearchParams } from '../../api/search-params';
import { maxStickerIdsPerRequest } from '../../api/contract/public-service-object';

export { maxStickerIdsPerRequest };

export interface StickerFile {
  blob: Blob;
  fileName: string;
}

/** Why a sticker could not be made: no connection, or the server's answer. */
export class StickerDownloadError extends Error {
  override name = 'StickerDownloadError';
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function offlineError(): StickerDownloadError {
  return new StickerDownloadError(
    t`Voor QR-stickers is een verbinding nodig. Probeer het opnieuw zodra je online bent.`,
  );
}

async function download(client: ApiClient, path: string, searchParams?: SearchParams): Promise<Blob> {
  if (isOffline()) throw offlineError();
  try {
    return await client.request({
      method: 'get',
      path,
      responseType: 'blob',
      ...(searchParams ? { searchParams } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') throw offlineError();
    if (error instanceof ApiError && error.kind === 'http' && error.status >= 500) {
      throw new StickerDownloadError(t`Serverfout`);
    }
    throw new StickerDownloadError(error instanceof Error ? error.message : String(error));
  }
}

export async function downloadDeviceSticker(
  client: ApiClient,
  device: { id: string; number: string },
): Promise<StickerFile> {
  const blob = await download(client, `serviceobjects/${encodeURIComponent(device.id)}/qr-sticker`);
  return { blob, fileName: `qr-sticker-${device.number}.pdf` };
}

/** A sheet for up to `maxStickerIdsPerRequest` devices, in the order given. */
export async function downloadStickerSheet(
  client: ApiClient,
  deviceIds: readonly string[],
): Promise<StickerFile> {
  const blob = await download(client, 'serviceobjects/qr-stickers', {
    ids: deviceIds.slice(0, maxStickerIdsPerRequest),
  });
  return { blob, fileName: 'qr-stickers.pdf' };
}
