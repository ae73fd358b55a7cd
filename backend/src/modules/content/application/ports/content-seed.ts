import type { NewBlogPost } from '../../domain/blog/blog-post';
import type { NewSocialPost } from '../../domain/feed/feed-item';
import type { NewWritingPrompt } from '../../domain/writing/prompt';

/**
 * A seeded post carries its age at the seed run, not a date: SeedContent dates it from the clock, so the first
 * start of the site (the only run that stores the social posts) finds a current blog and feed, whatever the year.
 */
export type SeededBlogPost = Omit<NewBlogPost, 'publishedAt'> & { daysAgo: number };
export type SeededSocialPost = Omit<NewSocialPost, 'postedAt'> & { hoursAgo: number };

/** The editorial content the seed step puts in place (provided by the module from infrastructure/seed). */
export interface ContentSeedData {
  blogPosts: readonly SeededBlogPost[];
  socialPosts: readonly SeededSocialPost[];
  writingPrompts: readonly NewWritingPrompt[];
}
