/**
 * Notices at the bottom of the screen stack; they never cover each other or the phone's bottom bar.
 *
 * - They all stand on one baseline, `bottomNoticeInset`: just above the phone's bottom bar (3.5 rem
 *   and its border, plus the safe area), 1.5 rem above the screen's edge from md up, where that bar
 *   is not shown.
 * - The shell's own notice (the first-sync card) stands on it in the page's flow: it sticks after
 *   `main` so that it never moves the page. While it shows, it publishes the room it takes (its
 *   height plus the gap between notices) in the `--shell-bottom-notice-space` variable on the root
 *   element, and removes it when it goes. There is one such notice at a time.
 * - A notice floating over the app (the update notice) stands that much higher,
 *   `stackedBottomNoticeInset`: on the baseline when the shell shows nothing (signed out, or no
 *   notice), above the shell's notice when it does, following its height as it changes.
 */

const spaceVariable = '--shell-bottom-notice-space';

/** The gap between stacked notices. */
const gap = '0.75rem';

/** The baseline: above the phone's bottom bar and the safe area; from md up, above the screen's edge. */
const baseline = { base: '4.5rem + env(safe-area-inset-bottom)', md: '1.5rem' };

/** Where a bottom notice stands, as a responsive `bottom` value. */
export const bottomNoticeInset = { base: `calc(${baseline.base})`, md: baseline.md };

/** Where a notice floating over the app stands: above the shell's bottom notice, if one shows. */
export const stackedBottomNoticeInset = {
  base: `calc(${baseline.base} + var(${spaceVariable}, 0px))`,
  md: `calc(${baseline.md} + var(${spaceVariable}, 0px))`,
};

/**
 * The ref of the shell's bottom notice: publishes the room it takes while it is mounted. A module
 * function, so the ref stays the same across renders and the variable is never briefly unset.
 * The first size is reported after layout and before paint, so nothing shows a frame out of place.
 */
export function publishShellBottomNoticeSpace(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
    root.setProperty(spaceVariable, `calc(${height}px + ${gap})`);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    root.removeProperty(spaceVariable);
  };
}
