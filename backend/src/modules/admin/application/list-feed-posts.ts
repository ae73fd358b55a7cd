import { Injectable } from '@nestjs/common';
import {
  FeedPosts,
  type FeedPost,
  type FeedPostPageQuery,
  type FeedSource,
} from '../../content/application/feed/feed-posts';

/** One page of the admin's Feed tab (D6, D10): the stored posts, and whether visitors see them or X's. */
export interface AdminFeedPostsPage {
  source: FeedSource;
  items: FeedPost[];
  /** Stored posts matching the query across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/feed-posts` (D6, D10). */
@Injectable()
export class ListFeedPosts {
  constructor(private readonly feedPosts: FeedPosts) {}

  async execute(query: FeedPostPageQuery): Promise<AdminFeedPostsPage> {
    const { posts, total } = await this.feedPosts.page(query);
    return { source: this.feedPosts.liveSource(), items: posts, total, page: query.page, pageSize: query.pageSize };
  }
}
