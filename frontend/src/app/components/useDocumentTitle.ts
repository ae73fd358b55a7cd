import { useEffect } from 'react';
import { brand } from '../brand';

/** Gives each page its own tab title (and screen readers a page name): "Page | Brand". */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${brand.brandName}` : brand.brandName;
  }, [pageTitle]);
}
