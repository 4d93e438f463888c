/**
 * The sideways scroll of a table that is wider than a phone. A region that scrolls must be reachable
 * by keyboard (arrow keys scroll the focused region), so it takes the focus, and as a named region
 * it says what it holds: the heading it sits under (`labelledBy`) or a `label` of its own.
 */
import { Table, type TableScrollAreaProps as ChakraTableScrollAreaProps } from '@chakra-ui/react';

export type TableScrollAreaProps = ChakraTableScrollAreaProps &
  ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

export function TableScrollArea({ label, labelledBy, children, ...props }: TableScrollAreaProps) {
  return (
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      focusVisibleRing="outside"
      {...props}
    >
      {children}
    </Table.ScrollArea>
  );
}
