/**
 * "QR-sticker" on a device's page: fetches the device's sticker (one 70 x 37 mm label whose QR code
 * opens its public page) and shows it in the app's document viewer, from where it is printed or
 * saved. Offline it says a connection is needed instead of trying.
 */
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { DocumentViewer } from '../../../ui/document-viewer';
import { downloadDeviceSticker, StickerDownloadError, type StickerFile } from '../qr-sticker-download';

export function QrStickerButton({ device }: { device: { id: string; number: string } }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [isBusy, setIsBusy] = useState(false);
  const [file, setFile] = useState<StickerFile | null>(null);

  async function open() {
    setIsBusy(true);
    try {
      setFile(await downloadDeviceSticker(client, device));
    } catch (error) {
      if (error instanceof StickerDownloadError) toast.error(error.message);
      else throw error;
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" loading={isBusy} onClick={() => void open()}>
        {t`QR-sticker`}
      </Button>
      <DocumentViewer file={file} onClose={() => setFile(null)} />
    </>
  );
}
