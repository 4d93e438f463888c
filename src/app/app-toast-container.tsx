/**
 * The toast area at the top right (react-toastify 11 injects its own styles). Loaded lazily after
 * the first render: no toast is ever needed before the app is on screen.
 */
import { Slide, ToastContainer } from 'react-toastify';
import { useColorMode } from '../ui/color-mode/use-color-mode';

export function AppToastContainer() {
  const { colorMode } = useColorMode();
  return <ToastContainer position="top-right" theme={colorMode} transition={Slide} newestOnTop limit={4} />;
}
