import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { brand } from '../../app/brand';
import { useRenderInfo } from '../../app/ssr/pageState';
import { applyHead, clearHead, type PageHead } from './headTags';

export type PageMeta = Omit<PageHead, 'path'>;

/** On the server: where the page's head is collected while it renders (effects never run there). */
export class HeadCollector {
  head?: PageHead;

  record(head: PageHead): void {
    this.head = head;
  }
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** "Page | Brand", the title format of every page. */
export const pageTitle = (page: string) => `${page} | ${brand.brandName}`;

/**
 * The head of a page: title, meta description, canonical URL, Open Graph and Twitter card tags and structured
 * data. Rendered into the HTML by the server for prerendered pages, kept up to date by the browser on every
 * navigation, and removed when the page unmounts, so it never describes the wrong page.
 */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation();
  const { siteUrl } = useRenderInfo();
  const collector = useContext(HeadCollectorContext);
  collector?.record({ ...meta, path: pathname });
  const json = JSON.stringify(meta);
  useEffect(() => {
    applyHead(document, { ...(JSON.parse(json) as PageMeta), path: pathname }, siteUrl, brand.brandName);
    return () => clearHead(document);
  }, [json, pathname, siteUrl]);
}
