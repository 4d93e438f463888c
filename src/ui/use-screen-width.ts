/**
 * Whether the viewport is at least as wide as one of the theme's breakpoints, following resizes and
 * rotations. Read at the first render (there is no server rendering), so the first render is already
 * the right one.
 *
 * A screen that shows one of two layouts by width (a table or cards, a filter row or a filter sheet)
 * renders only the one shown: hidden by CSS (`hideFrom`, `hideBelow`), the other would still render
 * every component and state machine it holds, at every start and every change of its data.
 */
import { useBreakpointValue } from '@chakra-ui/react';

export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

export function useIsWideFrom(breakpoint: Breakpoint): boolean {
  return useBreakpointValue({ base: false, [breakpoint]: true }, { ssr: false }) ?? false;
}
