/* global document, requestAnimationFrame, setTimeout */
// Starts the app on a page the server rendered (backend/src/platform/http/html-template.ts): the page is already
// there, so the app's code is fetched once it has been painted, and never competes with what the first paint needs.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry)));
