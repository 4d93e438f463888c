/** `GET /api/profile/calendar-feed`: whether the signed-in user's personal calendar feed is on. */
import type { ApiClient } from '../api-client';
import { CalendarFeedStatus } from '../contract/appointments';
import { itemEnvelope } from '../contract/common';

const CalendarFeedStatusResponse = itemEnvelope(CalendarFeedStatus);

export async function readCalendarFeed(client: ApiClient): Promise<CalendarFeedStatus> {
  const answer = await client.request({
    method: 'get',
    path: 'profile/calendar-feed',
    schema: CalendarFeedStatusResponse,
  });
  return answer.data;
}
