/**
 * A question the user must answer before something is removed or revoked: a title, an explanation,
 * "Annuleren" and a red confirm button. Built on `AppDialog` as an `alertdialog`.
 */
import { Button, Dialog } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What confirming does, shown as the dialog's body. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      role="alertdialog"
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t`Annuleren`}</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Body>{children}</Dialog.Body>
    </AppDialog>
  );
}
