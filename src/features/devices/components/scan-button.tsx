/**
 * "Scannen" in the devices overview header: opens the camera dialog that reads a device's QR sticker.
 * Shown only where the browser can offer a camera (`navigator.mediaDevices`, a secure page), so a
 * desktop without one never sees a button that cannot work.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { canUseCamera } from './scan-decoder';
import { ScanDialog } from './scan-dialog';

export function ScanButton() {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  // Stable, so the open camera is not restarted when the overview re-renders (a sync, a keystroke).
  const close = useCallback(() => setIsOpen(false), []);
  if (!canUseCamera()) return null;
  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setIsOpen(true)}>
        {t`Scannen`}
      </Button>
      <ScanDialog isOpen={isOpen} onClose={close} />
    </>
  );
}
