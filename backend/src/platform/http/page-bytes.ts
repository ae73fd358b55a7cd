import { createHash } from 'node:crypto';
import { compressOnce, type Encoding } from './compression';

/** A page as it is sent: its bytes, compressed once per encoding on first demand, and its ETag. */
export class PageBytes {
  readonly identity: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    html: string,
    readonly etag: string,
  ) {
    this.identity = Buffer.from(html);
  }

  as(encoding: Encoding): Buffer {
    return (this.encoded[encoding] ??= compressOnce(this.identity, encoding, 5));
  }
}

/** Pages and blog posts, each for an origin or two, and index.html per origin and cookie: far under this. */
const MAX_PAGES = 256;

/**
 * The bytes of the pages last sent, by what makes them (the page's rendering or index.html's state, and the origin
 * it names): a page is composed and compressed once, not per request (60 kB of HTML with the stylesheet inside
 * costs milliseconds to compress). The oldest go first; a page rendered again is a new key.
 */
export class PageBytesCache {
  private readonly pages = new Map<string, PageBytes>();

  get(key: string, html: () => string, etag?: (html: string) => string): PageBytes {
    const kept = this.pages.get(key);
    if (kept) return kept;
    const text = html();
    const page = new PageBytes(text, etag ? etag(text) : `W/"${digest(text)}"`);
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    return page;
  }
}

export const digest = (text: string) => createHash('sha1').update(text).digest('base64url');
