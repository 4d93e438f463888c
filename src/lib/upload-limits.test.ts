import { describe, expect, it } from 'vitest';
import { documentUploadLimits, photoUploadLimits, sniffContentType, uploadProblems } from './upload-limits';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);

describe('sniffContentType', () => {
  it('recognises PDF, JPEG, PNG and WebP by their first bytes, whatever the name says', () => {
    expect(sniffContentType(new TextEncoder().encode('%PDF-1.7\n'), 'scan.jpg')).toBe('application/pdf');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0), 'foto')).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x.png')).toBe(
      'image/png',
    );
    expect(sniffContentType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'x.webp')).toBe('image/webp');
  });

  it('tells Office formats apart by name only inside their real container', () => {
    expect(sniffContentType(bytes(0x50, 0x4b, 0x03, 0x04), 'offerte.docx')).toMatch(/wordprocessingml/);
    expect(sniffContentType(bytes(0x50, 0x4b, 0x03, 0x04), 'archief.zip')).toBeNull();
    expect(sniffContentType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'oud.xls')).toBe(
      'application/vnd.ms-excel',
    );
  });

  it('refuses anything else, such as a script named like a PDF', () => {
    expect(sniffContentType(new TextEncoder().encode('<script>alert(1)</script>'), 'factuur.pdf')).toBeNull();
  });
});

describe('uploadProblems', () => {
  const pdf = { name: 'rapport.pdf', size: 1000, type: 'application/pdf' };

  it('accepts up to the limits', () => {
    expect(uploadProblems([pdf, pdf, pdf, pdf, pdf], documentUploadLimits)).toEqual([]);
  });

  it('names too many files, too large, empty and refused types', () => {
    expect(uploadProblems(new Array(6).fill(pdf), documentUploadLimits)).toContainEqual({
      problem: 'tooManyFiles',
    });
    expect(uploadProblems([{ ...pdf, size: 10 * 1024 * 1024 + 1 }], documentUploadLimits)).toEqual([
      { problem: 'fileTooLarge', fileName: 'rapport.pdf' },
    ]);
    expect(uploadProblems([{ name: 'leeg.png', size: 0, type: 'image/png' }], photoUploadLimits)).toEqual([
      { problem: 'emptyFile', fileName: 'leeg.png' },
    ]);
    expect(
      uploadProblems(
        [{ name: 'setup.exe', size: 10, type: 'application/x-msdownload' }],
        documentUploadLimits,
      ),
    ).toEqual([{ problem: 'fileTypeNotAllowed', fileName: 'setup.exe' }]);
  });
});
