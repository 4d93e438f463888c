/**
 * The notice that the device is offline: the screens show what the last synchronisation brought and
 * changes are sent once the connection returns. Rendered only while offline, as a polite live region
 * (role=status) so a screen reader announces it without interrupting. It never blocks the page, and
 * it is calm (information, not a warning): offline is a normal state, and it is the one place that
 * says so; the screens below show their data and "waiting for a connection", never a failure.
 *
 * While shown it keeps its height in `--offline-banner-height` on the document, so the toasts stand
 * below it (app-toast-container.tsx); the variable goes with the banner.
 */
import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useIsOnline } from '../../sync/connectivity';

const heightVariable = '--offline-banner-height';

export function OfflineBanner() {
  const isOnline = useIsOnline();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(heightVariable, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(heightVariable);
    };
  }, [isOnline]);
  if (isOnline) return null;
  return (
    <Alert.Root ref={ref} status="info" variant="subtle" borderRadius="0" role="status" aria-live="polite">
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
