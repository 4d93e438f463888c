/**
 * Light and dark mode without next-themes: the user's explicit choice is kept in local storage;
 * without one the app follows the system (`prefers-color-scheme`). The mode is applied as a class on
 * <html> (`light` / `dark`) plus `color-scheme`, which Chakra's `_dark` styles and the browser's form
 * controls follow.
 */
export type ColorMode = 'light' | 'dark';
export type ColorModePreference = ColorMode | 'system';

const storageKey = 'color-mode';
const darkQuery = '(prefers-color-scheme: dark)';

export function readColorModePreference(): ColorModePreference {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function storeColorModePreference(preference: ColorModePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, preference);
  } catch {
    // Storage disabled: the choice lasts until the page is closed.
  }
}

export function systemColorMode(): ColorMode {
  return typeof matchMedia === 'function' && matchMedia(darkQuery).matches ? 'dark' : 'light';
}

export function resolveColorMode(preference: ColorModePreference): ColorMode {
  return preference === 'system' ? systemColorMode() : preference;
}

/** Puts the mode on <html> and tells the browser chrome (theme-color) about it. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** Calls back when the system switches between light and dark; returns the unsubscribe. */
export function onSystemColorModeChange(callback: (mode: ColorMode) => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(darkQuery);
  const listener = (event: MediaQueryListEvent) => callback(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
