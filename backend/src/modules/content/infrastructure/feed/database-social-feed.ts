import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SocialFeed, SocialPostStore } from '../../application/feed/ports/social-feed';
import type { FeedItem, NewSocialPost } from '../../domain/feed/feed-item';
import type { FeedPost } from '../../domain/feed/feed-post';
import { sqlDate } from '../sql-values';

interface PostRow {
  id: number;
  text: string;
  posted_at: Date | string;
}

const COLUMNS = 'id, text, posted_at';

/**
 * The default feed: the collective's posts stored in the database. Statements go through `em.execute`,
 * which joins the caller's transaction, so an admin's change commits with its audit entry.
 */
@Injectable()
export class DatabaseSocialFeed implements SocialFeed, SocialPostStore {
  readonly source = 'database';

  constructor(private readonly em: EntityManager) {}

  async latest(limit: number): Promise<FeedItem[]> {
    const rows = await this.em.execute<PostRow[]>(
      `SELECT ${COLUMNS} FROM social_posts ORDER BY posted_at DESC, id DESC LIMIT ?`,
      [limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      text: row.text,
      created_at: sqlDate(row.posted_at).toISOString(),
    }));
  }

  async listNewestFirst(): Promise<FeedPost[]> {
    const rows = await this.em.execute<PostRow[]>(
      `SELECT ${COLUMNS} FROM social_posts ORDER BY posted_at DESC, id DESC`,
    );
    return rows.map(toFeedPost);
  }

  async insert(post: NewSocialPost): Promise<FeedPost | null> {
    const rows = await this.em.execute<PostRow[]>(
      `INSERT INTO social_posts (text, posted_at) VALUES (?, ?)
       ON CONFLICT ON CONSTRAINT social_posts_unique DO NOTHING RETURNING ${COLUMNS}`,
      [post.text, post.postedAt],
    );
    return rows.length ? toFeedPost(rows[0]) : null;
  }

  async delete(id: number): Promise<FeedPost | null> {
    const rows = await this.em.execute<PostRow[]>(`DELETE FROM social_posts WHERE id = ? RETURNING ${COLUMNS}`, [id]);
    return rows.length ? toFeedPost(rows[0]) : null;
  }

  async seedIfNeverPosted(posts: readonly NewSocialPost[]): Promise<number> {
    // The id sequence has been used once any post was stored, even if admins have since deleted them all.
    const [sequence] = await this.em.execute<{ is_called: boolean }[]>('SELECT is_called FROM social_posts_id_seq');
    if (sequence.is_called) return 0;
    let inserted = 0;
    for (const post of posts) if (await this.insert(post)) inserted += 1;
    return inserted;
  }
}

function toFeedPost(row: PostRow): FeedPost {
  return { id: row.id, text: row.text, postedAt: sqlDate(row.posted_at) };
}
