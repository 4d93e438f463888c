/**
 * Users, roles and permissions (product.md §4).
 *
 * A permission is an action (`title`) on a subject (`group`). A user's effective permissions are the
 * rows of `user_permissions` (edited by `users/{id}/edit-permission`); a role's `role_permissions`
 * are the set a user receives when given that role. Staff (`type = employee`) have no organisation.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid, check } from 'drizzle-orm/pg-core';
import { AccessLevel, PermissionGroup, PermissionTitle, UserType } from '../../../../src/api/contract/auth';
import { Locale as LocaleEnum } from '../../../../src/api/contract/common';
import { organisations } from './organisations';
import { enumCheck, globalSyncIndexes, syncColumns, timestamptz } from './columns';

export const roles = pgTable(
  'roles',
  {
    ...syncColumns(),
    titleNl: text('title_nl').notNull(),
    titleEn: text('title_en').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...globalSyncIndexes('roles', t),
    // Exactly one live default role: at most one here, at least one is the app's rule.
    uniqueIndex('roles_single_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    ...syncColumns(),
    title: text('title').$type<PermissionTitle>().notNull(),
    group: text('group').$type<PermissionGroup>().notNull(),
    parent: text('parent').$type<PermissionGroup>(),
  },
  (t) => [
    ...globalSyncIndexes('permissions', t),
    uniqueIndex('permissions_title_group_key').on(t.title, t.group),
    enumCheck('permissions_title_check', t.title, PermissionTitle.options),
    enumCheck('permissions_group_check', t.group, PermissionGroup.options),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const users = pgTable(
  'users',
  {
    ...syncColumns(),
    type: text('type').$type<UserType>().notNull(),
    accessLevel: text('access_level').$type<AccessLevel>().notNull(),
    name: text('name').notNull(),
    /** Always stored lower-case (checked), unique. */
    email: text('email').notNull(),
    /** argon2id; null until the user registers from an invitation. */
    passwordHash: text('password_hash'),
    locale: text('locale').$type<LocaleEnum>().notNull().default('nl'),
    roleId: uuid('role_id').references(() => roles.id),
    /** The customer's organisation; null for staff. */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    active: boolean('active').notNull().default(true),
    /** Base32 TOTP secret; never leaves the server. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    confirmedAt: timestamptz('confirmed_at'),
    lastLoginAt: timestamptz('last_login_at'),
    /** The person's F-gas certificate (Art. 10 of 2024/573), printed on the logbook entries they write. */
    fgasCertificateNumber: text('fgas_certificate_number'),
    /**
     * SHA-256 of the secret in the user's personal calendar feed URL; null when no feed is on.
     * Replacing or clearing it revokes the old URL at once.
     */
    calendarFeedTokenHash: text('calendar_feed_token_hash'),
  },
  (t) => [
    ...globalSyncIndexes('users', t),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_calendar_feed_token_key').on(t.calendarFeedTokenHash),
    index('users_organisation_idx').on(t.organisationId),
    index('users_role_idx').on(t.roleId),
    check('users_email_lower_case_check', sql`${t.email} = lower(${t.email})`),
    check(
      'users_customer_has_organisation_check',
      sql`${t.type} <> 'customer' or ${t.organisationId} is not null`,
    ),
    enumCheck('users_type_check', t.type, UserType.options),
    enumCheck('users_access_level_check', t.accessLevel, AccessLevel.options),
    enumCheck('users_locale_check', t.locale, LocaleEnum.options),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.permissionId] }),
    index('user_permissions_permission_idx').on(t.permissionId),
  ],
);
