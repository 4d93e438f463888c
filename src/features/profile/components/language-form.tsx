/**
 * The interface language. A choice switches the app at once and is remembered on this device (as
 * the header's switch does), and is saved to the profile so mails and other devices follow it. When
 * saving fails (offline, say) the device keeps the choice and the section says so.
 */
import { Button, Group, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { User } from '../../../api/contract/auth';
import type { Locale } from '../../../api/contract/common';
import { useApiClient } from '../../../api/api-client-context';
import { updateProfile } from '../../../api/profile/update-profile';
import { activateLocale } from '../../../i18n/i18n-setup';
import { supportedLocales } from '../../../i18n/locale';
import { AuthFailureAlert } from '../../../session/auth-failure-alert';
import { showSuccessToast } from '../../../session/success-toast';
import { describeProfileFailure } from '../profile-form-rules';
import { storeProfileUser } from '../session-user';
import { ProfileSection } from './profile-section';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
const localeNames: Record<Locale, string> = { nl: 'Nederlands', en: 'English' };

export function LanguageForm({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const [pendingLocale, setPendingLocale] = useState<Locale | null>(null);
  const [failureMessage, setFailureMessage] = useState('');

  async function choose(locale: Locale) {
    setPendingLocale(locale);
    setFailureMessage('');
    try {
      await activateLocale(locale);
      if (user.locale !== locale) storeProfileUser(await updateProfile(client, { locale }));
      showSuccessToast(t`Je taalkeuze is opgeslagen.`);
    } catch (error) {
      const { message } = describeProfileFailure(error);
      setFailureMessage(
        t`De taal is op dit apparaat gewijzigd, maar niet in je profiel opgeslagen. ${message}`,
      );
    } finally {
      setPendingLocale(null);
    }
  }

  return (
    <ProfileSection
      title={t`Taal`}
      description={t`De taal van het portaal en van de e-mails die je van ons krijgt.`}
    >
      <Stack gap="4">
        <AuthFailureAlert message={failureMessage} />
        <Group attached role="group" aria-label={t`Taal`} alignSelf="flex-start">
          {supportedLocales.map((locale) => {
            const isActive = i18n.locale === locale;
            return (
              <Button
                key={locale}
                variant={isActive ? 'solid' : 'outline'}
                colorPalette={isActive ? 'brand' : 'gray'}
                aria-pressed={isActive}
                lang={locale}
                loading={pendingLocale === locale}
                disabled={pendingLocale !== null}
                onClick={() => void choose(locale)}
              >
                {localeNames[locale]}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </ProfileSection>
  );
}
