import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access.decorators';
import { CachedForVisitors } from '../../../../platform/http/public-cache';
import { visitorAnswerTag } from '../../application/caching/content-kind';
import { GetBlogPost } from '../../application/blog/get-blog-post';
import { GetFeaturedPost } from '../../application/blog/get-featured-post';
import { ListBlogPostDates } from '../../application/blog/list-blog-post-dates';
import { ListBlogPosts } from '../../application/blog/list-blog-posts';
import type { BlogPost, BlogPostDate, BlogPostSummary } from '../../domain/blog/blog-post';
import { BlogListQuery } from './blog-list.query';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

@ApiTags('content')
@Public()
@Controller('api/blog')
export class BlogController {
  constructor(
    private readonly featured: GetFeaturedPost,
    private readonly list: ListBlogPosts,
    private readonly post: GetBlogPost,
    private readonly dates: ListBlogPostDates,
  ) {}

  @Get('featured')
  @ApiErrors(E.BLOG_POST_NOT_FOUND)
  @CachedForVisitors({ tag: visitorAnswerTag('blog') })
  getFeatured(): Promise<BlogPostSummary> {
    return this.featured.execute();
  }

  @Get('posts')
  @CachedForVisitors({ tag: visitorAnswerTag('blog'), query: ['limit'] })
  listPosts(@Query() query: BlogListQuery): Promise<BlogPostSummary[]> {
    return this.list.execute(query.limit);
  }

  /** Every post's slug and date, for the sitemap (platform/http/crawling.ts), which must name them all. */
  @Get('sitemap')
  @CachedForVisitors({ tag: visitorAnswerTag('blog') })
  listPostDates(): Promise<BlogPostDate[]> {
    return this.dates.execute();
  }

  @Get('posts/:slug')
  @ApiErrors(E.BLOG_POST_NOT_FOUND)
  @CachedForVisitors({ tag: visitorAnswerTag('blog') })
  getPost(@Param('slug') slug: string): Promise<BlogPost> {
    return this.post.execute(slug);
  }
}
