/** Switches the interface between Dutch and English; the choice is remembered on this device. */
import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../api/contract/common';
import { activateLocale } from '../../i18n/i18n-setup';
import { supportedLocales } from '../../i18n/locale';

const localeNames: Record<Locale, string> = { nl: 'Nederlands', en: 'English' };

export function LanguageSwitch() {
  const { t, i18n } = useLingui();
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
            aria-label={localeNames[locale]}
            onClick={() => void activateLocale(locale)}
          >
            {locale.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
