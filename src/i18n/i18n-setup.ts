/**
 * Lingui for the PWA: loads a catalog and activates it on the global `i18n` (which the `t` macro and
 * `<I18nProvider>` use). Dutch ships in the main bundle; English is loaded on demand. main.tsx
 * activates the stored language before the first render, so no screen ever flashes untranslated.
 */
import { i18n } from '@lingui/core';
import type { Locale } from '../api/contract/common';
import { messages as dutchMessages } from './locales/nl/messages.po';
import { readStoredLocale, storeLocale } from './locale';

async function loadMessages(locale: Locale) {
  if (locale === 'nl') return dutchMessages;
  const catalog = await import('./locales/en/messages.po');
  return catalog.messages;
}

/** Loads and activates a language, remembers the choice and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  storeLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Activates the language the user chose last time (Dutch the first time). */
export async function activateStoredLocale(): Promise<Locale> {
  const locale = readStoredLocale();
  await activateLocale(locale);
  return locale;
}

/** The active language; Dutch before anything was activated. */
export function activeLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'nl';
}

export { i18n };
