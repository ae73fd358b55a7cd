/** An editorial post of the collective's blog (spec section 3, D6). */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs separated by blank lines; a line starting with '## ' is a subheading. */
  body: string;
  /** A path on this site, or null: the frontend then picks a bundled image from the slug (D15). */
  imageUrl: string | null;
  authorName: string;
  authorRole: string;
  publishedAt: Date | null;
  createdAt: Date;
  featured: boolean;
}

/** What lists show: everything but the body. */
export type BlogPostSummary = Omit<BlogPost, 'body' | 'featured'>;

/** What the sitemap names of a post: where it is and when it was published (else written). */
export interface BlogPostDate {
  slug: string;
  lastModified: Date;
}

export type NewBlogPost = Omit<BlogPost, 'id' | 'createdAt'>;

export const BLOG_LIST_LIMIT = { min: 1, max: 50, default: 6 } as const;

/** Lower-case words joined by single hyphens: safe in a URL and in a hash route. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

export function toSummary(post: BlogPost): BlogPostSummary {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { body, featured, ...summary } = post;
  return summary;
}
