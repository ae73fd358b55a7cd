import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SocialFeed, SocialPostStore } from '../application/ports/social-feed';
import type { FeedItem, NewSocialPost } from '../domain/feed-item';
import { sqlDate } from './sql-values';

interface PostRow {
  id: number;
  text: string;
  posted_at: Date | string;
}

/** The default feed: the collective's posts stored in the database. */
@Injectable()
export class DatabaseSocialFeed implements SocialFeed, SocialPostStore {
  constructor(private readonly em: EntityManager) {}

  async latest(limit: number): Promise<FeedItem[]> {
    const rows = await this.em
      .getConnection()
      .execute<PostRow[]>('SELECT id, text, posted_at FROM social_posts ORDER BY posted_at DESC, id DESC LIMIT ?', [
        limit,
      ]);
    return rows.map((row) => ({
      id: String(row.id),
      text: row.text,
      created_at: sqlDate(row.posted_at).toISOString(),
    }));
  }

  async insertMissing(posts: readonly NewSocialPost[]): Promise<number> {
    let inserted = 0;
    for (const post of posts) {
      const rows = await this.em
        .getConnection()
        .execute<{ id: number }[]>(
          'INSERT INTO social_posts (text, posted_at) VALUES (?, ?) ON CONFLICT ON CONSTRAINT social_posts_unique DO NOTHING RETURNING id',
          [post.text, post.postedAt],
        );
      inserted += rows.length;
    }
    return inserted;
  }
}
