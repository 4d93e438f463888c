/** `POST /api/login`: a session, or a two-factor challenge when the account has 2FA on. */
import type { ApiClient } from '../api-client';
import { LoginResponse, type LoginBody } from '../contract/auth';

export async function login(client: ApiClient, body: LoginBody): Promise<LoginResponse['data']> {
  const answer = await client.request({ method: 'post', path: 'login', json: body, schema: LoginResponse });
  return answer.data;
}
