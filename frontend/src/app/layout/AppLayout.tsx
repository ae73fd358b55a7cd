import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { HashBlogRedirect } from '../routing/HashBlogRedirect';
import { ScrollToTop } from '../routing/ScrollToTop';
import { replayEarlyClick } from '../ssr/earlyClick';
import { adoptEarlyInput } from '../ssr/earlyInput';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageHoldContext } from './pageHold';

/**
 * Rendered after the page, inside its Suspense boundary: its effect runs once the page has hydrated, and lifts the
 * marks the server put on a page it rendered (`data-hydrating`, `aria-disabled`: main.tsx, global.css), once what
 * was typed into it meanwhile is the form's state, then clicks again what was clicked meanwhile. Renders nothing.
 */
function PageHydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-hydrating')) return;
    adoptEarlyInput(root);
    root.removeAttribute('data-hydrating');
    root.removeAttribute('aria-disabled');
    replayEarlyClick();
  }, []);
  return null;
}

/** Frame of every page: skip link, header, the page (loaded on demand, or held: pageHold.ts), footer. */
export function AppLayout() {
  const [held, setHeld] = useState(false);
  return (
    <PageHoldContext.Provider value={setHeld}>
      <div className="pw-app">
        <a className="pw-skip-link" href="#main">
          Skip to content
        </a>
        <HashBlogRedirect />
        <ScrollToTop />
        <Header />
        <main id="main" className="pw-main" tabIndex={-1}>
          {held ? (
            <PageSpinner label="Signing out…" />
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <PageHydrated />
            </Suspense>
          )}
        </main>
        <Footer />
      </div>
    </PageHoldContext.Provider>
  );
}
