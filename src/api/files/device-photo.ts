/**
 * The path of a device photo's image (`GET serviceobjects/photos/{id}`); screens open it through the
 * per-user document cache (src/sync/document-cache.ts), so a photo seen once shows offline too.
 */

export function devicePhotoPath(photoId: string): string {
  return `serviceobjects/photos/${encodeURIComponent(photoId)}`;
}
