/**
 * `GET /api/public/serviceobjects/{publicId}`: what a device's QR sticker shows, without signing in.
 * The one network read of this area: the page is for people who have no local database (a visiting
 * technician of another company, an inspector), so it cannot be a live query.
 */
import type { ApiClient } from '../../api/api-client';
import { itemEnvelope } from '../../api/contract/common';
import { PublicServiceObject } from '../../api/contract/public-service-object';

const PublicServiceObjectResponse = itemEnvelope(PublicServiceObject);

export async function fetchPublicDevice(
  client: ApiClient,
  publicId: string,
  signal?: AbortSignal,
): Promise<PublicServiceObject> {
  const answer = await client.request({
    method: 'get',
    path: `public/serviceobjects/${encodeURIComponent(publicId)}`,
    schema: PublicServiceObjectResponse,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
