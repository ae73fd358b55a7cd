import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../config/platform-settings';
import type { CodeOfPages } from './page-assets';

const CONFIG_SLOT = '<!-- penwright:config -->';
const HEAD = /<!-- penwright:head -->[\s\S]*?<!-- \/penwright:head -->/;
const ROOT = '<div id="root"></div>';
/** The entry's stylesheet as Vite links it. */
const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/;

/** A JSON data block: it never executes, so the CSP needs no exception; "<" is escaped so no text can close it. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The built frontend's index.html, cut where the server writes into it: the operator's brand settings
 * (`penwright-config`), what the server tells the page (`penwright-state`, frontend/src/app/ssr/pageState.ts),
 * the page's head and, for a page rendered on the server, the app's markup.
 */
export class HtmlTemplate {
  /** The part between the head and the root for a page rendered on the server: the app starts after the first paint. */
  private readonly beforeRootOfPage: string;

  private constructor(
    private readonly beforeHead: string,
    private readonly defaultHead: string,
    private readonly beforeRoot: string,
    private readonly afterRoot: string,
  ) {
    this.beforeRootOfPage = startAfterFirstPaint(beforeRoot);
  }

  static load(frontendDir: string, brand: BrandConfig): HtmlTemplate {
    const indexFile = join(frontendDir, 'index.html');
    const html = inlineStylesheet(readFileSync(indexFile, 'utf8'), frontendDir).replace(
      CONFIG_SLOT,
      () => `${dataBlock('penwright-config', brand)}\n    ${CONFIG_SLOT}`,
    );
    const head = HEAD.exec(html);
    const root = html.indexOf(ROOT);
    if (!head || root < head.index) throw new Error(`${indexFile} lacks the penwright:head markers or ${ROOT}`);
    return new HtmlTemplate(
      html.slice(0, head.index),
      head[0],
      html.slice(head.index + head[0].length, root),
      html.slice(root + ROOT.length),
    );
  }

  /** A page the browser renders, with the state the server knows (whether a session cookie came, the origin). */
  shell(state: object): string {
    return this.compose(this.defaultHead, state, ROOT);
  }

  /**
   * A page rendered on the server: its own head, and the markup the browser hydrates, marked until it has
   * (frontend/src/main.tsx): `data-hydrating` (its controls ignore the pointer) and `aria-disabled`, so that
   * automated browsers wait for the app before they type or click.
   */
  page({ head, body, state, code }: { head: string; body: string; state: object; code?: CodeOfPages }): string {
    // A page for reading hydrates at the reader's first interaction: its content is not to be announced as disabled.
    const forReading = (state as { hydrateOnInteraction?: boolean }).hydrateOnInteraction === true;
    const root = `<div id="root" data-hydrating${forReading ? '' : ' aria-disabled="true"'}>${body}</div>`;
    return this.compose(head, state, root, code ? withCodeOfPages(this.beforeRootOfPage, code) : this.beforeRootOfPage);
  }

  private compose(head: string, state: object, root: string, beforeRoot = this.beforeRoot): string {
    // A function, not a string: `$'` or `` $` `` in the answers (a writer's text) would be read as replacement patterns.
    const withState = beforeRoot.replace(CONFIG_SLOT, () => dataBlock('penwright-state', state));
    return `${this.beforeHead}${head}${withState}${root}${this.afterRoot}`;
  }
}

/**
 * The entry's stylesheet (about 6 kB compressed) inside the page instead of linked: the page paints as soon as its
 * HTML has arrived, without a render-blocking request queued behind the scripts (issue 17). The fonts' URLs in it
 * are absolute (`/assets/...`), so they resolve the same from the page.
 */
function inlineStylesheet(html: string, frontendDir: string): string {
  const link = STYLESHEET.exec(html);
  if (!link) return html;
  const css = readFileSync(join(frontendDir, link[1]!), 'utf8');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * A page the server rendered shows its content without a script: the app's code only hydrates it. So it starts
 * once the page has been painted (frontend/public/boot.js imports the entry then), instead of being fetched and run
 * ahead of the first paint; the entry's chunks are then fetched by the entry itself.
 */
export function startAfterFirstPaint(html: string): string {
  return html
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '') // the page reads without a script
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      '<script type="module" src="/boot.js" data-entry="$1"></script>',
    );
}

/**
 * A page rendered with lazy pages whose stylesheets are not the entry's (a member's dashboard): their stylesheets
 * after the entry's, as the browser would add them with the pages' code, so the first paint is styled as the hydrated
 * page is; and their chunks named on the boot script (`data-preload`), which preloads them with the entry once the
 * page is painted.
 */
function withCodeOfPages(beforeRoot: string, { styles, modules }: CodeOfPages): string {
  let html = beforeRoot;
  if (styles) html = html.replace('</head>', () => `<style>${styles}</style>\n  </head>`);
  if (modules.length > 0) html = html.replace(' data-entry=', () => ` data-preload="${modules.join(' ')}" data-entry=`);
  return html;
}
