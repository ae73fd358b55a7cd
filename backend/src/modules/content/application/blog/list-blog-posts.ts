import { Inject, Injectable } from '@nestjs/common';
import { COMMON_ERRORS, DomainError } from '../../../../shared/domain/domain-error';
import { BLOG_LIST_LIMIT, type BlogPostSummary } from '../../domain/blog/blog-post';
import { BLOG_POST_REPOSITORY } from '../../content.tokens';
import { ContentCache } from '../caching/content-cache';
import type { MemoCache } from '../caching/memo-cache';
import type { BlogPostRepository } from './ports/blog-post.repository';

/** The newest posts, for the landing page, the member home and /blog. */
@Injectable()
export class ListBlogPosts {
  private readonly cache: MemoCache<number, BlogPostSummary[]>;

  constructor(
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    contentCache: ContentCache,
  ) {
    this.cache = contentCache.memo('blog', BLOG_LIST_LIMIT.max);
  }

  execute(limit: number = BLOG_LIST_LIMIT.default): Promise<BlogPostSummary[]> {
    if (!Number.isInteger(limit) || limit < BLOG_LIST_LIMIT.min || limit > BLOG_LIST_LIMIT.max) {
      throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'limit must be an integer from 1 to 50');
    }
    return this.cache.get(limit, () => this.posts.listRecent(limit));
  }
}
