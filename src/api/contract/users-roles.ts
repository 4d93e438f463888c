/**
 * Users as managed by staff (`users`) and roles (`roles`), product.md §4. The signed-in user's own
 * shape, with company and permissions, is `User` in ./auth.
 *
 * Roles keep the seed's field names `title_nl` and `title_en` (product.md §4 names them so).
 */
import { z } from 'zod';
import { AccessLevel, UserType } from './auth';
import { Id, ListQuery, Locale, QueryBoolean, RecordBase, Timestamp } from './common';

export const Role = RecordBase.extend({
  title_nl: z.string(),
  title_en: z.string(),
  isDefault: z.boolean(),
  active: z.boolean(),
  /** Present where the route counts them (`roles`, `roles/{id}`). */
  userCount: z.number().int().nonnegative().optional(),
});
export type Role = z.infer<typeof Role>;

export const UserRecord = RecordBase.extend({
  type: UserType,
  accessLevel: AccessLevel,
  name: z.string(),
  email: z.string(),
  locale: Locale,
  roleId: Id.nullable(),
  organisationId: Id.nullable(),
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  confirmedAt: Timestamp.nullable(),
  lastLoginAt: Timestamp.nullable(),
});
export type UserRecord = z.infer<typeof UserRecord>;

export const UserListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  roleId: Id.optional(),
  active: QueryBoolean.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const RoleListQuery = ListQuery.extend({
  active: QueryBoolean.optional(),
});
export type RoleListQuery = z.infer<typeof RoleListQuery>;
