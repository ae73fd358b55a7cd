import { useEffect } from 'react';
import { replayEarlyClick } from './earlyClick';
import { adoptEarlyInput } from './earlyInput';

/**
 * Rendered after the page, inside its Suspense boundary (AppLayout): its effect runs once the page has hydrated, and
 * lifts the marks the server put on a page it rendered (`data-hydrating`, `aria-disabled`: main.tsx, global.css),
 * once what was typed into it meanwhile is the form's state, then clicks again what was clicked meanwhile. Renders
 * nothing.
 *
 * The click waits for a task of its own: the typed text becomes the form's state in a render React runs after this
 * effect, and a click made in the effect itself reached a submit handler that still read the state before it (an
 * address typed into the landing page's newsletter form, then Subscribe pressed while the page hydrated, was dropped).
 */
export function PageHydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-hydrating')) return;
    adoptEarlyInput(root);
    root.removeAttribute('data-hydrating');
    root.removeAttribute('aria-disabled');
    setTimeout(replayEarlyClick);
  }, []);
  return null;
}
