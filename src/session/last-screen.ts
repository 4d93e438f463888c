/**
 * The last visited screen, per user, so the app opened at `/` (the installed app's start URL)
 * continues where the user left off. Only a screen of a permission group the user may still view is
 * restored: after a role change the user lands on their home path instead of a forbidden page.
 */
import { z } from 'zod';
import type { PermissionGroup } from '../api/contract/auth';
import { defineAbilitiesFor, type AbilityUser } from '../permissions/app-ability';
import { groupHomePath } from '../permissions/home-path';
import { readPersistedState, writePersistedState } from './persisted-state';

const lastScreenKey = 'lastScreen';
const LastScreen = z.string().startsWith('/').nullable();

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The permission group whose screens live at `pathname`, or null for any other page. */
export function permissionGroupOfPath(pathname: string): PermissionGroup | null {
  const entry = (Object.entries(groupHomePath) as [PermissionGroup, string][]).find(
    ([, home]) => pathname === home || pathname.startsWith(`${home}/`),
  );
  return entry ? entry[0] : null;
}

/**
 * Remembers `path` (pathname plus search) when it is a screen worth coming back to; says whether it
 * did.
 */
export function rememberLastScreen(
  userId: string,
  path: string,
  storage: StateStorage = localStorage,
): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (permissionGroupOfPath(pathname) === null) return false;
  writePersistedState(storage, userId, lastScreenKey, path);
  return true;
}

/** The remembered screen when the user may still view it, else null. */
export function lastScreenToRestore(
  user: AbilityUser & { id: string },
  storage: StateStorage = localStorage,
): string | null {
  const path = readPersistedState(storage, user.id, lastScreenKey, LastScreen, null);
  if (path === null || path.startsWith('//')) return null;
  const group = permissionGroupOfPath(path.split(/[?#]/, 1)[0] ?? path);
  return group !== null && defineAbilitiesFor(user).can('view', group) ? path : null;
}
