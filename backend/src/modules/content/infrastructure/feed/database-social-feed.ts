import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SqlRunner, col } from '../../../../platform/database/sql-runner';
import type { SocialFeed, SocialPostStore } from '../../application/feed/ports/social-feed';
import type { FeedItem, NewSocialPost } from '../../domain/feed/feed-item';
import type { FeedPost } from '../../domain/feed/feed-post';
import { SocialPostSchema, type SocialPostRow } from './social-post.schema';

const FEED_FIELDS = ['id', 'text', 'postedAt'] as const;
const NEWEST_FIRST = [{ postedAt: 'desc' }, { id: 'desc' }] as const;

/**
 * The default feed: the collective's posts stored in the database. Every statement runs on the context's
 * EntityManager, so an admin's change joins the unit of work and commits with its audit entry.
 */
@Injectable()
export class DatabaseSocialFeed implements SocialFeed, SocialPostStore {
  readonly source = 'database';

  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async latest(limit: number): Promise<FeedItem[]> {
    const posts = await this.em.find(SocialPostSchema, {}, { fields: FEED_FIELDS, orderBy: [...NEWEST_FIRST], limit });
    return posts.map((post) => ({ id: String(post.id), text: post.text, created_at: post.postedAt.toISOString() }));
  }

  async listNewestFirst(): Promise<FeedPost[]> {
    const posts = await this.em.find(SocialPostSchema, {}, { fields: FEED_FIELDS, orderBy: [...NEWEST_FIRST] });
    return posts.map(toFeedPost);
  }

  async insert(post: NewSocialPost): Promise<FeedPost | null> {
    // The unique (posted_at, text) makes the same post twice in one millisecond one row.
    const { affectedRows, insertId } = await this.em
      .createQueryBuilder(SocialPostSchema)
      .insert({ text: post.text, postedAt: post.postedAt })
      .onConflict(['postedAt', 'text'])
      .ignore()
      .execute('run');
    return affectedRows ? { id: insertId, text: post.text, postedAt: post.postedAt } : null;
  }

  async delete(id: number): Promise<FeedPost | null> {
    // One statement settles concurrent deletes: only the one that removed the row gets it back.
    const [deleted] = await this.sql.entities(SocialPostSchema, 'DELETE FROM social_posts WHERE id = ? RETURNING *', [
      id,
    ]);
    return deleted ? toFeedPost(deleted) : null;
  }

  async seedIfNeverPosted(posts: readonly NewSocialPost[]): Promise<number> {
    // The id sequence has been used once any post was stored, even if admins have since deleted them all.
    const sequence = await this.sql.one('SELECT is_called FROM social_posts_id_seq', [], { is_called: col.bool });
    if (sequence?.is_called) return 0;
    let inserted = 0;
    for (const post of posts) if (await this.insert(post)) inserted += 1;
    return inserted;
  }
}

function toFeedPost(post: Pick<SocialPostRow, (typeof FEED_FIELDS)[number]>): FeedPost {
  return { id: post.id, text: post.text, postedAt: post.postedAt };
}
