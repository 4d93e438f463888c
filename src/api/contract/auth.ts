/** Auth wire shapes (product.md §3 "Auth paths" and §4 "Users"). */
import { z } from 'zod';
import { Id, Locale, Timestamp } from './common';

export const UserType = z.enum(['customer', 'employee']);
export type UserType = z.infer<typeof UserType>;
export const AccessLevel = z.enum(['superadmin', 'admin', 'user']);
export type AccessLevel = z.infer<typeof AccessLevel>;

export const PermissionTitle = z.enum(['view', 'create', 'update', 'delete', 'respond', 'invite', 'export']);
export type PermissionTitle = z.infer<typeof PermissionTitle>;
export const PermissionGroup = z.enum([
  'dashboard',
  'serviceobjects',
  'mandatory_checklist',
  'legal_supervision',
  'orders',
  'offers',
  'invoices',
  'tasks',
  'my_open_tasks',
  'contacts',
  'agenda',
  'serviceobject_contracts',
  'documents',
  'timeline',
  'users',
  'roles',
  'child_companies',
  'activity_logs',
  'reports',
  'refrigerant_transactions',
]);
export type PermissionGroup = z.infer<typeof PermissionGroup>;

export const Permission = z.object({
  id: Id,
  title: PermissionTitle,
  group: PermissionGroup,
  parent: PermissionGroup.nullable(),
});
export type Permission = z.infer<typeof Permission>;

export const User = z.object({
  id: Id,
  type: UserType,
  accessLevel: AccessLevel,
  name: z.string(),
  email: z.string().email(),
  locale: Locale,
  roleId: Id.nullable(),
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  company: z.object({ id: Id, name: z.string() }).nullable(),
  permissions: z.array(Permission),
  /**
   * Who this user is in an F-gas logbook entry they write: their personal certificate and, for staff,
   * the service company as the certified undertaking; null fields are typed in by hand.
   */
  fgas: z
    .object({
      certificateNumber: z.string().nullable(),
      companyName: z.string().nullable(),
      companyCertificateNumber: z.string().nullable(),
    })
    // A session stored before this field existed stays valid, so nobody is signed out offline.
    .default({ certificateNumber: null, companyName: null, companyCertificateNumber: null }),
});
export type User = z.infer<typeof User>;

export const Session = z.object({
  user: User,
  token: z.string(),
  expiresAt: Timestamp,
  refreshToken: z.string(),
});
export type Session = z.infer<typeof Session>;

export const TwoFactorChallenge = z.object({
  twoFactor: z.object({ id: Id, expiresAt: Timestamp }),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

export const LoginBody = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({ data: z.union([Session, TwoFactorChallenge]) });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const UserResponse = z.object({ data: User });

export const TwoFactorParams = z.strictObject({ id: Id });
export const TwoFactorBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TwoFactorBody = z.infer<typeof TwoFactorBody>;

export const RefreshTokenBody = z.strictObject({ refreshToken: z.string().min(20).max(200) });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;

/** The answer of the steps that always end in a session: two-factor, refresh, confirm account. */
export const SessionResponse = z.object({ data: Session });
export type SessionResponse = z.infer<typeof SessionResponse>;

/**
 * An email address as the account flows take it: trimmed and lower-cased, because accounts are
 * stored lower-case.
 */
const AccountEmail = z.string().trim().toLowerCase().email().max(254);

/**
 * A new password: 8 to 128 characters (code points, so emoji count once), any characters, no
 * composition rules, not one of the most common passwords. The server's password policy checks all of
 * that and answers 422 on the field; the schema only bounds the size of what it has to look at.
 */
export const NewPassword = z
  .string()
  .min(1)
  .max(512)
  .describe('8 to 128 characters, any characters, not one of the 1,000 most common passwords');

/** A single-use token from a mail link (reset, confirmation, invitation): opaque base64url. */
export const MailToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/** The generic answer of the account flows that must not reveal whether an address is known. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const RegisterBody = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: AccountEmail,
  password: NewPassword,
  invitationToken: MailToken.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** With a valid invitation: the session (as login); without: the generic "check your mail" message. */
export const RegisterResponse = z.union([SessionResponse, MessageResponse]);
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const ConfirmAccountBody = z.strictObject({ token: MailToken });
export type ConfirmAccountBody = z.infer<typeof ConfirmAccountBody>;

export const ResetPasswordRequestBody = z.strictObject({ email: AccountEmail });
export type ResetPasswordRequestBody = z.infer<typeof ResetPasswordRequestBody>;

export const ResetPasswordBody = z.strictObject({ token: MailToken, password: NewPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
