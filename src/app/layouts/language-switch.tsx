/**
 * Switches the interface between Dutch and English at once; the choice is remembered on this device
 * and, for a signed-in user, saved to the profile in the background (account-locale.ts, loaded when
 * needed: the signed-out login page shows this switch before the session code has loaded).
 */
import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useApiClient } from '../../api/api-client-context';
import type { Locale } from '../../api/contract/common';
import { activateLocale } from '../../i18n/i18n-setup';
import { supportedLocales } from '../../i18n/locale';

/** Each language named in itself, so a reader of the other language still finds their own. */
export const localeNames: Record<Locale, string> = { nl: 'Nederlands', en: 'English' };

/** Activates a language at once and saves it to the signed-in user's profile in the background. */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const client = useApiClient();
  return async (locale: Locale) => {
    await activateLocale(locale);
    const { saveAccountLocale } = await import('./account-locale');
    await saveAccountLocale(client, locale);
  };
}

export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const choose = useChooseLocale();

  return (
    <Group attached role="group" aria-label={t`Taal`}>
      {supportedLocales.map((locale) => {
        const isActive = i18n.locale === locale;
        return (
          <Button
            key={locale}
            size="xs"
            variant={isActive ? 'solid' : 'outline'}
            colorPalette={isActive ? 'brand' : 'gray'}
            aria-pressed={isActive}
            lang={locale}
            title={localeNames[locale]}
            // The name begins with what the button shows, so "click EN" works by voice (WCAG 2.5.3).
            aria-label={`${locale.toUpperCase()}, ${localeNames[locale]}`}
            onClick={() => void choose(locale)}
          >
            {locale.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
