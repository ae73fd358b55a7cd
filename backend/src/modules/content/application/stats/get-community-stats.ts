import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { UserAccounts } from '../../../identity/application/user-accounts';
import { communityStats, type CommunityStats } from '../../domain/stats/community-stats';
import { PLATFORM_ACTIVITY } from '../../content.tokens';
import { ContentCache } from '../caching/content-cache';
import type { MemoCache } from '../caching/memo-cache';
import type { PlatformActivity } from './ports/platform-activity';

/** D4: the spec's weekly formula plus the real members, completed assignments and paid-out income. */
@Injectable()
export class GetCommunityStats {
  private readonly cache: MemoCache<'stats', CommunityStats>;

  constructor(
    private readonly accounts: UserAccounts,
    @Inject(PLATFORM_ACTIVITY) private readonly activity: PlatformActivity,
    @Inject(CLOCK) private readonly clock: Clock,
    contentCache: ContentCache,
  ) {
    this.cache = contentCache.memo('stats');
  }

  execute(): Promise<CommunityStats> {
    return this.cache.get('stats', async () => {
      const [members, completedAssignments, paidOutCents] = await Promise.all([
        this.accounts.countMembers(),
        this.activity.completedAssignments(),
        this.activity.paidOutCents(),
      ]);
      return communityStats(this.clock.now(), { members, completedAssignments, paidOutCents });
    });
  }
}
