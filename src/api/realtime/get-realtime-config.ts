/** `GET /api/realtime/config`: how pusher-js reaches the realtime hints of this server. */
import type { ApiClient } from '../api-client';
import { RealtimeConfigResponse, type RealtimeConfig } from '../contract/realtime';

export async function getRealtimeConfig(client: ApiClient): Promise<RealtimeConfig> {
  const answer = await client.request({
    method: 'get',
    path: 'realtime/config',
    schema: RealtimeConfigResponse,
  });
  return answer.data;
}
