import { Injectable } from '@nestjs/common';
import { PublishedBlogPosts } from '../../../content/application/blog/published-blog-posts';
import type { PublishedTexts } from '../../application/originality/ports/published-texts';
import type { PublishedText } from '../../domain/originality/source-document';
import { PUBLISHED_PAGES } from './published-pages.data';

/**
 * What the collective publishes: the blog posts (the content module's, read through its exported service) and
 * the pages whose text ships with the app (articles, lessons, resources: published-pages.data.ts).
 */
@Injectable()
export class CollectivePublishedTexts implements PublishedTexts {
  constructor(private readonly posts: PublishedBlogPosts) {}

  async all(): Promise<PublishedText[]> {
    const posts = (await this.posts.all()).map((post): PublishedText => ({
      key: `blog:${post.slug}`,
      kind: 'blog_post',
      title: post.title,
      url: `/blog/${post.slug}`,
      text: [post.title, post.excerpt, post.body].join('\n\n'),
    }));
    return [...posts, ...PUBLISHED_PAGES];
  }
}
