import { Inject, Injectable } from '@nestjs/common';
import type { BlogPostSummary } from '../../domain/blog/blog-post';
import { noBlogPosts } from '../../domain/blog/blog.errors';
import { BLOG_POST_REPOSITORY } from '../../content.tokens';
import { ContentCache } from '../caching/content-cache';
import type { MemoCache } from '../caching/memo-cache';
import type { BlogPostRepository } from './ports/blog-post.repository';

/** The post the member home leads with: the one marked featured, else the newest. */
@Injectable()
export class GetFeaturedPost {
  private readonly cache: MemoCache<'featured', BlogPostSummary | null>;

  constructor(
    @Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository,
    contentCache: ContentCache,
  ) {
    this.cache = contentCache.memo('blog');
  }

  async execute(): Promise<BlogPostSummary> {
    const post = await this.cache.get('featured', () => this.posts.findFeatured());
    if (!post) throw noBlogPosts();
    return post;
  }
}
