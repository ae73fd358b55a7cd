import type { BlogPostSummary } from './blogFormat';

/** A post as the lists return it, for tests: only what a test is about is given. */
export const postSummary = (
  slug: string,
  title: string,
  excerpt = '',
  authorName = 'Hannah Lindqvist',
): BlogPostSummary => ({
  id: slug.length,
  slug,
  title,
  excerpt,
  imageUrl: null,
  authorName,
  authorRole: 'Standards Editor',
  publishedAt: '2026-11-12T14:00:00.000Z',
  createdAt: '2026-11-12T14:00:00.000Z',
});
