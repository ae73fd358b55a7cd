import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../../platform/config/platform-settings';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { DomainError } from '../../../../shared/domain/domain-error';
import { BLOG_LIST_LIMIT, type BlogPostSummary } from '../../domain/blog/blog-post';
import { BLOG_POST_REPOSITORY } from '../../content.tokens';
import { MemoCache } from '../caching/memo-cache';
import type { BlogPostRepository } from './ports/blog-post.repository';

/** The newest posts, for the landing page, the member home and /blog. */
@Injectable()
export class ListBlogPosts {
  private readonly cache: MemoCache<number, BlogPostSummary[]>;

  constructor(
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    @Inject(PLATFORM_SETTINGS) config: PlatformSettings,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.cache = new MemoCache(config.publicCacheSeconds * 1000, clock, BLOG_LIST_LIMIT.max);
  }

  execute(limit: number = BLOG_LIST_LIMIT.default): Promise<BlogPostSummary[]> {
    if (!Number.isInteger(limit) || limit < BLOG_LIST_LIMIT.min || limit > BLOG_LIST_LIMIT.max) {
      throw new DomainError('INVALID_INPUT', 'limit must be an integer from 1 to 50');
    }
    return this.cache.get(limit, () => this.posts.listRecent(limit));
  }
}
