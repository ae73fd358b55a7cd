import { Inject, Injectable } from '@nestjs/common';
import { isValidSlug, type BlogPost } from '../../domain/blog/blog-post';
import { blogPostNotFound } from '../../domain/blog/blog.errors';
import { BLOG_POST_REPOSITORY } from '../../content.tokens';
import type { BlogPostRepository } from './ports/blog-post.repository';

/** One post for /blog/{slug}; anything that cannot be a slug is not found without a query. */
@Injectable()
export class GetBlogPost {
  constructor(@Inject(BLOG_POST_REPOSITORY) private readonly posts: BlogPostRepository) {}

  async execute(slug: string): Promise<BlogPost> {
    const post = isValidSlug(slug) ? await this.posts.findBySlug(slug) : null;
    if (!post) throw blogPostNotFound();
    return post;
  }
}
