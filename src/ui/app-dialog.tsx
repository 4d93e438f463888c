/**
 * The portal's dialog frame: a centred Chakra dialog with a title, closed by Escape, the backdrop or
 * its own buttons (`onClose`). Its body is rendered only while it is open, so a form inside starts
 * empty each time; closed, nothing of it is rendered (dialog-root-while-open.tsx). On phones a
 * `size="full"` dialog takes the whole screen.
 */
import { Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogRootWhileOpen } from './dialog-root-while-open';

export interface AppDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The body (and, for forms, their own buttons); shown only while open. */
  children: ReactNode;
  /** Buttons under the body, e.g. a close button wrapped in `Dialog.ActionTrigger`. */
  footer?: ReactNode;
  /** `alertdialog` for a confirmation the user must answer. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
}

export function AppDialog({
  isOpen,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  size,
  scrollBehavior,
}: AppDialogProps) {
  const isFullOnPhones = typeof size === 'object' && size !== null && 'base' in size && size.base === 'full';
  return (
    <DialogRootWhileOpen
      role={role}
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      {...(size ? { size } : {})}
      {...(scrollBehavior ? { scrollBehavior } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={isFullOnPhones ? { base: '0', sm: '4' } : '4'}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
            </Dialog.Header>
            {isOpen && children}
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRootWhileOpen>
  );
}
