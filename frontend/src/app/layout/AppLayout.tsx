import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { HashBlogRedirect } from '../routing/HashBlogRedirect';
import { ScrollToTop } from '../routing/ScrollToTop';
import { PageHydrated } from '../ssr/PageHydrated';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageHoldContext } from './pageHold';

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
