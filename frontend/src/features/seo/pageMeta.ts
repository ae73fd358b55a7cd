import { useEffect } from 'react';
import { brand } from '../../app/brand';

export interface PageMeta {
  /** The whole document title, exactly as it should read. */
  title: string;
  description: string;
  /** schema.org data for the page, written to one application/ld+json element. */
  structuredData?: object;
}

/** "Page | Brand", the title format of every page. */
export const pageTitle = (page: string) => `${page} | ${brand.brandName}`;

const JSON_LD_ID = 'pw-structured-data';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

function setStructuredData(data: object | undefined): void {
  document.getElementById(JSON_LD_ID)?.remove();
  if (!data) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = JSON_LD_ID;
  // A data block, never executed, so the content security policy does not concern it. "<" is
  // escaped so that no text can close the element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.appendChild(script);
}

/**
 * The head of a page: title, meta description and structured data (spec section 2). The
 * structured data is removed when the page unmounts, so it never describes the wrong page.
 */
export function usePageMeta({ title, description, structuredData }: PageMeta): void {
  const json = structuredData ? JSON.stringify(structuredData) : '';
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
  useEffect(() => {
    setStructuredData(json ? (JSON.parse(json) as object) : undefined);
    return () => document.getElementById(JSON_LD_ID)?.remove();
  }, [json]);
}
