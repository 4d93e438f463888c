/**
 * `POST /api/register`: with a valid invitation the answer is a session; without one it is the
 * generic "check your mail" message, whether or not the address is known.
 */
import type { ApiClient } from '../api-client';
import { type RegisterBody, RegisterResponse, type Session } from '../contract/auth';

export type RegisterOutcome = { kind: 'session'; session: Session } | { kind: 'check-mail'; message: string };

export async function register(client: ApiClient, body: RegisterBody): Promise<RegisterOutcome> {
  const answer = await client.request({
    method: 'post',
    path: 'register',
    json: body,
    schema: RegisterResponse,
  });
  return 'data' in answer
    ? { kind: 'session', session: answer.data }
    : { kind: 'check-mail', message: answer.message };
}
