import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { HashBlogRedirect } from '../routing/HashBlogRedirect';
import { ScrollToTop } from '../routing/ScrollToTop';
import { Footer } from './Footer';
import { Header } from './Header';

/** Frame of every page: skip link, header, the page (loaded on demand), footer. */
export function AppLayout() {
  return (
    <div className="pw-app">
      <a className="pw-skip-link" href="#main">
        Skip to content
      </a>
      <HashBlogRedirect />
      <ScrollToTop />
      <Header />
      <main id="main" className="pw-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
