/**
 * The toast area at the top right (react-toastify 11 injects its own styles). Loaded lazily after
 * the first render: no toast is ever needed before the app is on screen.
 *
 * Toasts stand below the sticky header (3.5 rem) and, while it shows, the offline banner under it
 * (`--offline-banner-height`, kept by the banner), so they never cover the header's controls or the
 * banner. From the bottom they covered forms' buttons after each save.
 */
import { Slide, ToastContainer } from 'react-toastify';
import { useColorMode } from '../ui/color-mode/use-color-mode';

/** Overrides react-toastify's top, which on phones (up to 480 px) is the very top of the screen. */
const belowHeader = {
  top: 'calc(env(safe-area-inset-top) + 3.5rem + var(--offline-banner-height, 0px) + 0.5rem)',
};

export function AppToastContainer() {
  const { colorMode } = useColorMode();
  return (
    <ToastContainer
      position="top-right"
      theme={colorMode}
      transition={Slide}
      newestOnTop
      limit={4}
      style={belowHeader}
    />
  );
}
