/**
 * Upload limits of product.md §7, shared by the PWA (which refuses over-limit files before queueing
 * them) and the server (which enforces the same limits with 413 and checks the real type by its
 * first bytes with 415). Pure data and functions: no I/O.
 */
export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** The content types accepted, as the server detects them from the bytes. */
  contentTypes: readonly string[];
  /** For the file picker's `accept`. */
  accept: string;
}

const megabyte = 1024 * 1024;

const officeTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
];

/** Documents and message attachments: at most 5 files of 10 MB; PDF, images, Office documents. */
export const documentUploadLimits: UploadLimits = {
  maxFiles: 5,
  maxFileBytes: 10 * megabyte,
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', ...officeTypes],
  accept: '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx,.doc,.xls,.ppt',
};

/** Photos of service objects: at most 10 files of 2 MB; JPEG, PNG, WebP. */
export const photoUploadLimits: UploadLimits = {
  maxFiles: 10,
  maxFileBytes: 2 * megabyte,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  accept: 'image/jpeg,image/png,image/webp',
};

const byExtension: Record<string, string> = {
  docx: officeTypes[0]!,
  xlsx: officeTypes[1]!,
  pptx: officeTypes[2]!,
  doc: officeTypes[3]!,
  xls: officeTypes[4]!,
  ppt: officeTypes[5]!,
};

/**
 * The file name extensions of each accepted type, the usual one first: a stored or served file is
 * named with one of these, so its name never claims another type than its bytes.
 */
const extensionsByType: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  ...Object.fromEntries(Object.entries(byExtension).map(([extension, type]) => [type, [extension]])),
};

/** The extensions (lower case, without the dot) a file of `contentType` may carry; empty when unknown. */
export function fileExtensionsOf(contentType: string): readonly string[] {
  return Object.hasOwn(extensionsByType, contentType) ? extensionsByType[contentType]! : [];
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The real type of a file from its first bytes (its name only tells Office formats apart, which
 * share a container); null when it is none of the accepted kinds.
 */
export function sniffContentType(bytes: Uint8Array, fileName: string): string | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  // Office Open XML is a zip container; the legacy formats an OLE compound file.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && ['docx', 'xlsx', 'pptx'].includes(extension)) {
    return byExtension[extension] ?? null;
  }
  if (
    startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) &&
    ['doc', 'xls', 'ppt'].includes(extension)
  ) {
    return byExtension[extension] ?? null;
  }
  return null;
}

export type UploadProblem = 'tooManyFiles' | 'fileTooLarge' | 'fileTypeNotAllowed' | 'emptyFile';

/**
 * What is wrong with a selection before it is queued, judged by what the browser knows (size, name,
 * declared type); the server checks the bytes again.
 */
export function uploadProblems(
  files: readonly { name: string; size: number; type: string }[],
  limits: UploadLimits,
): { problem: UploadProblem; fileName?: string }[] {
  const problems: { problem: UploadProblem; fileName?: string }[] = [];
  if (files.length > limits.maxFiles) problems.push({ problem: 'tooManyFiles' });
  for (const file of files) {
    const extension = `.${file.name.toLowerCase().split('.').pop() ?? ''}`;
    if (file.size === 0) problems.push({ problem: 'emptyFile', fileName: file.name });
    else if (file.size > limits.maxFileBytes) problems.push({ problem: 'fileTooLarge', fileName: file.name });
    if (!limits.contentTypes.includes(file.type) && !limits.accept.split(',').includes(extension)) {
      problems.push({ problem: 'fileTypeNotAllowed', fileName: file.name });
    }
  }
  return problems;
}
