/**
 * Runs `task` once the page has loaded and the browser is idle: for work the first screen must not
 * wait for (registering the service worker, loading the rest of the app behind the login page).
 */
export function afterLoadWhenIdle(task: () => void): void {
  // Safari has no requestIdleCallback: a moment after the load event is the nearest it offers.
  const whenIdle = (callback: () => void) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 2_000 })
      : setTimeout(callback, 200);
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}
