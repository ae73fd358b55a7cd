import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access.decorators';
import { CachedForVisitors } from '../../../../platform/http/public-cache';
import { visitorAnswerTag } from '../../application/caching/content-kind';
import { GetCommunityStats } from '../../application/stats/get-community-stats';
import type { CommunityStats } from '../../domain/stats/community-stats';

@ApiTags('content')
@Public()
@Controller('api/stats')
export class StatsController {
  constructor(private readonly stats: GetCommunityStats) {}

  @Get('community')
  @CachedForVisitors({ tag: visitorAnswerTag('stats') })
  getCommunityStats(): Promise<CommunityStats> {
    return this.stats.execute();
  }
}
