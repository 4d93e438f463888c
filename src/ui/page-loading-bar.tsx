/**
 * A thin bar along the top of the screen while the page the user moves to loads (its code, or on a
 * signed-out first visit the whole app's): fixed, so it moves nothing, and shown only after 150 ms,
 * so a quick move does not flash it. Render it only while such a move is under way.
 */
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function PageLoadingBar() {
  const { t } = useLingui();
  return (
    <Box
      role="progressbar"
      aria-label={t`Pagina wordt geladen`}
      position="fixed"
      top="0"
      insetX="0"
      height="1"
      bg="brand.solid"
      zIndex="overlay"
      animation="fade-in 200ms ease-out 150ms both, pulse 1.2s ease-in-out 350ms infinite"
    />
  );
}
