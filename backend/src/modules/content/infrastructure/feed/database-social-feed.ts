import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { likeContaining } from '../../../../platform/database/like-pattern';
import { SqlRunner, col } from '../../../../platform/database/sql-runner';
import type { SocialFeed, SocialPostStore } from '../../application/feed/ports/social-feed';
import type { FeedItem, NewSocialPost } from '../../domain/feed/feed-item';
import type { FeedPost } from '../../domain/feed/feed-post';
import type { FeedPostPage, FeedPostPageQuery } from '../../domain/feed/feed-post-page';
import { SocialPostSchema, type SocialPostRow } from './social-post.schema';

const FEED_FIELDS = ['id', 'text', 'postedAt'] as const;
const NEWEST_FIRST = [{ postedAt: 'desc' }, { id: 'desc' }] as const;

/** The Feed tab's order: by time, ties by id in the same direction, so turning pages never repeats a post. */
const byPostedAt = (direction: 'asc' | 'desc'): QueryOrderMap<SocialPostRow>[] => [
  { postedAt: direction },
  { id: direction },
];

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

  async page({ search, sort, page, pageSize }: FeedPostPageQuery): Promise<FeedPostPage> {
    const where: FilterQuery<SocialPostRow> = search ? { text: { $ilike: likeContaining(search) } } : {};
    const [posts, total] = await this.em.findAndCount(SocialPostSchema, where, {
      fields: FEED_FIELDS,
      orderBy: sort ? byPostedAt(sort.order === 'ascend' ? 'asc' : 'desc') : [...NEWEST_FIRST],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { posts: posts.map(toFeedPost), total };
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
    const [deleted] = await this.em.execute('DELETE FROM social_posts WHERE id = ? RETURNING *', [id]);
    return deleted ? toFeedPost(this.em.map(SocialPostSchema, deleted)) : null;
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
