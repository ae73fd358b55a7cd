/** What a page says about itself in the document's head (spec section 2: title, description, structured data). */
export interface PageHead {
  /** The whole document title, exactly as it should read. */
  title: string;
  description: string;
  /** The page's path: its canonical URL is the site's origin followed by it. */
  path: string;
  /** schema.org data for the page, written to one application/ld+json element. */
  structuredData?: object;
  /** Open Graph type: `article` for posts and articles, `website` otherwise. */
  type?: 'website' | 'article';
  /** Pages that must not be indexed (the not-found page): `robots: noindex`, no canonical URL or sharing tags. */
  noindex?: boolean;
}

interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** Marks the elements these functions own, so the browser replaces exactly the server's ones. */
const OWNED = 'data-pw-head';

/** Description, canonical URL, Open Graph and Twitter card tags of a page. */
export function headTags(head: PageHead, siteUrl: string, siteName: string): HeadTag[] {
  const url = `${siteUrl}${head.path}`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  if (head.noindex) return [meta('name', 'description', head.description), meta('name', 'robots', 'noindex')];
  return [
    meta('name', 'description', head.description),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "<" is escaped so that no text can close the element; the block is data and never runs. */
const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The head as HTML, for the server's render: everything a crawler reads before any script runs. */
export function headHtml(head: PageHead, siteUrl: string, siteName: string): string {
  const tags = headTags(head, siteUrl, siteName).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
    return `<${tag} ${OWNED}${attributes.join('')} />`;
  });
  const data = head.structuredData
    ? [`<script type="application/ld+json" ${OWNED}>${jsonLd(head.structuredData)}</script>`]
    : [];
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags, ...data].join('\n    ');
}

/** The same head in the browser, after a navigation or on hydration (the elements are replaced, not added). */
export function applyHead(doc: Document, head: PageHead, siteUrl: string, siteName: string): void {
  doc.title = head.title;
  clearHead(doc);
  for (const { tag, attrs } of headTags(head, siteUrl, siteName)) {
    const element = doc.createElement(tag);
    element.setAttribute(OWNED, '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    doc.head.appendChild(element);
  }
  if (head.structuredData) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(OWNED, '');
    script.textContent = jsonLd(head.structuredData);
    doc.head.appendChild(script);
  }
}

/** A page that does not describe itself must not keep the previous page's canonical URL or structured data. */
export function clearHead(doc: Document): void {
  for (const element of doc.head.querySelectorAll(`[${OWNED}], meta[name="description"]`)) element.remove();
}
