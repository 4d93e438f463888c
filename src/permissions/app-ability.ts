/**
 * The abilities of a signed-in user, built from their permissions (product.md §4). React-free and
 * DOM-free: the server builds the same rules to authorize requests, and it is the authority; the PWA
 * uses them only to decide what to show.
 */
import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import type { PermissionGroup, PermissionTitle, User } from '../api/contract/auth';

/** Actions: the permission titles, `manage` (any action) for superadmins, `read` for the auth area. */
export type AppAction = PermissionTitle | 'manage' | 'read';
/** Subjects: the permission groups, `all` for superadmins, `auth` for the login area. */
export type AppSubject = PermissionGroup | 'all' | 'auth';
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;

/** The user fields the rules depend on; the full wire `User` satisfies it. */
export type AbilityUser = Pick<User, 'accessLevel' | 'permissions'>;

/**
 * Builds the rules for one user:
 * - a superadmin may `manage` `all`;
 * - a user without permissions may only `read` `auth`;
 * - otherwise one `can(title, group)` per permission.
 * A `null` user (signed out) gets the same rules as a user without permissions.
 */
export function defineAbilitiesFor(user: AbilityUser | null): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (user?.accessLevel === 'superadmin') {
    can('manage', 'all');
  } else if (!user || user.permissions.length === 0) {
    can('read', 'auth');
  } else {
    for (const permission of user.permissions) can(permission.title, permission.group);
  }
  return build();
}
