import type { NewBlogPost } from '../../domain/blog/blog-post';
import type { NewSocialPost } from '../../domain/feed/feed-item';
import type { NewWritingPrompt } from '../../domain/writing/prompt';

/** The editorial content the seed step puts in place (provided by the module from infrastructure/seed). */
export interface ContentSeedData {
  blogPosts: readonly NewBlogPost[];
  socialPosts: readonly NewSocialPost[];
  writingPrompts: readonly NewWritingPrompt[];
}
