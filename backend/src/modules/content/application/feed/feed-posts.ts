import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { SOCIAL_FEED, SOCIAL_POST_STORE } from '../../content.tokens';
import { duplicateFeedPost, feedPostNotFound } from '../../domain/feed/feed.errors';
import { feedPostText, type FeedPost, type FeedSource } from '../../domain/feed/feed-post';
import type { FeedPostPage, FeedPostPageQuery } from '../../domain/feed/feed-post-page';
import type { SocialFeed, SocialPostStore } from './ports/social-feed';

export type { FeedPost, FeedSource } from '../../domain/feed/feed-post';
export type { FeedPostPage, FeedPostPageQuery } from '../../domain/feed/feed-post-page';

/**
 * The stored posts of the default feed (D6), for the admin module. `create` and `delete` write on the
 * caller's unit of work, in which the caller announces `ContentCache.changed('feed')`: every instance forgets the
 * feed when that commits, so no reader keeps the old list.
 */
@Injectable()
export class FeedPosts {
  constructor(
    @Inject(SOCIAL_POST_STORE) private readonly store: SocialPostStore,
    @Inject(SOCIAL_FEED) private readonly feed: SocialFeed,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The source visitors see: with X configured, the stored posts are only its fallback. */
  liveSource(): FeedSource {
    return this.feed.source;
  }

  /** The Feed tab's page (D10: no admin list is unbounded). */
  page(query: FeedPostPageQuery): Promise<FeedPostPage> {
    return this.store.page(query);
  }

  async create(text: string): Promise<FeedPost> {
    const post = await this.store.insert({ text: feedPostText(text), postedAt: this.clock.now() });
    if (!post) throw duplicateFeedPost();
    return post;
  }

  async delete(id: number): Promise<FeedPost> {
    const deleted = await this.store.delete(id);
    if (!deleted) throw feedPostNotFound();
    return deleted;
  }
}
