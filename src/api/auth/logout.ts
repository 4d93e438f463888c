/** `POST /api/logout`: revokes the session's tokens on the server (204). */
import type { ApiClient } from '../api-client';

export const logoutPath = 'logout';

export async function logout(client: ApiClient): Promise<void> {
  await client.request({ method: 'post', path: logoutPath });
}
