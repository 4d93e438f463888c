/**
 * The interface languages and the user's choice of one. Dutch is the source and default language;
 * the choice is kept in local storage so it survives reloads and works offline.
 */
import type { Locale } from '../api/contract/common';

export const supportedLocales = ['nl', 'en'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'nl';

const storageKey = 'locale';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** The stored choice, or Dutch when there is none (or storage is unavailable). */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalStorage()): Locale {
  const stored = safely(() => storage?.getItem(storageKey));
  return isSupportedLocale(stored) ? stored : defaultLocale;
}

export function storeLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = globalStorage(),
): void {
  safely(() => storage?.setItem(storageKey, locale));
}

function globalStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** Private browsing and disabled storage throw on access; the language choice is not worth failing for. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
