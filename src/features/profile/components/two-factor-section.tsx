/**
 * Two-factor sign-in: whether it is on, and the way to turn it on (setup with a QR code and a code)
 * or off (with the password). The status follows the stored session user, which each change updates.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { User } from '../../../api/contract/auth';
import type { TwoFactorSetup } from '../../../api/contract/profile';
import { useApiClient } from '../../../api/api-client-context';
import { startTwoFactorSetup } from '../../../api/profile/start-two-factor-setup';
import { AuthFailureAlert } from '../../../session/auth-failure-alert';
import { ShieldCheckIcon } from '../../../ui/icons/line-icons';
import { describeProfileFailure } from '../profile-form-rules';
import { ProfileSection } from './profile-section';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorSetupForm } from './two-factor-setup-form';

type Step = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'disable' };

export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [isStarting, setIsStarting] = useState(false);
  const [failureMessage, setFailureMessage] = useState('');
  const showStatus = () => setStep({ kind: 'status' });

  async function startSetup() {
    setIsStarting(true);
    setFailureMessage('');
    try {
      setStep({ kind: 'setup', setup: await startTwoFactorSetup(client) });
    } catch (error) {
      setFailureMessage(describeProfileFailure(error).message);
    } finally {
      setIsStarting(false);
    }
  }

  return (
    <ProfileSection
      title={t`Tweestapsverificatie`}
      description={t`Naast je wachtwoord vraagt het portaal bij het inloggen een code uit een app op je telefoon.`}
    >
      <Stack gap="4">
        <HStack gap="2" color={user.twoFactorEnabled ? 'status.ok' : 'fg.muted'}>
          <ShieldCheckIcon boxSize="5" />
          <Text fontWeight="medium">
            {user.twoFactorEnabled ? t`Tweestapsverificatie staat aan.` : t`Tweestapsverificatie staat uit.`}
          </Text>
        </HStack>
        <AuthFailureAlert message={failureMessage} />
        {step.kind === 'setup' && <TwoFactorSetupForm setup={step.setup} onDone={showStatus} />}
        {step.kind === 'disable' && <TwoFactorDisableForm onDone={showStatus} />}
        {step.kind === 'status' &&
          (user.twoFactorEnabled ? (
            <Button variant="outline" alignSelf="flex-start" onClick={() => setStep({ kind: 'disable' })}>
              {t`Uitschakelen`}
            </Button>
          ) : (
            <Button
              colorPalette="brand"
              alignSelf="flex-start"
              loading={isStarting}
              disabled={isStarting}
              onClick={() => void startSetup()}
            >
              {t`Inschakelen`}
            </Button>
          ))}
      </Stack>
    </ProfileSection>
  );
}
