import type { BlogPostSummary } from './blogFormat';

/** How many posts a post ends with. */
export const RELATED_POST_COUNT = 3;

// Words that say nothing about what a post is about.
const COMMON = new Set(
  (
    'about after also been before being both could does each every from have here into just like make more most much ' +
    'must only other over same should some than that their them then there these they this those through very what ' +
    'when where which while will with without would your yours writer writers writing write freelance'
  ).split(' '),
);

/** 'pitches' and 'pitch', 'rates' and 'rate' count as one word; 'business' keeps its s. */
const singular = (word: string) =>
  /(ch|sh|ss|x)es$/.test(word) ? word.slice(0, -2) : word.length > 4 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;

/** The words a post is about, from its title and excerpt: lower case, plural 's' dropped, short and common ones out. */
export function topicWords(post: Pick<BlogPostSummary, 'title' | 'excerpt'>): Set<string> {
  const words = `${post.title} ${post.excerpt}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map(singular)
    .filter((word) => word.length >= 4 && !COMMON.has(word));
  return new Set(words);
}

/**
 * The posts to read next: those sharing the most topic words with this one (a shared author counts as one more),
 * newest first among equals (`posts` come newest first). Never the post itself; fewer when there are fewer.
 */
export function relatedPosts<T extends BlogPostSummary>(
  current: Pick<BlogPostSummary, 'slug' | 'title' | 'excerpt' | 'authorName'>,
  posts: readonly T[],
  count = RELATED_POST_COUNT,
): T[] {
  const topics = topicWords(current);
  return posts
    .filter((post) => post.slug !== current.slug)
    .map((post, order) => {
      const shared = [...topicWords(post)].filter((word) => topics.has(word)).length;
      return { post, order, score: shared + (post.authorName === current.authorName ? 1 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ post }) => post);
}
