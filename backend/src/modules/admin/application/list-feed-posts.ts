import { Injectable } from '@nestjs/common';
import { FeedPosts, type FeedPost, type FeedSource } from '../../content/application/feed/feed-posts';

/** What the admin's Feed tab shows: the stored posts, and whether visitors see them or X's. */
export interface FeedPostsForAdmin {
  source: FeedSource;
  posts: FeedPost[];
}

/** `GET /api/admin/feed-posts` (D6). */
@Injectable()
export class ListFeedPosts {
  constructor(private readonly feedPosts: FeedPosts) {}

  async execute(): Promise<FeedPostsForAdmin> {
    return { source: this.feedPosts.liveSource(), posts: await this.feedPosts.list() };
  }
}
