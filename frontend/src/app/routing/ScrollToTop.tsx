import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top, as it would on a classic site (hash links scroll themselves). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
