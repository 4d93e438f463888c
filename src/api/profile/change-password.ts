/** `POST /api/user/password`: replaces the password after checking the current one; answers a message. */
import type { ApiClient } from '../api-client';
import { MessageResponse } from '../contract/auth';
import type { ChangePasswordBody } from '../contract/profile';

export async function changePassword(client: ApiClient, body: ChangePasswordBody): Promise<string> {
  const answer = await client.request({
    method: 'post',
    path: 'user/password',
    json: body,
    schema: MessageResponse,
  });
  return answer.message;
}
