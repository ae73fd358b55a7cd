import type { ContentSeedData } from '../../application/ports/content-seed';
import { BLOG_POSTS } from './blog-posts.seed';
import { SOCIAL_POSTS } from './social-posts.seed';
import { WRITING_PROMPTS } from './writing-prompts.seed';

/** The seed texts in the domain's shape, handed to SeedContent by the module (which dates them). */
export const CONTENT_SEED_DATA: ContentSeedData = {
  blogPosts: BLOG_POSTS,
  socialPosts: SOCIAL_POSTS,
  writingPrompts: WRITING_PROMPTS,
};
