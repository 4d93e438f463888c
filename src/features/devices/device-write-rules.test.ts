import { describe, expect, it } from 'vitest';
import { appendMemoNote } from '../../api/contract/service-objects';
import { photoUploadLimits } from '../../lib/upload-limits';
import {
  isTooManyPhotos,
  jpegFileName,
  memoNoteProblem,
  memoProblem,
  photoMaxEdge,
  photoPreparation,
  resizeAttempts,
} from './device-write-rules';

const megabyte = 1024 * 1024;
const note = { date: '2026-11-22', author: 'Sander Visser' };

describe('memo notes', () => {
  it('puts a dated note with the author below the memo, or makes it the memo when there is none', () => {
    expect(appendMemoNote(null, { ...note, text: ' Deur klemt ' })).toBe(
      '2026-11-22 Sander Visser: Deur klemt',
    );
    expect(appendMemoNote('Sleutel bij receptie.\n', { ...note, text: 'Deur klemt' })).toBe(
      'Sleutel bij receptie.\n2026-11-22 Sander Visser: Deur klemt',
    );
  });

  it('refuses an empty note, a note over 2,000 characters and one that makes the memo too long', () => {
    expect(memoNoteProblem(null, { ...note, text: '   ' })).toBe('noteRequired');
    expect(memoNoteProblem(null, { ...note, text: 'x'.repeat(2_001) })).toBe('noteTooLong');
    expect(memoNoteProblem('x'.repeat(9_990), { ...note, text: 'Nog een regel' })).toBe('memoTooLong');
    expect(memoNoteProblem('Sleutel bij receptie.', { ...note, text: 'Deur klemt' })).toBeNull();
  });

  it('accepts an empty replacement memo (it clears the memo) and refuses one over 10,000 characters', () => {
    expect(memoProblem('')).toBeNull();
    expect(memoProblem('x'.repeat(10_000))).toBeNull();
    expect(memoProblem('x'.repeat(10_001))).toBe('memoTooLong');
  });
});

describe('photoPreparation', () => {
  it('keeps a JPEG, PNG or WebP of at most 2 MB as it is', () => {
    for (const type of photoUploadLimits.contentTypes) {
      expect(photoPreparation({ name: 'foto', size: 2 * megabyte, type })).toEqual({ kind: 'keep' });
    }
  });

  it('re-encodes a camera image over 2 MB and an image type the server does not take', () => {
    expect(photoPreparation({ name: 'IMG_0001.jpg', size: 2 * megabyte + 1, type: 'image/jpeg' })).toEqual({
      kind: 'reencode',
    });
    expect(photoPreparation({ name: 'IMG_0002.heic', size: 900_000, type: 'image/heic' })).toEqual({
      kind: 'reencode',
    });
    expect(photoPreparation({ name: 'IMG_0003.HEIC', size: 900_000, type: '' })).toEqual({
      kind: 'reencode',
    });
  });

  it('refuses an empty file, a file that is no image, and SVG', () => {
    expect(photoPreparation({ name: 'leeg.jpg', size: 0, type: 'image/jpeg' })).toEqual({
      kind: 'refuse',
      problem: 'emptyFile',
    });
    expect(photoPreparation({ name: 'rapport.pdf', size: 1000, type: 'application/pdf' })).toEqual({
      kind: 'refuse',
      problem: 'fileTypeNotAllowed',
    });
    expect(photoPreparation({ name: 'logo.svg', size: 1000, type: 'image/svg+xml' })).toEqual({
      kind: 'refuse',
      problem: 'fileTypeNotAllowed',
    });
  });

  it('allows at most 10 photos in one selection', () => {
    expect(isTooManyPhotos(10)).toBe(false);
    expect(isTooManyPhotos(11)).toBe(true);
  });
});

describe('resizeAttempts', () => {
  it('first scales a large camera image to the maximum edge, keeping its proportions', () => {
    const [first, second] = resizeAttempts({ width: 4032, height: 3024 });
    expect(first).toEqual({ width: photoMaxEdge, height: 1920, quality: 0.85 });
    expect(second).toEqual({ width: photoMaxEdge, height: 1920, quality: 0.7 });
  });

  it('never enlarges a small image and keeps portrait images upright', () => {
    expect(resizeAttempts({ width: 800, height: 1200 })[0]).toEqual({
      width: 800,
      height: 1200,
      quality: 0.85,
    });
  });

  it('then tries ever smaller sizes, down to 320 px on the long edge', () => {
    const attempts = resizeAttempts({ width: 6000, height: 4000 });
    const edges = attempts.map((attempt) => Math.max(attempt.width, attempt.height));
    expect(edges.slice(1).every((edge, index) => edge <= edges[index]!)).toBe(true);
    expect(Math.min(...edges)).toBeGreaterThanOrEqual(320);
    expect(attempts.length).toBeLessThanOrEqual(8);
  });
});

describe('jpegFileName', () => {
  it('gives a re-encoded photo the .jpg extension', () => {
    expect(jpegFileName('IMG_0002.HEIC')).toBe('IMG_0002.jpg');
    expect(jpegFileName('typeplaat')).toBe('typeplaat.jpg');
  });
});
