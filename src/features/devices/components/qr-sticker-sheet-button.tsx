/**
 * "Stickers printen" on the devices overview: one A4 PDF of QR stickers (3 x 8 labels a sheet) for
 * the devices the list shows after its search and filters, in the list's order, opened in the app's
 * document viewer. One request names at most 100 devices: with more, the button says to narrow the
 * list instead of printing a surprise subset.
 */
import { Button } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { DocumentViewer } from '../../../ui/document-viewer';
import {
  downloadStickerSheet,
  maxStickerIdsPerRequest,
  StickerDownloadError,
  type StickerFile,
} from '../qr-sticker-download';

export function QrStickerSheetButton({ deviceIds }: { deviceIds: readonly string[] | undefined }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [isBusy, setIsBusy] = useState(false);
  const [file, setFile] = useState<StickerFile | null>(null);
  const count = deviceIds?.length ?? 0;

  async function open() {
    if (!deviceIds || count === 0) return;
    if (count > maxStickerIdsPerRequest) {
      toast.info(
        t`Je kunt stickers voor maximaal ${maxStickerIdsPerRequest} installaties tegelijk printen. Verfijn de lijst met zoeken of filters.`,
      );
      return;
    }
    setIsBusy(true);
    try {
      setFile(await downloadStickerSheet(client, deviceIds));
    } catch (error) {
      if (error instanceof StickerDownloadError) toast.error(error.message);
      else throw error;
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={isBusy}
        disabled={count === 0}
        aria-label={t({
          message: plural(count, {
            one: 'QR-stickers printen voor # installatie',
            other: 'QR-stickers printen voor # installaties',
          }),
        })}
        onClick={() => void open()}
      >
        {t`Stickers printen`}
      </Button>
      <DocumentViewer file={file} onClose={() => setFile(null)} />
    </>
  );
}
