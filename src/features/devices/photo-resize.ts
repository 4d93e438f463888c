/**
 * Prepares chosen photos for the outbox on the device itself: a photo that fits (JPEG, PNG or WebP
 * of at most 2 MB) goes as it is; a larger camera image, or an image type the server does not take,
 * is decoded (`createImageBitmap`, which honours the camera's orientation) and re-encoded as JPEG on
 * a canvas, trying the sizes of `resizeAttempts` until one fits. Works offline: nothing leaves the
 * device here.
 */
import { photoUploadLimits } from '../../lib/upload-limits';
import { jpegFileName, photoPreparation, resizeAttempts, type ResizeAttempt } from './device-write-rules';

export interface PreparedPhoto {
  blob: Blob;
  name: string;
  /** The content type the blob holds. */
  type: string;
}

export type PhotoPreparationResult =
  | { ok: true; photo: PreparedPhoto; wasResized: boolean }
  | {
      ok: false;
      fileName: string;
      problem: 'emptyFile' | 'fileTypeNotAllowed' | 'unreadable' | 'fileTooLarge';
    };

async function encodeJpeg(bitmap: ImageBitmap, attempt: ResizeAttempt): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(attempt.width, attempt.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, attempt.width, attempt.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: attempt.quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = attempt.width;
  canvas.height = attempt.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, attempt.width, attempt.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no JPEG'))),
      'image/jpeg',
      attempt.quality,
    ),
  );
}

/** One chosen file, ready to queue, or why it cannot go. Never throws. */
export async function prepareDevicePhoto(file: File): Promise<PhotoPreparationResult> {
  const decision = photoPreparation(file);
  if (decision.kind === 'refuse') return { ok: false, fileName: file.name, problem: decision.problem };
  if (decision.kind === 'keep')
    return { ok: true, photo: { blob: file, name: file.name, type: file.type }, wasResized: false };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, fileName: file.name, problem: 'unreadable' };
  }
  try {
    for (const attempt of resizeAttempts({ width: bitmap.width, height: bitmap.height })) {
      const blob = await encodeJpeg(bitmap, attempt);
      if (blob.size > 0 && blob.size <= photoUploadLimits.maxFileBytes) {
        return {
          ok: true,
          photo: { blob, name: jpegFileName(file.name), type: 'image/jpeg' },
          wasResized: true,
        };
      }
    }
    return { ok: false, fileName: file.name, problem: 'fileTooLarge' };
  } catch {
    return { ok: false, fileName: file.name, problem: 'unreadable' };
  } finally {
    bitmap.close();
  }
}
