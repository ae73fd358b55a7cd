import type { ArticleContent } from './articles.data';

/**
 * The JSON-LD of an article page: the spec asks for article and job-posting data, so the page
 * describes itself as an Article and the kind of work as a remote contract JobPosting. No date
 * or salary is given: the pages describe a kind of work, not one dated offer with a promised pay.
 */
export function articleStructuredData(article: ArticleContent, brandName: string, pageUrl: string): object {
  const organization = { '@type': 'Organization', name: brandName };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        headline: article.title,
        alternativeHeadline: article.subtitle,
        description: article.description,
        articleBody: article.content.join('\n\n'),
        keywords: article.skills.join(', '),
        author: organization,
        publisher: organization,
        mainEntityOfPage: pageUrl,
      },
      {
        '@type': 'JobPosting',
        title: article.title,
        description: article.description,
        employmentType: 'CONTRACTOR',
        jobLocationType: 'TELECOMMUTE',
        hiringOrganization: organization,
        skills: article.skills.join(', '),
        url: pageUrl,
      },
    ],
  };
}
