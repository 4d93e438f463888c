/**
 * Request bodies of the auth steps that `src/api/contract/auth.ts` does not declare yet. Strict like
 * every body: unknown fields are refused (422).
 */
import { z } from 'zod';
import { Session } from '../../../../src/api/contract/auth';

export const TwoFactorParams = z.strictObject({ id: z.string().uuid() });
export const TwoFactorBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const RefreshTokenBody = z.strictObject({ refreshToken: z.string().min(20).max(200) });
export const SessionResponse = z.object({ data: Session });
