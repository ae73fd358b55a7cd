import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../../platform/config/platform-settings';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import type { BlogPostSummary } from '../../domain/blog/blog-post';
import { noBlogPosts } from '../../domain/blog/blog.errors';
import { BLOG_POST_REPOSITORY } from '../../content.tokens';
import { MemoCache } from '../caching/memo-cache';
import type { BlogPostRepository } from './ports/blog-post.repository';

/** The post the member home leads with: the one marked featured, else the newest. */
@Injectable()
export class GetFeaturedPost {
  private readonly cache: MemoCache<'featured', BlogPostSummary | null>;

  constructor(
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    @Inject(PLATFORM_SETTINGS) config: PlatformSettings,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.cache = new MemoCache(config.publicCacheSeconds * 1000, clock);
  }

  async execute(): Promise<BlogPostSummary> {
    const post = await this.cache.get('featured', () => this.posts.findFeatured());
    if (!post) throw noBlogPosts();
    return post;
  }
}
