/**
 * "Acties" in a device page's header: one menu with what can be done to the device, so the facts and
 * the tabs follow each other without forms between them. "Type wijzigen" (for a user with
 * `update serviceobjects`, once the device types are on this device) opens the type change in a
 * dialog; "QR-sticker" fetches the device's sticker and shows it in the document viewer (online only:
 * offline it says a connection is needed). A Chakra menu: opened by Enter, Space or the arrow keys,
 * items chosen with the arrows and Enter, Escape closes it and focus returns to the button.
 */
import { Button, Dialog, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { useAppAbility } from '../../../permissions/ability-context';
import { AppDialog } from '../../../ui/app-dialog';
import { DocumentViewer } from '../../../ui/document-viewer';
import { ChevronDownIcon } from '../../../ui/icons/line-icons';
import { useReferenceRows, type DeviceRow } from '../devices.queries';
import { downloadDeviceSticker, StickerDownloadError, type StickerFile } from '../qr-sticker-download';
import { DeviceTypeChange } from './device-type-change';

export function DeviceActionsMenu({ device }: { device: DeviceRow }) {
  const { t } = useLingui();
  const ability = useAppAbility();
  const client = useApiClient();
  const types = useReferenceRows('serviceObjectTypes');
  const [isTypeChangeOpen, setIsTypeChangeOpen] = useState(false);
  const [isStickerBusy, setIsStickerBusy] = useState(false);
  const [sticker, setSticker] = useState<StickerFile | null>(null);
  const canChangeType = ability.can('update', 'serviceobjects') && types !== undefined && types.length > 0;

  async function openSticker() {
    setIsStickerBusy(true);
    try {
      setSticker(await downloadDeviceSticker(client, device));
    } catch (error) {
      if (error instanceof StickerDownloadError) toast.error(error.message);
      else throw error;
    } finally {
      setIsStickerBusy(false);
    }
  }

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={(details) => {
          if (details.value === 'type') setIsTypeChangeOpen(true);
          else if (details.value === 'qr-sticker') void openSticker();
        }}
      >
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" loading={isStickerBusy}>
            {t`Acties`}
            <ChevronDownIcon boxSize="4" aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              {canChangeType && (
                <Menu.Item value="type">
                  <Menu.ItemText>{t`Type wijzigen`}</Menu.ItemText>
                </Menu.Item>
              )}
              <Menu.Item value="qr-sticker">
                <Menu.ItemText>{t`QR-sticker`}</Menu.ItemText>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <AppDialog
        isOpen={isTypeChangeOpen}
        onClose={() => setIsTypeChangeOpen(false)}
        title={t`Type wijzigen`}
      >
        <Dialog.Body pb="6">
          <DeviceTypeChange
            device={device}
            onSaved={() => setIsTypeChangeOpen(false)}
            onCancel={() => setIsTypeChangeOpen(false)}
          />
        </Dialog.Body>
      </AppDialog>
      <DocumentViewer file={sticker} onClose={() => setSticker(null)} />
    </>
  );
}
