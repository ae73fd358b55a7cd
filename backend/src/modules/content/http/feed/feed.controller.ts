import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access.decorators';
import { CachedForVisitors } from '../../../../platform/http/public-cache';
import { visitorAnswerTag } from '../../application/caching/content-kind';
import { GetSocialFeed } from '../../application/feed/get-social-feed';
import type { FeedItem } from '../../domain/feed/feed-item';

@ApiTags('content')
@Public()
@Controller('api/twitter')
export class FeedController {
  constructor(private readonly feed: GetSocialFeed) {}

  @Get('feed')
  @CachedForVisitors({ tag: visitorAnswerTag('feed') })
  getFeed(): Promise<FeedItem[]> {
    return this.feed.execute();
  }
}
