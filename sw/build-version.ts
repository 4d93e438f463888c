/**
 * The version of the app this service worker serves: a short hash of its precache manifest (every
 * built file with its revision). Two builds of the same sources get the same version; any change to
 * a built file gives another. The sync screen shows it (src/app/pwa/service-worker-version.ts).
 */
export type PrecacheEntry = string | { url: string; revision: string | null };

/** 32-bit FNV-1a of the sorted `url revision` lines, as 8 hex digits. Not for security, only identity. */
export function buildVersion(manifest: readonly PrecacheEntry[]): string {
  const lines = manifest
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`))
    .sort()
    .join('\n');
  let hash = 0x811c9dc5;
  for (let index = 0; index < lines.length; index++) {
    hash ^= lines.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
