/** `POST /api/user/two-factor/disable`: turns two-factor off; the server asks for the password. */
import type { ApiClient } from '../api-client';
import { UserResponse, type User } from '../contract/auth';
import type { DisableTwoFactorBody } from '../contract/profile';

export async function disableTwoFactor(client: ApiClient, body: DisableTwoFactorBody): Promise<User> {
  const answer = await client.request({
    method: 'post',
    path: 'user/two-factor/disable',
    json: body,
    schema: UserResponse,
  });
  return answer.data;
}
