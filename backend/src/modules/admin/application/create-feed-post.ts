import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { ContentCache } from '../../content/application/caching/content-cache';
import { FeedPosts, type FeedPost } from '../../content/application/feed/feed-posts';
import { AuditLog } from '../../audit/application/audit-log';
import { FEED_POST_ENTITY, feedPostSnapshot } from './feed-post-audit';

/**
 * `POST /api/admin/feed-posts`: an admin posts to the default feed (D6); the post and its audit entry (D10)
 * commit together with the announcement that clears the feed's caches on every instance.
 */
@Injectable()
export class CreateFeedPost {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly feedPosts: FeedPosts,
    private readonly auditLog: AuditLog,
    private readonly contentCache: ContentCache,
  ) {}

  async execute(text: string, adminId: number): Promise<FeedPost> {
    return this.uow.run(async () => {
      const created = await this.feedPosts.create(text);
      await this.auditLog.record({
        actorId: adminId,
        action: `${FEED_POST_ENTITY}.create`,
        entityType: FEED_POST_ENTITY,
        entityId: String(created.id),
        before: null,
        after: feedPostSnapshot(created),
      });
      await this.contentCache.changed('feed');
      return created;
    });
  }
}
