/**
 * The profile page (`/profile`), open to every signed-in user: their name, language, two-factor
 * sign-in, password, the calendar feed (with `view agenda`), and a logout. Each section saves on its
 * own and updates the stored session user.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAppAbility } from '../../../permissions/ability-context';
import { useSession } from '../../../session/session-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CalendarFeedSection } from '../components/calendar-feed-section';
import { LanguageForm } from '../components/language-form';
import { NameForm } from '../components/name-form';
import { PasswordForm } from '../components/password-form';
import { SignOutSection } from '../components/sign-out-section';
import { TwoFactorSection } from '../components/two-factor-section';

export function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profiel`);
  const session = useSession();
  const ability = useAppAbility();
  // The app frame only renders pages inside a session; it redirects to the login page without one.
  if (!session) return null;
  const { user } = session;
  const email = user.email;

  return (
    <Stack gap="6" maxW="2xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {t`Profiel`}
        </Heading>
        <Text color="fg.muted" wordBreak="break-word">
          {t`Ingelogd als ${email}`}
        </Text>
      </Stack>
      <NameForm user={user} />
      <LanguageForm user={user} />
      <TwoFactorSection user={user} />
      {ability.can('view', 'agenda') && <CalendarFeedSection />}
      <PasswordForm />
      <SignOutSection />
    </Stack>
  );
}
