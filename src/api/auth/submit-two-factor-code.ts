/** `POST /api/session-two-factor-auth/{id}`: trades the challenge and a one-time code for a session. */
import { z } from 'zod';
import type { ApiClient } from '../api-client';
import { Session } from '../contract/auth';

const TwoFactorResponse = z.object({ data: Session });

export async function submitTwoFactorCode(
  client: ApiClient,
  challengeId: string,
  code: string,
): Promise<Session> {
  const answer = await client.request({
    method: 'post',
    path: `session-two-factor-auth/${encodeURIComponent(challengeId)}`,
    json: { code },
    schema: TwoFactorResponse,
  });
  return answer.data;
}
