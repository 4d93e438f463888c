/** `POST /api/user/two-factor/enable`: turns two-factor on with a current code of the pending secret. */
import type { ApiClient } from '../api-client';
import { UserResponse, type User } from '../contract/auth';
import type { EnableTwoFactorBody } from '../contract/profile';

export async function enableTwoFactor(client: ApiClient, body: EnableTwoFactorBody): Promise<User> {
  const answer = await client.request({
    method: 'post',
    path: 'user/two-factor/enable',
    json: body,
    schema: UserResponse,
  });
  return answer.data;
}
