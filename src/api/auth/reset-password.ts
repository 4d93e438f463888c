/**
 * `POST /api/reset-password`: sets a new password with the single-use token from the reset mail.
 * It does not sign in: the user logs in afterwards, two-factor step included.
 */
import type { ApiClient } from '../api-client';
import { MessageResponse, type ResetPasswordBody } from '../contract/auth';

export async function resetPassword(client: ApiClient, body: ResetPasswordBody): Promise<string> {
  const answer = await client.request({
    method: 'post',
    path: 'reset-password',
    json: body,
    schema: MessageResponse,
  });
  return answer.message;
}
