/**
 * Application state kept on this device per user, saved locally on every change and
 * restored at start: a list's filters, sort and search, the last visited screen. Each value lives
 * in local storage under `state:<userId>:<key>`, so two people sharing a device never see each
 * other's filters (and logout empties local storage, see local-data-wipe.ts).
 * A stored value is validated with the caller's zod schema on the way back in: a value written by an
 * older version of the app, or edited by hand, yields the default instead of a broken screen.
 */
import type { z } from 'zod';

const persistedStatePrefix = 'state:';

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function persistedStateKey(userId: string, key: string): string {
  return `${persistedStatePrefix}${userId}:${key}`;
}

export function readPersistedState<T>(
  storage: StateStorage,
  userId: string,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): T {
  try {
    const text = storage.getItem(persistedStateKey(userId, key));
    if (text === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** Stores `value`; a full or disabled storage only costs the restore after a reload. */
export function writePersistedState(
  storage: StateStorage,
  userId: string,
  key: string,
  value: unknown,
): void {
  try {
    storage.setItem(persistedStateKey(userId, key), JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the state lasts until the page is closed.
  }
}
