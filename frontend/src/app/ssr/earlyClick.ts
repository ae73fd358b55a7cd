declare global {
  interface Window {
    /** The control clicked on a page the server rendered before the app had taken it over (public/boot.js). */
    penwrightEarlyClick?: Element;
  }
}

/** Whether the reader clicked a control before the app took the page over: that click is their first interaction. */
export const clickedEarly = (): boolean => window.penwrightEarlyClick !== undefined;

/**
 * Clicks again, once the page has hydrated, the control the reader clicked before (public/boot.js held that click):
 * hydration keeps the server's elements, so it is the same element, now with its handlers. One that is gone (the
 * page rendered differently in the browser) is dropped.
 */
export function replayEarlyClick(): void {
  const control = window.penwrightEarlyClick;
  delete window.penwrightEarlyClick;
  if (control instanceof HTMLElement && control.isConnected) control.click();
}
