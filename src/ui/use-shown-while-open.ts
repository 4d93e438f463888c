/**
 * Whether a dialog whose opening is the caller's state is to be rendered at all: from the moment it
 * opens until its closing animation has ended (`onExitComplete`, passed to the dialog's root). Chakra
 * mounts a dialog's parts lazily, so a closed one puts nothing in the page, but React still renders
 * its root (two state machines), portal, backdrop and positioner: about ten components for each
 * dialog a screen holds at its start, for nothing.
 *
 * A dialog whose trigger sits inside its root (a drawer's button) keeps its root, and Chakra's lazy
 * mounting (its default) for the rest.
 */
import { useCallback, useState } from 'react';

export interface ShownWhileOpen {
  /** Render the dialog's root (open, or still closing). */
  isShown: boolean;
  /** For the root's `onExitComplete`: the closing has ended, the root may go. */
  onExitComplete: () => void;
}

export function useShownWhileOpen(isOpen: boolean): ShownWhileOpen {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // State from the props, set during render (React's documented pattern): opened, it stays shown
  // until its exit completes, whatever the prop does meanwhile.
  if (isOpen && !hasOpened) setHasOpened(true);
  const onExitComplete = useCallback(() => setHasOpened(false), []);
  return { isShown: isOpen || hasOpened, onExitComplete };
}
