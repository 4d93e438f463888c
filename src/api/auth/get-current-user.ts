/** `GET /api/user`: the signed-in user with their company and permissions. */
import type { ApiClient } from '../api-client';
import { UserResponse, type User } from '../contract/auth';

export async function getCurrentUser(client: ApiClient): Promise<User> {
  const answer = await client.request({ method: 'get', path: 'user', schema: UserResponse });
  return answer.data;
}
