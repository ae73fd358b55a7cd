import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../../platform/config/platform-settings';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { FEED_SIZE, type FeedItem } from '../../domain/feed/feed-item';
import { SOCIAL_FEED } from '../../content.tokens';
import { MemoCache } from '../caching/memo-cache';
import type { SocialFeed } from './ports/social-feed';

/** `GET /api/twitter/feed`: the newest posts of whichever source is configured. */
@Injectable()
export class GetSocialFeed {
  private readonly cache: MemoCache<'feed', FeedItem[]>;

  constructor(
    @Inject(SOCIAL_FEED) private readonly feed: SocialFeed,
    @Inject(PLATFORM_SETTINGS) config: PlatformSettings,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.cache = new MemoCache(config.publicCacheSeconds * 1000, clock);
  }

  execute(): Promise<FeedItem[]> {
    return this.cache.get('feed', () => this.feed.latest(FEED_SIZE));
  }

  /** After an admin changes the stored posts, so the next read shows the change. */
  forget(): void {
    this.cache.clear();
  }
}
