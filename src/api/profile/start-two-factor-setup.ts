/**
 * `POST /api/user/two-factor/setup`: a new pending secret and its `otpauth://` link. Two-factor stays
 * off until `enableTwoFactor` confirms a code of this secret.
 */
import type { ApiClient } from '../api-client';
import { TwoFactorSetupResponse, type TwoFactorSetup } from '../contract/profile';

export async function startTwoFactorSetup(client: ApiClient): Promise<TwoFactorSetup> {
  const answer = await client.request({
    method: 'post',
    path: 'user/two-factor/setup',
    schema: TwoFactorSetupResponse,
  });
  return answer.data;
}
