import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { BlogPostSummary } from '../domain/blog-post';
import { noBlogPosts } from '../domain/content.errors';
import { BLOG_POST_REPOSITORY } from '../content.tokens';
import { MemoCache } from './memo-cache';
import type { BlogPostRepository } from './ports/blog-post.repository';

/** The post the member home leads with: the one marked featured, else the newest. */
@Injectable()
export class GetFeaturedPost {
  private readonly cache: MemoCache<'featured', BlogPostSummary | null>;

  constructor(
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.cache = new MemoCache(config.content.cacheSeconds * 1000, clock);
  }

  async execute(): Promise<BlogPostSummary> {
    const post = await this.cache.get('featured', () => this.posts.findFeatured());
    if (!post) throw noBlogPosts();
    return post;
  }
}
