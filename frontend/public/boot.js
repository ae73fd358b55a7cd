/* global document, requestAnimationFrame, setTimeout, window, Element */
// Starts the app on a page the server rendered (backend/src/platform/http/html-template.ts): the page is already
// there, so the app's code is fetched once it has been painted, and never competes with what the first paint needs.
// A page rendered for a member also names the chunks its pages need (`data-preload`): fetched with the entry, instead
// of one after the other as each import is found.
const boot = document.querySelector('script[data-entry]');
const entry = boot?.getAttribute('data-entry');
const chunks = boot?.getAttribute('data-preload')?.split(' ') ?? [];
if (entry) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of chunks) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      import(entry);
    }),
  );
}

// Until the app has taken the page over (`data-hydrating` on #root, lifted by PageHydrated), its buttons have no handlers:
// a click on one is held here, and the app clicks it again once hydrated (src/app/ssr/earlyClick.ts), so it is never
// lost. Links are left alone: they work as links.
const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]';
const root = document.getElementById('root');
if (root?.hasAttribute('data-hydrating')) {
  document.addEventListener(
    'click',
    (event) => {
      if (!root.hasAttribute('data-hydrating') || !(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROLS);
      if (!control || !root.contains(control) || control.closest('a[href]') || control.matches(':disabled')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.penwrightEarlyClick = control;
    },
    true,
  );
}
