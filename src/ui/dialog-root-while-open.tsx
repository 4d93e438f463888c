/**
 * A Chakra dialog root for a dialog whose opening is the caller's state: rendered from the moment it
 * opens until its closing animation has ended, and not at all while closed. Chakra mounts a dialog's
 * parts lazily, so a closed one puts nothing in the page, but React still renders its root (two state
 * machines), portal, backdrop and positioner: about ten components for each dialog a screen holds at
 * its start, for nothing.
 *
 * A dialog whose trigger sits inside its root (a drawer's button) keeps Chakra's `Dialog.Root` or
 * `Drawer.Root`, and Chakra's lazy mounting (its default) for the rest.
 */
import { Dialog, type DialogRootProps } from '@chakra-ui/react';
import { useCallback, useState } from 'react';

export function DialogRootWhileOpen({ open = false, onExitComplete, ...props }: DialogRootProps) {
  const [hasOpened, setHasOpened] = useState(open);
  // State from the props, set during render (React's documented pattern): opened, it stays rendered
  // until its exit completes, whatever `open` does meanwhile.
  if (open && !hasOpened) setHasOpened(true);
  const exited = useCallback(() => {
    setHasOpened(false);
    onExitComplete?.();
  }, [onExitComplete]);
  if (!open && !hasOpened) return null;
  return <Dialog.Root {...props} open={open} onExitComplete={exited} />;
}
