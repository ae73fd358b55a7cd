import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { BLOG_POST_REPOSITORY, CONTENT_SEED, PROMPT_REPOSITORY, SOCIAL_POST_STORE } from '../content.tokens';
import type { BlogPostRepository } from './blog/ports/blog-post.repository';
import type { ContentSeedData } from './ports/content-seed';
import type { SocialPostStore } from './feed/ports/social-feed';
import type { PromptRepository } from './writing/ports/prompt.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Puts the editorial blog posts, the collective's social posts and the writing prompt bank in place; a rerun
 * changes nothing. Posts are dated back from now by their seeded age (ports/content-seed.ts): only posts not yet
 * stored are inserted, so a post keeps the date of the run that stored it.
 */
@Injectable()
export class SeedContent {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(CONTENT_SEED) private readonly seed: ContentSeedData,
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    @Inject(SOCIAL_POST_STORE) private readonly socialPosts: SocialPostStore,
    @Inject(PROMPT_REPOSITORY) private readonly prompts: PromptRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const now = this.clock.now().getTime();
    const posts = await this.posts.insertMissing(
      this.seed.blogPosts.map(({ daysAgo, ...post }) => ({ ...post, publishedAt: new Date(now - daysAgo * DAY_MS) })),
    );
    const social = await this.socialPosts.seedIfNeverPosted(
      this.seed.socialPosts.map(({ hoursAgo, ...post }) => ({ ...post, postedAt: new Date(now - hoursAgo * HOUR_MS) })),
    );
    const prompts = await this.prompts.insertMissing(this.seed.writingPrompts);
    if (posts || social || prompts) {
      this.logger.log(`Content seeded: ${posts} blog posts, ${social} social posts, ${prompts} writing prompts`);
    }
  }
}
