import type { ApiSchema } from '../api/contract';

/**
 * Brand and operator settings (product decision D1), in the shape the server declares them. The server injects
 * the configured values into index.html, either as `window.__PENWRIGHT_CONFIG__ = {...}` or, CSP-friendlier, as
 * `<script type="application/json" id="penwright-config">{...}</script>`. Anything missing falls back to the
 * defaults compiled into the bundle.
 */
export type BrandSettings = ApiSchema<'BrandConfig'>;

declare global {
  // In the browser `window.__PENWRIGHT_CONFIG__`; on the server, where pages are prerendered, the server sets it
  // on globalThis before it loads the prerender bundle (backend/src/platform/http/page-renderer.ts).
  var __PENWRIGHT_CONFIG__: Partial<BrandSettings> | undefined;
}

export const DEFAULT_BRAND: Readonly<BrandSettings> = Object.freeze({
  brandName: 'Penwright Collective',
  brandShortName: 'Penwright',
  supportEmail: 'support@penwright.example',
  applicationsEmail: 'applications@penwright.example',
  governingState: 'Delaware',
  contactPhone: '+1 (555) 013-4821',
  contactAddress: '1200 Market Street, Suite 400; Wilmington, DE 19801',
});

function readJsonConfigElement(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById('penwright-config');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined; // A broken injection must not take the site down; defaults still work.
  }
}

/** Merges injected settings over the defaults, ignoring anything that is not a non-blank string. */
export function resolveBrand(injected: unknown): BrandSettings {
  const resolved: BrandSettings = { ...DEFAULT_BRAND };
  if (injected && typeof injected === 'object') {
    for (const key of Object.keys(DEFAULT_BRAND) as (keyof BrandSettings)[]) {
      const value = (injected as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') resolved[key] = value.trim();
    }
  }
  return resolved;
}

function injectedConfig(): unknown {
  if (globalThis.__PENWRIGHT_CONFIG__) return globalThis.__PENWRIGHT_CONFIG__;
  return readJsonConfigElement();
}

/** Settings never change while the page is open, so they are resolved once. */
export const brand: Readonly<BrandSettings> = Object.freeze(resolveBrand(injectedConfig()));

/** Hook form, so components do not depend on a module constant (easier to swap later). */
export function useBrand(): Readonly<BrandSettings> {
  return brand;
}
