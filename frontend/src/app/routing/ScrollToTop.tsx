import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at the top, as it would on a classic site (hash links scroll themselves). The page as opened is
 * left where the browser put it: a page for reading hydrates at the reader's first interaction (main.tsx), often a
 * scroll, and must not jump back to the top then.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
