/**
 * `POST /api/reset-password/request`: asks for a reset mail. The answer is the same generic message
 * whether or not the address has an account.
 */
import type { ApiClient } from '../api-client';
import { MessageResponse, type ResetPasswordRequestBody } from '../contract/auth';

export async function requestPasswordReset(client: ApiClient, email: string): Promise<string> {
  const answer = await client.request({
    method: 'post',
    path: 'reset-password/request',
    json: { email } satisfies ResetPasswordRequestBody,
    schema: MessageResponse,
  });
  return answer.message;
}
