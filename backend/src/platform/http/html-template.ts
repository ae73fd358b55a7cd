import { readFileSync } from 'node:fs';
import type { BrandConfig } from '../config/platform-settings';

const CONFIG_SLOT = '<!-- penwright:config -->';
const HEAD = /<!-- penwright:head -->[\s\S]*?<!-- \/penwright:head -->/;
const ROOT = '<div id="root"></div>';

/** A JSON data block: it never executes, so the CSP needs no exception; "<" is escaped so no text can close it. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The built frontend's index.html, cut where the server writes into it: the operator's brand settings
 * (`penwright-config`), what the server tells the page (`penwright-state`, frontend/src/app/ssr/pageState.ts),
 * the page's head and, for a page rendered on the server, the app's markup.
 */
export class HtmlTemplate {
  private constructor(
    private readonly beforeHead: string,
    private readonly defaultHead: string,
    private readonly beforeRoot: string,
    private readonly afterRoot: string,
  ) {}

  static load(indexFile: string, brand: BrandConfig): HtmlTemplate {
    const html = readFileSync(indexFile, 'utf8').replace(
      CONFIG_SLOT,
      `${dataBlock('penwright-config', brand)}\n    ${CONFIG_SLOT}`,
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
   * A page rendered on the server: its own head, and the markup the browser hydrates, marked `data-hydrating` until
   * it has (frontend/src/main.tsx).
   */
  page({ head, body, state }: { head: string; body: string; state: object }): string {
    return this.compose(head, state, `<div id="root" data-hydrating>${body}</div>`);
  }

  private compose(head: string, state: object, root: string): string {
    const beforeRoot = this.beforeRoot.replace(CONFIG_SLOT, dataBlock('penwright-state', state));
    return `${this.beforeHead}${head}${beforeRoot}${root}${this.afterRoot}`;
  }
}
