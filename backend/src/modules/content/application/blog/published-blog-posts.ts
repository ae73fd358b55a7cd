import { Inject, Injectable } from '@nestjs/common';
import type { BlogPost } from '../../domain/blog/blog-post';
import { BLOG_POST_REPOSITORY } from '../../content.tokens';
import type { BlogPostRepository } from './ports/blog-post.repository';

/** More posts than the collective will ever publish: the sync reads them all. */
const ALL_POSTS = 10_000;

/**
 * Every post with its body, newest first: exported for the originality index of the tools module, which
 * compares members' texts with the collective's published ones (D13). It runs at seed time and from a job
 * every 10 minutes, so a query per post is fine.
 */
@Injectable()
export class PublishedBlogPosts {
  constructor(@Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository) {}

  async all(): Promise<BlogPost[]> {
    const posts: BlogPost[] = [];
    for (const summary of await this.posts.listRecent(ALL_POSTS)) {
      const post = await this.posts.findBySlug(summary.slug);
      if (post) posts.push(post);
    }
    return posts;
  }
}
