/** `POST /api/refresh-token`: trades the refresh token for a new session; the refresh token rotates. */
import type { ApiClient } from '../api-client';
import { type RefreshTokenBody, type Session, SessionResponse } from '../contract/auth';

export async function refreshToken(client: ApiClient, token: string): Promise<Session> {
  const answer = await client.request({
    method: 'post',
    path: 'refresh-token',
    json: { refreshToken: token } satisfies RefreshTokenBody,
    schema: SessionResponse,
  });
  return answer.data;
}
