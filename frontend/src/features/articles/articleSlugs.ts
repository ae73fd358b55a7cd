/** The article pages of the route table (spec section 2); any other slug is not found. */
export const ARTICLE_SLUGS = [
  'product-review-writing',
  'blog-writing-jobs',
  'email-marketing-copy',
  'social-media-content',
  'website-content-creation',
  'press-release-writing',
  'newsletter-writing',
  'video-script-writing',
  'content-editing',
  'landing-page-copy',
] as const;

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export function isArticleSlug(slug: string | undefined): slug is ArticleSlug {
  return (ARTICLE_SLUGS as readonly string[]).includes(slug ?? '');
}

/** "press-release-writing" -> "Press Release Writing", until the article content is wired in. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
