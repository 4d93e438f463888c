/**
 * The notice that the device is offline: the screens show what the last synchronisation brought and
 * changes are sent once the connection returns. Rendered only while offline, as a polite live region
 * (role=status) so a screen reader announces it without interrupting. It never blocks the page, and
 * it is calm (information, not a warning): offline is a normal state, and it is the one place that
 * says so; the screens below show their data and "waiting for a connection", never a failure.
 */
import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useIsOnline } from '../../sync/connectivity';

export function OfflineBanner() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="0" role="status" aria-live="polite">
      <Alert.Indicator />
      <Alert.Description>
        <Trans>
          Je bent offline. Je ziet de gegevens van de laatste synchronisatie; wijzigingen worden verstuurd
          zodra er weer verbinding is.
        </Trans>
      </Alert.Description>
    </Alert.Root>
  );
}
