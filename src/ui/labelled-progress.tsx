/**
 * The one progress bar of the app: Chakra's Progress with its accessible name on the element that has
 * role="progressbar". Chakra (zag) puts that role on the track, not on the root, and names it after its
 * own value ("50%"): a name on the root names a plain div, so screen readers would announce the bar
 * without saying what progresses. Every progress bar goes through this component; a source scan in its
 * test keeps `Progress.Root` out of the rest of the app.
 */
import { Progress, type ProgressRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LabelledProgressProps {
  /** What progresses, e.g. "Voortgang van de eerste synchronisatie": the progress bar's accessible name. */
  label: string;
  /** How far it is, from 0 to `max`; null while unknown (an indeterminate bar). */
  value: number | null;
  /** The value when done; 100 unless given. */
  max?: number;
  size?: ProgressRootProps['size'];
  colorPalette?: ProgressRootProps['colorPalette'];
  /** The progress in words, shown under the bar (e.g. "3 van 10 bestanden"). */
  children?: ReactNode;
}

export function LabelledProgress({ label, value, max, size, colorPalette, children }: LabelledProgressProps) {
  return (
    <Progress.Root value={value} max={max} size={size} colorPalette={colorPalette}>
      {/* The track carries role="progressbar" and the aria-value* attributes; this name replaces zag's. */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
      {children !== undefined && <Progress.ValueText>{children}</Progress.ValueText>}
    </Progress.Root>
  );
}
