import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FeedPosts } from '../../content/application/feed/feed-posts';
import { AuditLog } from './audit-log';
import { FEED_POST_ENTITY, feedPostSnapshot } from './feed-post-audit';

/**
 * `DELETE /api/admin/feed-posts/{id}` (D6). The DELETE itself decides between concurrent deletes: the one
 * that removed the row writes the audit entry (D10), the others are told the post is not found.
 */
@Injectable()
export class DeleteFeedPost {
  constructor(
    private readonly em: EntityManager,
    private readonly feedPosts: FeedPosts,
    private readonly auditLog: AuditLog,
  ) {}

  async execute(id: number, adminId: number): Promise<void> {
    await this.em.transactional(async () => {
      const deleted = await this.feedPosts.delete(id);
      await this.auditLog.record({
        actorId: adminId,
        action: `${FEED_POST_ENTITY}.delete`,
        entityType: FEED_POST_ENTITY,
        entityId: String(id),
        before: feedPostSnapshot(deleted),
        after: null,
      });
    });
    this.feedPosts.forgetCachedFeed();
  }
}
