import type { BlogPost, BlogPostDate, BlogPostSummary, NewBlogPost } from '../../../domain/blog/blog-post';

export interface BlogPostRepository {
  /** Newest first: by publishedAt, else createdAt. */
  listRecent(limit: number): Promise<BlogPostSummary[]>;
  /** Every post's slug and date (publishedAt, else createdAt), newest first: no limit, for the sitemap. */
  listDates(): Promise<BlogPostDate[]>;
  /** The post marked featured, else the newest; null when there are no posts. */
  findFeatured(): Promise<BlogPostSummary | null>;
  findBySlug(slug: string): Promise<BlogPost | null>;
  /** Inserts the posts whose slug is not taken yet; returns how many were inserted. */
  insertMissing(posts: readonly NewBlogPost[]): Promise<number>;
}
