/**
 * The current light/dark mode for components, shared by every caller in the tab, and a toggle that
 * remembers the user's explicit choice. `startColorMode()` applies the mode before the first render
 * and follows the system while the user has not chosen.
 */
import { useSyncExternalStore } from 'react';
import {
  applyColorMode,
  onSystemColorModeChange,
  readColorModePreference,
  resolveColorMode,
  storeColorModePreference,
  type ColorMode,
  type ColorModePreference,
} from './color-mode';

const listeners = new Set<() => void>();
let preference: ColorModePreference = 'system';
let mode: ColorMode = 'light';

function set(next: ColorMode): void {
  mode = next;
  applyColorMode(next);
  for (const listener of listeners) listener();
}

export function startColorMode(): void {
  preference = readColorModePreference();
  set(resolveColorMode(preference));
  onSystemColorModeChange((systemMode) => {
    if (preference === 'system') set(systemMode);
  });
}

export function toggleColorMode(): void {
  preference = mode === 'dark' ? 'light' : 'dark';
  storeColorModePreference(preference);
  set(preference);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const colorMode = useSyncExternalStore(
    subscribe,
    () => mode,
    () => mode,
  );
  return { colorMode, toggleColorMode };
}
