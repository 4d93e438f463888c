/**
 * Turning two-factor on: the QR code of the new secret for the authenticator app, the secret as text
 * for typing it in by hand, and a current code to prove the app has it. Until that code is
 * confirmed the server keeps two-factor off, so cancelling leaves the account as it was.
 */
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { TwoFactorSetup } from '../../../api/contract/profile';
import { useApiClient } from '../../../api/api-client-context';
import { enableTwoFactor } from '../../../api/profile/enable-two-factor';
import { AuthFailureAlert } from '../../../session/auth-failure-alert';
import { showSuccessToast } from '../../../session/success-toast';
import {
  describeProfileFailure,
  groupSecret,
  normalizeTwoFactorCode,
  twoFactorCodeProblem,
  type ProfileFailure,
} from '../profile-form-rules';
import { qrCodeImageSource } from '../qr-code';
import { storeProfileUser } from '../session-user';
import { TwoFactorCodeField } from './two-factor-code-field';

export function TwoFactorSetupForm({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [code, setCode] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<ProfileFailure | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = twoFactorCodeProblem(code);
    if (problem) {
      setFailure({ message: '', fields: { code: problem } });
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      storeProfileUser(await enableTwoFactor(client, { code: normalizeTwoFactorCode(code) }));
      showSuccessToast(t`Tweestapsverificatie staat aan.`);
      onDone();
    } catch (error) {
      setFailure(describeProfileFailure(error));
      setIsPending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="5">
        <Text>
          {t`Scan deze QR-code met je authenticator-app (bijvoorbeeld Google Authenticator, Microsoft Authenticator of 1Password).`}
        </Text>
        <Box
          alignSelf={{ base: 'center', sm: 'flex-start' }}
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="lg"
          overflow="hidden"
          bg="white"
        >
          <Image
            src={qrCodeImageSource(setup.otpauthUrl)}
            alt={t`QR-code voor je authenticator-app`}
            width="200px"
            height="200px"
            display="block"
          />
        </Box>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t`Lukt scannen niet? Voer dan deze sleutel in je app in:`}
          </Text>
          {/* Text rather than Chakra's Code: its recipe is not registered in the app's system. */}
          <Text
            as="code"
            fontFamily="mono"
            fontSize="md"
            px="2"
            py="1"
            borderRadius="md"
            bg="bg.muted"
            alignSelf="flex-start"
            wordBreak="break-all"
            userSelect="all"
          >
            {groupSecret(setup.secret)}
          </Text>
        </Stack>
        <AuthFailureAlert message={failure?.message} />
        <TwoFactorCodeField value={code} error={failure?.fields.code} onChange={setCode} />
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={isPending} disabled={isPending}>
            {t`Bevestigen en inschakelen`}
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={isPending}>
            {t`Annuleren`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
