/**
 * The toast area at the top right (react-toastify 11 injects its own styles). Loaded lazily after
 * the first render: no toast is ever needed before the app is on screen.
 *
 * Toasts stand below the sticky header (3.5 rem) and, while it shows, the offline banner under it
 * (`--offline-banner-height`, kept by the banner), so they never cover the header's controls or the
 * banner. From the bottom they covered forms' buttons after each save.
 *
 * Wherever a toast stands, it covers something: below the header that is the page's own actions
 * ("Nieuwe taak" right after a task was saved). So a toast never takes a click: pointer input passes
 * through it to what lies under it, but for its close button, which still closes it. A pointer
 * resting on a toast no longer pauses it and a swipe no longer dismisses it; a toast lasts five
 * seconds and its text is announced as it appears (`role="alert"`).
 */
import { Slide, ToastContainer } from 'react-toastify';
import { useColorMode } from '../ui/color-mode/use-color-mode';

/** The toasts and their column pass pointer input through; a close button (a child) takes it back. */
const clickThrough = { pointerEvents: 'none' } as const;
const closeButtonTakesClicks = '.Toastify__toast .Toastify__close-button { pointer-events: auto; }';

/**
 * The column of toasts: click-through, and below the header (react-toastify's own top, on phones up
 * to 480 px, is the very top of the screen).
 */
const column = {
  ...clickThrough,
  top: 'calc(env(safe-area-inset-top) + 3.5rem + var(--offline-banner-height, 0px) + 0.5rem)',
};

export function AppToastContainer() {
  const { colorMode } = useColorMode();
  return (
    <>
      <style>{closeButtonTakesClicks}</style>
      <ToastContainer
        position="top-right"
        theme={colorMode}
        transition={Slide}
        newestOnTop
        limit={4}
        style={column}
        toastStyle={clickThrough}
      />
    </>
  );
}
