/**
 * The full-page loading screen: the router's fallback while the app and its first lazy page load.
 * It looks like the static one in index.html, so the hand-over from HTML to React does not flicker.
 */
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { BrandMark } from './brand-mark';

export function LoadingScreen() {
  const { t } = useLingui();
  return (
    <Center minH="100dvh" bg="bg.canvas" role="status" aria-live="polite">
      <Stack align="center" gap="5">
        <BrandMark size="14" />
        <Spinner size="md" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {t`Koelservice Portaal wordt geladen…`}
        </Text>
      </Stack>
    </Center>
  );
}
