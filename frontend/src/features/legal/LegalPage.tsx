import { Fragment } from 'react';
import { useBrand } from '../../app/brand';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legal.data';
import { fillPlaceholders, withEmailLinks } from './legalText';
import './legal.css';

/** One of the three legal documents, with the operator's brand settings filled in (D1). */
export function LegalPage({ slug }: { slug: LegalDocument['slug'] }) {
  const brand = useBrand();
  const document = LEGAL_DOCUMENTS.find((doc) => doc.slug === slug)!;
  usePageMeta({
    title: pageTitle(document.title),
    description: `The ${document.title} of ${brand.brandName}, last updated ${document.lastUpdated}.`,
  });
  const fill = (text: string) => fillPlaceholders(text, brand);
  const rich = (text: string) =>
    withEmailLinks(fill(text), brand.supportEmail).map((part, index) =>
      part.kind === 'email' ? (
        <a key={index} href={`mailto:${part.text}`}>
          {part.text}
        </a>
      ) : (
        <Fragment key={index}>{part.text}</Fragment>
      ),
    );

  return (
    <article className="pw-page pw-page--narrow pw-legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      <p className="pw-legal__updated">Last Updated: {document.lastUpdated}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{fill(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 60)}>{rich(paragraph)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
