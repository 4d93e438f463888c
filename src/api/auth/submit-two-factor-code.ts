/** `POST /api/session-two-factor-auth/{id}`: trades the challenge and a one-time code for a session. */
import type { ApiClient } from '../api-client';
import { type Session, SessionResponse, type TwoFactorBody } from '../contract/auth';

export async function submitTwoFactorCode(
  client: ApiClient,
  challengeId: string,
  code: string,
): Promise<Session> {
  const answer = await client.request({
    method: 'post',
    path: `session-two-factor-auth/${encodeURIComponent(challengeId)}`,
    json: { code } satisfies TwoFactorBody,
    schema: SessionResponse,
  });
  return answer.data;
}
