/**
 * Users as managed by staff (`users`) and roles (`roles`), product.md §4. The signed-in user's own
 * shape, with company and permissions, is `User` in ./auth.
 *
 * Roles keep the seed's field names `title_nl` and `title_en` (product.md §4 names them so).
 *
 * The writes of seed-spec §6 (edit a user's role and permissions, toggle a user; create, update,
 * toggle and delete roles) send and answer the shapes below; `GET /api/permissions` lists the
 * catalogue the editors choose from.
 */
import { z } from 'zod';
import { AccessLevel, Permission, PermissionGroup, PermissionTitle, UserType } from './auth';
import { Id, itemEnvelope, ListQuery, Locale, QueryBoolean, RecordBase, Timestamp } from './common';

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

/** A permission named by its action and subject, as the permission and role editors send it. */
export const PermissionRef = z.strictObject({ title: PermissionTitle, group: PermissionGroup });
export type PermissionRef = z.infer<typeof PermissionRef>;

/**
 * A selection of permissions. Not `.min(1)`: an empty selection is refused by the server with the
 * seed's own message ("You must select at least one permission"), not the generic "too short".
 */
const PermissionSelection = z.array(PermissionRef).max(200);

/** `GET /api/permissions`: the whole catalogue, in menu order (the order the PWA shows it in). */
export const PermissionListResponse = z.object({ data: z.array(Permission) });
export type PermissionListResponse = z.infer<typeof PermissionListResponse>;

/** A user as an administrator manages it: the synced record plus its effective permissions. */
export const ManagedUser = UserRecord.extend({ permissions: z.array(Permission) });
export type ManagedUser = z.infer<typeof ManagedUser>;

export const ManagedUserResponse = itemEnvelope(ManagedUser);
export type ManagedUserResponse = z.infer<typeof ManagedUserResponse>;

/** `POST /api/users/edit-role`: the user gets the role and exactly the role's permissions. */
export const EditUserRoleBody = z.strictObject({ userId: Id, roleId: Id });
export type EditUserRoleBody = z.infer<typeof EditUserRoleBody>;

/** `PUT /api/users/{id}/edit-permission`: replaces the user's own permissions. */
export const EditUserPermissionsBody = z.strictObject({ permissions: PermissionSelection });
export type EditUserPermissionsBody = z.infer<typeof EditUserPermissionsBody>;

/** The answer of edit-permission: the localized "Permissions updated" and the user as it is now. */
export const PermissionsUpdatedResponse = z.object({ message: z.string(), data: ManagedUser });
export type PermissionsUpdatedResponse = z.infer<typeof PermissionsUpdatedResponse>;

/** A role as its editor shows it: with its user count and its permissions. */
export const RoleDetail = Role.extend({
  userCount: z.number().int().nonnegative(),
  permissions: z.array(Permission),
});
export type RoleDetail = z.infer<typeof RoleDetail>;

export const RoleDetailResponse = itemEnvelope(RoleDetail);
export type RoleDetailResponse = z.infer<typeof RoleDetailResponse>;

const RoleTitle = z.string().trim().min(1).max(100);

/**
 * `POST /api/roles`. `isDefault: true` makes it the one default role (the previous default stops
 * being default in the same transaction); without `permissions` the role starts with none.
 */
export const CreateRoleBody = z.strictObject({
  /** The id the client chose (UUIDv7, made offline), so a retried create names the same role. */
  id: Id.optional(),
  title_nl: RoleTitle,
  title_en: RoleTitle,
  isDefault: z.boolean().optional(),
  permissions: PermissionSelection.optional(),
});
export type CreateRoleBody = z.infer<typeof CreateRoleBody>;

/**
 * `PUT /api/roles/{id}`: only the fields sent change. `isDefault: false` on the default role is
 * refused (there is always exactly one); make another role the default instead. `permissions`
 * replaces the role's set (and so the permissions of its users without permissions of their own).
 */
export const UpdateRoleBody = z.strictObject({
  title_nl: RoleTitle.optional(),
  title_en: RoleTitle.optional(),
  isDefault: z.boolean().optional(),
  permissions: PermissionSelection.optional(),
});
export type UpdateRoleBody = z.infer<typeof UpdateRoleBody>;

/** `DELETE /api/roles/{id}?moveUsersToDefault=true`: the confirmation for a role that has users. */
export const DeleteRoleQuery = z.strictObject({
  moveUsersToDefault: QueryBoolean.optional().describe(
    'Confirms moving the users of the role to the default role. Without it, a role with users answers 409.',
  ),
});
export type DeleteRoleQuery = z.infer<typeof DeleteRoleQuery>;
