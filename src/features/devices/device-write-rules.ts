/**
 * The rules of the device writes, checked on the device before anything is queued (the server checks
 * them again): the memo's length limits, which photos of a selection can go as they are, which must
 * be re-encoded (too large for the 2 MB of product.md §7, or an image type the server does not take,
 * such as a phone's HEIC) and which are refused; and how far a large camera image is scaled down.
 * Pure functions: no I/O.
 */
import {
  appendMemoNote,
  serviceObjectMemoMaxLength,
  serviceObjectMemoNoteMaxLength,
} from '../../api/contract/service-objects';
import { photoUploadLimits, type UploadLimits } from '../../lib/upload-limits';

export type MemoProblem = 'noteRequired' | 'noteTooLong' | 'memoTooLong';

/** What is wrong with a note to add to `memo` (as the server will write it), or null. */
export function memoNoteProblem(
  memo: string | null,
  note: { date: string; author: string; text: string },
): MemoProblem | null {
  const text = note.text.trim();
  if (!text) return 'noteRequired';
  if (text.length > serviceObjectMemoNoteMaxLength) return 'noteTooLong';
  if (appendMemoNote(memo, note).length > serviceObjectMemoMaxLength) return 'memoTooLong';
  return null;
}

/** What is wrong with a replacement memo, or null (an empty memo clears it). */
export function memoProblem(memo: string): MemoProblem | null {
  return memo.trim().length > serviceObjectMemoMaxLength ? 'memoTooLong' : null;
}

/** What happens to one chosen file before it is queued. */
export type PhotoPreparation =
  /** Accepted type and small enough: queued as it is. */
  | { kind: 'keep' }
  /** An image that must be re-encoded as JPEG (too large, or a type the server refuses). */
  | { kind: 'reencode' }
  | { kind: 'refuse'; problem: 'emptyFile' | 'fileTypeNotAllowed' };

const imageExtensions = [
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.heic',
  '.heif',
  '.gif',
  '.bmp',
  '.avif',
  '.tif',
  '.tiff',
];

function looksLikeImage(file: { name: string; type: string }): boolean {
  const extension = `.${file.name.toLowerCase().split('.').pop() ?? ''}`;
  return file.type.startsWith('image/') || imageExtensions.includes(extension);
}

/** The decision for one file, by what the browser knows (size, declared type, name). */
export function photoPreparation(
  file: { name: string; size: number; type: string },
  limits: UploadLimits = photoUploadLimits,
): PhotoPreparation {
  if (file.size === 0) return { kind: 'refuse', problem: 'emptyFile' };
  if (!looksLikeImage(file) || file.type === 'image/svg+xml') {
    return { kind: 'refuse', problem: 'fileTypeNotAllowed' };
  }
  const isAccepted = limits.contentTypes.includes(file.type);
  return isAccepted && file.size <= limits.maxFileBytes ? { kind: 'keep' } : { kind: 'reencode' };
}

/** True when a selection holds more photos than one upload may carry. */
export function isTooManyPhotos(count: number, limits: UploadLimits = photoUploadLimits): boolean {
  return count > limits.maxFiles;
}

export interface ResizeAttempt {
  width: number;
  height: number;
  /** JPEG quality, 0..1. */
  quality: number;
}

/** The longest edge a re-encoded photo keeps: plenty for a type plate, far below 2 MB as JPEG. */
export const photoMaxEdge = 2560;

/**
 * The encodings to try, in order, until one fits the limit: first the image scaled to at most
 * `photoMaxEdge` at quality 0.85, then lower quality, then ever smaller (three quarters each step).
 * Never enlarges; never below 320 px on the long edge.
 */
export function resizeAttempts(
  size: { width: number; height: number },
  maxEdge = photoMaxEdge,
): ResizeAttempt[] {
  const longEdge = Math.max(size.width, size.height, 1);
  const attempts: ResizeAttempt[] = [];
  let edge = Math.min(longEdge, maxEdge);
  const dimensions = (target: number) => {
    const scale = target / longEdge;
    return {
      width: Math.max(1, Math.round(size.width * scale)),
      height: Math.max(1, Math.round(size.height * scale)),
    };
  };
  attempts.push({ ...dimensions(edge), quality: 0.85 });
  attempts.push({ ...dimensions(edge), quality: 0.7 });
  while (edge > 320 && attempts.length < 8) {
    edge = Math.max(320, Math.round(edge * 0.75));
    attempts.push({ ...dimensions(edge), quality: 0.7 });
  }
  return attempts;
}

/** The file name of a re-encoded photo: the same name with `.jpg`. */
export function jpegFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'foto';
  return `${base}.jpg`;
}
