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
