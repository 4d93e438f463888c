/* global document, requestAnimationFrame */
/**
 * Starts the app once the page has painted. The service worker puts this script in place of the
 * app's entry module when it paints a screen snapshot into the page (src/lib/screen-snapshot.ts), so
 * the snapshot is on screen before the app's modules are evaluated: on a slow phone that evaluation
 * takes hundreds of milliseconds, and a frame queued behind it waited as long. The entry, named by
 * `<meta name="portal-entry">`, is preloaded meanwhile. A hidden tab, which paints no frame, starts
 * after a short wait.
 *
 * A plain file in public/: it must keep its name, since the worker writes it into the page.
 */
const entry = document.querySelector('meta[name="portal-entry"]')?.getAttribute('content');
if (entry) {
  await new Promise((resolve) => {
    // Two frames: the one that shows the snapshot, then the next, by which the first has normally
    // been presented (with one, a start could lose the first frame's paint record: BENCHMARKS.md).
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    setTimeout(resolve, 500);
  });
  await import(entry);
}
