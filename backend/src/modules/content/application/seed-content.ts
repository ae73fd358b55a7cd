import { Inject, Injectable, Logger } from '@nestjs/common';
import { BLOG_POST_REPOSITORY, CONTENT_SEED, PROMPT_REPOSITORY, SOCIAL_POST_STORE } from '../content.tokens';
import type { BlogPostRepository } from './blog/ports/blog-post.repository';
import type { ContentSeedData } from './ports/content-seed';
import type { SocialPostStore } from './feed/ports/social-feed';
import type { PromptRepository } from './writing/ports/prompt.repository';

/**
 * Puts the editorial blog posts, the collective's social posts and the writing prompt bank in place; a rerun
 * changes nothing.
 */
@Injectable()
export class SeedContent {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(CONTENT_SEED) private readonly seed: ContentSeedData,
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    @Inject(SOCIAL_POST_STORE) private readonly socialPosts: SocialPostStore,
    @Inject(PROMPT_REPOSITORY) private readonly prompts: PromptRepository,
  ) {}

  async execute(): Promise<void> {
    const posts = await this.posts.insertMissing(this.seed.blogPosts);
    const social = await this.socialPosts.seedIfNeverPosted(this.seed.socialPosts);
    const prompts = await this.prompts.insertMissing(this.seed.writingPrompts);
    if (posts || social || prompts) {
      this.logger.log(`Content seeded: ${posts} blog posts, ${social} social posts, ${prompts} writing prompts`);
    }
  }
}
