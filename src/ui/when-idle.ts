/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest; returns a function
 * that cancels it. Safari has no requestIdleCallback: there the callback runs after `fallbackMs`.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}
