/**
 * "Agenda-abonnement": a secret URL that a calendar app (Outlook, Google, Apple) subscribes to, so
 * the user's appointments appear there. Making a new one revokes the old; the URL is shown only
 * right after it is made (the server keeps a hash of it), with a button to copy it. Online only.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { createCalendarFeed } from '../../../api/profile/create-calendar-feed';
import { readCalendarFeed } from '../../../api/profile/read-calendar-feed';
import { revokeCalendarFeed } from '../../../api/profile/revoke-calendar-feed';
import { AuthFailureAlert } from '../../../session/auth-failure-alert';
import { CalendarIcon } from '../../../ui/icons/line-icons';
import { describeProfileFailure } from '../profile-form-rules';
import { ProfileSection } from './profile-section';

export function CalendarFeedSection() {
  const { t } = useLingui();
  const client = useApiClient();
  const [isActive, setIsActive] = useState<boolean | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const [failureMessage, setFailureMessage] = useState('');

  useEffect(() => {
    let isCurrent = true;
    readCalendarFeed(client).then(
      (status) => {
        if (isCurrent) setIsActive(status.isActive);
      },
      (error: unknown) => {
        if (isCurrent) setFailureMessage(describeProfileFailure(error).message);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client]);

  async function run(action: 'create' | 'revoke') {
    setBusy(action);
    setFailureMessage('');
    try {
      if (action === 'create') {
        const created = await createCalendarFeed(client);
        setUrl(created.url);
        setIsActive(true);
      } else {
        await revokeCalendarFeed(client);
        setUrl(null);
        setIsActive(false);
      }
    } catch (error) {
      setFailureMessage(describeProfileFailure(error).message);
    } finally {
      setBusy(null);
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t`Link gekopieerd`);
    } catch {
      toast.error(t`Kopiëren lukte niet; selecteer de link en kopieer hem zelf.`);
    }
  }

  return (
    <ProfileSection
      title={t`Agenda-abonnement`}
      description={t`Een geheime link waarmee je agenda-app (Outlook, Google, Apple) je afspraken toont en bijhoudt. Deel de link met niemand; maak je een nieuwe, dan werkt de oude niet meer.`}
    >
      <Stack gap="4">
        <HStack gap="2" color={isActive ? 'status.ok' : 'fg.muted'}>
          <CalendarIcon boxSize="5" />
          <Text fontWeight="medium">
            {isActive === null
              ? t`Bezig met ophalen…`
              : isActive
                ? t`Het agenda-abonnement staat aan.`
                : t`Het agenda-abonnement staat uit.`}
          </Text>
        </HStack>
        <AuthFailureAlert message={failureMessage} />
        {url && (
          <Stack gap="2">
            <Text fontSize="sm">{t`Voeg deze link toe als agenda-abonnement. Hij wordt maar één keer getoond.`}</Text>
            <HStack gap="2">
              <Input
                readOnly
                value={url}
                aria-label={t`Link van het agenda-abonnement`}
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outline" onClick={() => void copy(url)}>
                {t`Kopiëren`}
              </Button>
            </HStack>
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={busy === 'create'}
            disabled={busy !== null || isActive === null}
            onClick={() => void run('create')}
          >
            {isActive ? t`Nieuwe link maken` : t`Abonnement aanzetten`}
          </Button>
          {isActive && (
            <Button
              variant="outline"
              loading={busy === 'revoke'}
              disabled={busy !== null}
              onClick={() => void run('revoke')}
            >
              {t`Intrekken`}
            </Button>
          )}
        </HStack>
      </Stack>
    </ProfileSection>
  );
}
