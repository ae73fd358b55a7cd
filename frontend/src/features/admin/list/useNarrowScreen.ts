import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): a phone, or a narrow window. */
export const NARROW_SCREEN = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrower than antd's `md` breakpoint, following the window as it is resized. The server
 * renders for a wide screen (it cannot know), and the first client render after it does too.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}
