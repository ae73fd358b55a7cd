import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { ContentCache } from '../../content/application/caching/content-cache';
import { FeedPosts } from '../../content/application/feed/feed-posts';
import { AuditLog } from '../../audit/application/audit-log';
import { FEED_POST_ENTITY, feedPostSnapshot } from './feed-post-audit';

/**
 * `DELETE /api/admin/feed-posts/{id}` (D6). The DELETE itself decides between concurrent deletes: the one
 * that removed the row writes the audit entry (D10), the others are told the post is not found. The announcement
 * that clears the feed's caches on every instance commits with it.
 */
@Injectable()
export class DeleteFeedPost {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly feedPosts: FeedPosts,
    private readonly auditLog: AuditLog,
    private readonly contentCache: ContentCache,
  ) {}

  async execute(id: number, adminId: number): Promise<void> {
    await this.uow.run(async () => {
      const deleted = await this.feedPosts.delete(id);
      await this.auditLog.record({
        actorId: adminId,
        action: `${FEED_POST_ENTITY}.delete`,
        entityType: FEED_POST_ENTITY,
        entityId: String(id),
        before: feedPostSnapshot(deleted),
        after: null,
      });
      await this.contentCache.changed('feed');
    });
  }
}
