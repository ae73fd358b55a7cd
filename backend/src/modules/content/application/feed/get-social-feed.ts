import { Inject, Injectable } from '@nestjs/common';
import { FEED_SIZE, type FeedItem } from '../../domain/feed/feed-item';
import { SOCIAL_FEED } from '../../content.tokens';
import { ContentCache } from '../caching/content-cache';
import type { MemoCache } from '../caching/memo-cache';
import type { SocialFeed } from './ports/social-feed';

/** `GET /api/twitter/feed`: the newest posts of whichever source is configured. */
@Injectable()
export class GetSocialFeed {
  private readonly cache: MemoCache<'feed', FeedItem[]>;

  constructor(
    @Inject(SOCIAL_FEED) private readonly feed: SocialFeed,
    contentCache: ContentCache,
  ) {
    this.cache = contentCache.memo('feed');
  }

  execute(): Promise<FeedItem[]> {
    return this.cache.get('feed', () => this.feed.latest(FEED_SIZE));
  }
}
