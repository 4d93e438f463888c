/**
 * The inline note on a row whose change is in the outbox, instead of a toast: while it waits, that
 * it will be sent; once refused, the server's reason and a way to undo the local change (the sync
 * screen's "not accepted" list offers the same and more).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useDatabase } from '../db/database-context';
import { discardEntry } from './outbox-actions';
import { AlertIcon, UploadIcon } from '../ui/icons/line-icons';
import type { RowCommandState } from './command-state';

export function RowCommandHint({ state }: { state: RowCommandState | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  if (!state) return null;
  if (state.state === 'pending') {
    return (
      <HStack gap="1.5" fontSize="sm" color="fg.muted" role="status">
        <UploadIcon boxSize="3.5" />
        <Text>
          {navigator.onLine
            ? t`Wijziging wordt naar de server verstuurd…`
            : t`Wijziging wordt verstuurd zodra er verbinding is.`}
        </Text>
      </HStack>
    );
  }
  const seq = state.seq;
  return (
    <HStack
      gap="2"
      fontSize="sm"
      color="fg.error"
      role="alert"
      wrap="wrap"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l2"
      px="2.5"
      py="1.5"
    >
      <AlertIcon boxSize="4" />
      <Text flex="1" minW="40">
        {t`Niet geaccepteerd: ${state.message ?? ''}`}
      </Text>
      {seq !== undefined && (
        <Button size="xs" variant="outline" onClick={() => void discardEntry(db, seq)}>
          {t`Wijziging ongedaan maken`}
        </Button>
      )}
    </HStack>
  );
}
