/**
 * Third-party origins the pages may load from, beyond `'self'`, added to the Content-Security-Policy. The platform
 * names none itself: the composition root (src/app.ts) passes what the modules need (billing's Stripe.js, D15).
 */
export interface PageSources {
  scriptSrc: readonly string[];
  connectSrc: readonly string[];
  frameSrc: readonly string[];
}

export const NO_PAGE_SOURCES: PageSources = { scriptSrc: [], connectSrc: [], frameSrc: [] };
