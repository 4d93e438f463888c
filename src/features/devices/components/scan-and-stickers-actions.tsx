/**
 * The sticker actions in the devices overview header: "Scannen" (read a device's QR sticker with the
 * camera) and "Stickers printen" for the devices the list shows after its search and filters.
 */
import { HStack } from '@chakra-ui/react';
import type { DeviceListItem } from '../device-search';
import { QrStickerSheetButton } from './qr-sticker-sheet-button';
import { ScanButton } from './scan-button';

export function ScanAndStickersActions({ matching }: { matching: readonly DeviceListItem[] | undefined }) {
  return (
    <HStack gap="2" wrap="wrap">
      <ScanButton />
      <QrStickerSheetButton deviceIds={matching?.map((item) => item.device.id)} />
    </HStack>
  );
}
