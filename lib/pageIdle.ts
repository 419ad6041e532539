/** The longest the browser may hold back an idle callback: a busy page still gets its carousel. */
export const IDLE_TIMEOUT_MS = 2000;
/** Engines without requestIdleCallback (Safari) wait this long after load instead. */
export const IDLE_FALLBACK_MS = 300;

/**
 * Runs `callback` once the page has loaded and the main thread is idle, so work that can wait
 * (starting a carousel) is not added to the tasks of hydration and loading. Returns a cancel.
 */
export function whenPageIdle(callback: () => void, win: Window & typeof globalThis = window): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(callback, IDLE_FALLBACK_MS);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    cancelIdle();
  };
}
