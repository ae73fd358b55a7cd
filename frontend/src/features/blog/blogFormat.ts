import type { ApiSchema } from '../../api/contract';
import { longDate } from '../../app/dates';

export type BlogPostSummary = ApiSchema<'BlogPostSummary'>;
export type BlogPost = ApiSchema<'BlogPost'>;

/** The most posts a list asks for: /blog lists them all, and a post's page reads the same answer. */
export const ALL_POSTS = 50;

// D15: images ship with the app (frontend/public/illustrations, files rather than imports, so they are fetched
// and cached as images instead of riding inside the JavaScript); a post without one gets an illustration.
const ILLUSTRATIONS = [
  'open-book',
  'writing-desk',
  'notebook',
  'typewriter',
  'quill',
  'calendar',
  'envelope',
  'price-tag',
  'clipboard',
  'marked-draft',
  'compass',
  'hourglass',
  'microphone',
  'search-results',
  'invoice',
].map((name) => `/illustrations/${name}.svg`);

/** How many posts before it a post's illustration must differ from: a row and the card above it, in any grid. */
const NEIGHBOURS = 3;

function slugHash(slug: string): number {
  // FNV-1a: cheap, and spreads similar slugs over the set better than a plain multiply-add.
  let hash = 0x811c9dc5;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** A post's own illustration, chosen stably from its slug. */
export function illustrationFor(slug: string): string {
  return ILLUSTRATIONS[slugHash(slug) % ILLUSTRATIONS.length]!;
}

export type PostImages = ReadonlyMap<string, string>;

/**
 * The illustrations of a list of posts in the order shown (newest first, as every list shows them): each post's
 * own, unless one of the few before it shows that one already, then the next free one. Every list is the start of
 * the same order, so a post keeps its illustration from the landing page to /blog to its own page.
 */
export function postImages(posts: readonly Pick<BlogPostSummary, 'slug' | 'imageUrl'>[]): PostImages {
  const images = new Map<string, string>();
  const shown: string[] = [];
  for (const post of posts) {
    let image = post.imageUrl;
    if (!image) {
      const recent = shown.slice(-NEIGHBOURS);
      const start = slugHash(post.slug) % ILLUSTRATIONS.length;
      const free = ILLUSTRATIONS.map((_, step) => ILLUSTRATIONS[(start + step) % ILLUSTRATIONS.length]!).find(
        (candidate) => !recent.includes(candidate),
      );
      image = free ?? illustrationFor(post.slug);
    }
    images.set(post.slug, image);
    shown.push(image);
  }
  return images;
}

/** A post's image: its own, else its illustration in the list it is shown with (`postImages`), else its own one. */
export function postImage(post: Pick<BlogPostSummary, 'slug' | 'imageUrl'>, images?: PostImages): string {
  return post.imageUrl ?? images?.get(post.slug) ?? illustrationFor(post.slug);
}

/** Spec section 3: publishedAt, else createdAt, as a long US date (D14). */
export function postDate(post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>): string {
  return longDate(post.publishedAt ?? post.createdAt);
}

export type BodyBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

/** Post bodies: paragraphs separated by blank lines; '## ' starts a subheading. */
export function bodyBlocks(body: string): BodyBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('## ') ? { kind: 'heading', text: block.slice(3).trim() } : { kind: 'paragraph', text: block },
    );
}
