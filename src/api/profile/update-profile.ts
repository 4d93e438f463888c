/** `PATCH /api/user`: changes the signed-in user's name and/or language; answers the user as now stored. */
import type { ApiClient } from '../api-client';
import { UserResponse, type User } from '../contract/auth';
import type { UpdateProfileBody } from '../contract/profile';

export async function updateProfile(client: ApiClient, body: UpdateProfileBody): Promise<User> {
  const answer = await client.request({ method: 'patch', path: 'user', json: body, schema: UserResponse });
  return answer.data;
}
