/**
 * "Scannen" in the devices overview header: opens the dialog that reads a device's QR sticker with
 * the camera, or takes the sticker's device number typed by hand. Shown everywhere: without a camera
 * the typed number still opens the device.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { ScanDialog } from './scan-dialog';

export function ScanButton() {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  // Stable, so the open camera is not restarted when the overview re-renders (a sync, a keystroke).
  const close = useCallback(() => setIsOpen(false), []);
  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setIsOpen(true)}>
        {t`Scannen`}
      </Button>
      <ScanDialog isOpen={isOpen} onClose={close} />
    </>
  );
}
