/**
 * Wire shapes of the profile page: the signed-in user changes their own name, language,
 * password and two-factor setting under `/api/user/*`. Every answer that changes the user carries the
 * wire `User` again, so the PWA replaces its stored copy with what the server now holds.
 */
import { z } from 'zod';
import { NewPassword, TwoFactorBody } from './auth';
import { itemEnvelope, Locale } from './common';

/** The password the user has now: bounded like the login's, checked by the server. */
const CurrentPassword = z.string().min(1).max(128);

/** `PATCH /api/user`: only the fields sent change; an empty body changes nothing. */
export const UpdateProfileBody = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  locale: Locale.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** `POST /api/user/password`: the new password goes through the one password policy. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * `POST /api/user/two-factor/setup`: a new secret, pending until confirmed with a code. The secret is
 * shown for manual entry; `otpauthUrl` is what the QR code encodes for the authenticator app.
 */
export const TwoFactorSetup = z.object({
  secret: z.string().regex(/^[A-Z2-7]+=*$/),
  otpauthUrl: z.string().startsWith('otpauth://totp/'),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorSetupResponse = itemEnvelope(TwoFactorSetup);
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

/** `POST /api/user/two-factor/enable`: a current code of the pending secret. */
export const EnableTwoFactorBody = TwoFactorBody;
export type EnableTwoFactorBody = z.infer<typeof EnableTwoFactorBody>;

/** `POST /api/user/two-factor/disable`: turning the second factor off asks for the password. */
export const DisableTwoFactorBody = z.strictObject({ password: CurrentPassword });
export type DisableTwoFactorBody = z.infer<typeof DisableTwoFactorBody>;
