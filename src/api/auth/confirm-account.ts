/** `POST /api/confirm-account`: the token from the confirmation mail, answered with a session. */
import type { ApiClient } from '../api-client';
import { type ConfirmAccountBody, type Session, SessionResponse } from '../contract/auth';

export async function confirmAccount(client: ApiClient, token: string): Promise<Session> {
  const answer = await client.request({
    method: 'post',
    path: 'confirm-account',
    json: { token } satisfies ConfirmAccountBody,
    schema: SessionResponse,
  });
  return answer.data;
}
