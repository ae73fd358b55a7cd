import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FeedPosts, type FeedPost } from '../../content/application/feed/feed-posts';
import { AuditLog } from './audit-log';
import { FEED_POST_ENTITY, feedPostSnapshot } from './feed-post-audit';

/** `POST /api/admin/feed-posts`: an admin posts to the default feed (D6); the post and its audit entry (D10) commit together. */
@Injectable()
export class CreateFeedPost {
  constructor(
    private readonly em: EntityManager,
    private readonly feedPosts: FeedPosts,
    private readonly auditLog: AuditLog,
  ) {}

  async execute(text: string, adminId: number): Promise<FeedPost> {
    const post = await this.em.transactional(async () => {
      const created = await this.feedPosts.create(text);
      await this.auditLog.record({
        actorId: adminId,
        action: `${FEED_POST_ENTITY}.create`,
        entityType: FEED_POST_ENTITY,
        entityId: String(created.id),
        before: null,
        after: feedPostSnapshot(created),
      });
      return created;
    });
    this.feedPosts.forgetCachedFeed();
    return post;
  }
}
