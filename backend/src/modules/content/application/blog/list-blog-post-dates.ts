import { Inject, Injectable } from '@nestjs/common';
import type { BlogPostDate } from '../../domain/blog/blog-post';
import { BLOG_POST_REPOSITORY } from '../../content.tokens';
import { ContentCache } from '../caching/content-cache';
import type { MemoCache } from '../caching/memo-cache';
import type { BlogPostRepository } from './ports/blog-post.repository';

/**
 * Every post's slug and date, newest first, for `/sitemap.xml` (issue 17): all of them, where the public list stops
 * at its maximum of 50. Two short columns a post, so even thousands of posts are one small answer.
 */
@Injectable()
export class ListBlogPostDates {
  private readonly cache: MemoCache<'all', BlogPostDate[]>;

  constructor(
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    contentCache: ContentCache,
  ) {
    this.cache = contentCache.memo('blog');
  }

  execute(): Promise<BlogPostDate[]> {
    return this.cache.get('all', () => this.posts.listDates());
  }
}
