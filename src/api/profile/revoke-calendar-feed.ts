/** `DELETE /api/profile/calendar-feed`: the feed URL stops working at once (404). */
import type { ApiClient } from '../api-client';

export async function revokeCalendarFeed(client: ApiClient): Promise<void> {
  await client.request({ method: 'delete', path: 'profile/calendar-feed' });
}
