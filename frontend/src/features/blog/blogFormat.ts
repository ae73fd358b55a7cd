import type { ApiSchema } from '../../api/contract';
import { longDate } from '../../app/dates';
import calendarIllustration from '../../assets/illustrations/calendar.svg';
import bookIllustration from '../../assets/illustrations/open-book.svg';
import deskIllustration from '../../assets/illustrations/writing-desk.svg';
import notebookIllustration from '../../assets/illustrations/notebook.svg';
import quillIllustration from '../../assets/illustrations/quill.svg';
import typewriterIllustration from '../../assets/illustrations/typewriter.svg';

export type BlogPostSummary = ApiSchema<'BlogPostSummary'>;
export type BlogPost = ApiSchema<'BlogPost'>;

// D15: images ship with the app; a post without one gets an illustration chosen from its slug.
const ILLUSTRATIONS = [
  bookIllustration,
  deskIllustration,
  notebookIllustration,
  typewriterIllustration,
  quillIllustration,
  calendarIllustration,
];

export function illustrationFor(slug: string): string {
  // FNV-1a: cheap, and spreads similar slugs over the set better than a plain multiply-add.
  let hash = 0x811c9dc5;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return ILLUSTRATIONS[hash % ILLUSTRATIONS.length] as string;
}

export function postImage(post: Pick<BlogPostSummary, 'slug' | 'imageUrl'>): string {
  return post.imageUrl ?? illustrationFor(post.slug);
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
