/**
 * The notice that a new version of the app is ready (app-update.ts): a polite live region at the
 * bottom of the screen that never takes focus or blocks the page, with "Reload" and "Later" buttons
 * reachable by keyboard. Nothing reloads until the user presses "Reload". It stacks above the
 * shell's own bottom notice when one shows (layouts/bottom-notices.ts).
 */
import { Alert, Box, Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { stackedBottomNoticeInset } from '../layouts/bottom-notices';
import { appUpdate } from './app-update';

const getState = () => appUpdate.getState();

export function UpdateNotice() {
  const state = useSyncExternalStore(appUpdate.subscribe, getState, getState);
  if (state !== 'waiting' && state !== 'applying') return null;
  return (
    <Box
      position="fixed"
      zIndex="toast"
      // In line with the shell's bottom notice (first-sync-progress.tsx), so that stacked they line up.
      insetX={{ base: '4', md: 'auto' }}
      right={{ md: '8' }}
      bottom={stackedBottomNoticeInset}
      maxW={{ md: 'md' }}
    >
      <Alert.Root status="info" variant="surface" boxShadow="lg" role="status" aria-live="polite">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>
            <Trans>Er is een nieuwe versie beschikbaar</Trans>
          </Alert.Title>
          <HStack gap="2">
            <Button
              size="sm"
              colorPalette="brand"
              loading={state === 'applying'}
              onClick={() => appUpdate.apply()}
            >
              <Trans>Opnieuw laden</Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={state === 'applying'}
              onClick={() => appUpdate.dismiss()}
            >
              <Trans>Later</Trans>
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
