/**
 * `POST /api/profile/calendar-feed`: a new secret feed URL, replacing (and so revoking) the earlier
 * one. The URL is answered only here: the server keeps a hash of its secret.
 */
import type { ApiClient } from '../api-client';
import { CreatedCalendarFeed } from '../contract/appointments';
import { itemEnvelope } from '../contract/common';

const CreatedCalendarFeedResponse = itemEnvelope(CreatedCalendarFeed);

export async function createCalendarFeed(client: ApiClient): Promise<CreatedCalendarFeed> {
  const answer = await client.request({
    method: 'post',
    path: 'profile/calendar-feed',
    schema: CreatedCalendarFeedResponse,
  });
  return answer.data;
}
