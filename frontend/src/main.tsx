import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/source-serif-4/600.css';
import '@fontsource/source-serif-4/700.css';
import './app/global.css';
import './app/components/controls.css';
import './app/layout/layout.css';
import './app/pages.css';
import './app/ssr/forHydration';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { appRoutes } from './app/router';
import { blogSlugFromHash } from './app/routing/HashBlogRedirect';
import { holdPagesUntil, pageIdOf, preloadPages } from './app/routing/lazyPage';
import { LANDING_PAGE, MEMBER_HOME_PAGE } from './app/routing/lazyPages';
import { isAdminPage } from './app/ssr/adminRouteData';
import { clickedEarly } from './app/ssr/earlyClick';
import { readPageState, seedStore } from './app/ssr/pageState';
import { createStore } from './app/store';

// The server says whether a session cookie came with the request and, for a page it rendered, which answers and
// pages it rendered with: the store starts from those answers, so a visitor's page asks nothing it already shows.
const state = readPageState();
const store = createStore();
const notYetSeeded = state ? seedStore(store, state) : [];
const info = { siteUrl: state?.siteUrl ?? window.location.origin, renderedAt: state?.renderedAt ?? Date.now() };
const app = <AppRoot store={store} info={info} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
const root = document.getElementById('root')!;
/** Visitors' pages with forms hydrated at once, whose hydration runs in short slices too (issue 29). */
const HYDRATED_IN_A_TRANSITION = ['/register', '/apply'];
// A member's page comes with the session user (seeded above: no session check before the first paint) and, for the
// dashboard, the answers of its first view, whose endpoints the page's code injects: they are loaded alongside it,
// and the lazy pages render (or hydrate) once the answers are in the store, so the page never asks for them.
const memberAnswersSeeded =
  notYetSeeded.length > 0
    ? // An admin page's answers have endpoints of their own (adminEndpoints.ts, issue 29).
      (isAdminPage(window.location.pathname)
        ? import('./app/ssr/adminEndpoints')
        : import('./app/ssr/memberEndpoints')
      ).then(
        () => void seedStore(store, { sessionCookie: true, queries: notYetSeeded }),
        () => undefined, // the page then asks the API itself
      )
    : null;

if (state?.renderedAt !== undefined && root.firstElementChild) {
  // A page the server rendered is hydrated: the same React code takes over its HTML (this module is imported once
  // the page has been painted: public/boot.js). Its pages' code is fetched at once, alongside, or for a page that is
  // read rather than used, at the reader's first interaction. Until the page has hydrated (`data-hydrating`, removed
  // by PageHydrated), its controls ignore the pointer (global.css) and its forms are not submitted as plain HTML, which
  // would reload the page. A control clicked meanwhile is clicked again once hydrated (earlyClick.ts).
  // A member's page the server rendered (the dashboard: entry-server.tsx renderForMember) hydrates once its answers
  // are in the store, as the server rendered it from them.
  // A page for reading (prerenderRoutes.ts, routeData.ts) is left as the server sent it, shell and all, until the
  // reader's first interaction (and, for a member's, until the member's answers are in the store): only then are its
  // pages' code fetched and the page hydrated. Hydrating the shell at once and the page later cost such a page most
  // of its blocking time while it loaded (issue 29).
  document.addEventListener(
    'submit',
    (event) => {
      if (root.hasAttribute('data-hydrating')) event.preventDefault();
    },
    true,
  );
  const hydrate = () => {
    void preloadPages(state.pages ?? []);
    // A member's page (the dashboard, rendered for them) is hydrated in a transition: React hydrates it in short
    // slices, leaving the main thread free in between, instead of in one long task (issue 17: its total blocking
    // time). So are the registration wizard and the application (issue 29), whose forms are hydrated at once.
    if (state.sessionCookie || HYDRATED_IN_A_TRANSITION.includes(window.location.pathname)) {
      startTransition(() => void hydrateRoot(root, app));
    } else hydrateRoot(root, app);
  };
  // A `#blog/{slug}` link opens the post: the app, hydrated at once, takes the reader there (HashBlogRedirect).
  if (state.hydrateOnInteraction && !blogSlugFromHash(window.location.hash))
    void Promise.all([firstInteraction(), memberAnswersSeeded]).then(hydrate);
  else {
    if (memberAnswersSeeded) holdPagesUntil(memberAnswersSeeded);
    hydrate();
  }
} else {
  // A page the browser renders: its code is fetched alongside the session check instead of after it (at `/`, the
  // member home when a session cookie came, the landing page otherwise).
  const matches = matchRoutes(appRoutes, window.location.pathname) ?? [];
  const home = state?.sessionCookie ? MEMBER_HOME_PAGE : LANDING_PAGE;
  const page = window.location.pathname === '/' ? home : pageIdOf(matches.at(-1)?.route.element);
  if (page) void preloadPages([page]);
  if (memberAnswersSeeded) holdPagesUntil(memberAnswersSeeded);
  createRoot(root).render(app);
}

/** The reader's first key, touch, pointer press, focus or scroll; or a click made before this code ran (boot.js). */
function firstInteraction(): Promise<void> {
  const events = ['keydown', 'pointerdown', 'touchstart', 'focusin', 'scroll', 'wheel'];
  if (clickedEarly()) return Promise.resolve();
  return new Promise((interacted) => {
    const once = () => {
      for (const name of events) window.removeEventListener(name, once, true);
      interacted();
    };
    for (const name of events) window.addEventListener(name, once, { capture: true, passive: true });
  });
}
