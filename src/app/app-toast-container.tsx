/**
 * The toast area (react-toastify 11 injects its own styles). Loaded lazily after the first render: no
 * toast is ever needed before the app is on screen.
 *
 * Toasts rise from the bottom, so they never cover the header's controls or the offline banner under
 * it; on a phone they stand above the bottom tab bar (3.5 rem plus the device's safe area), which
 * stays usable while a toast shows.
 */
import { Box } from '@chakra-ui/react';
import { Slide, ToastContainer } from 'react-toastify';
import { useColorMode } from '../ui/color-mode/use-color-mode';

/** Where the bottom tab bar shows (below Chakra's `md`, 48 em), the toasts start above it. */
const aboveBottomTabBar = {
  '@media screen and (max-width: 47.99em)': {
    '& .Toastify__toast-container': {
      bottom: 'calc(3.5rem + 1px + env(safe-area-inset-bottom))',
    },
  },
};

export function AppToastContainer() {
  const { colorMode } = useColorMode();
  return (
    <Box css={aboveBottomTabBar}>
      <ToastContainer position="bottom-right" theme={colorMode} transition={Slide} newestOnTop limit={4} />
    </Box>
  );
}
