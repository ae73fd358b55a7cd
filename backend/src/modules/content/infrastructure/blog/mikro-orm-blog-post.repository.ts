import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BlogPostRepository } from '../../application/blog/ports/blog-post.repository';
import type { BlogPost, BlogPostSummary, NewBlogPost } from '../../domain/blog/blog-post';
import { sqlDate, sqlNullableDate } from '../sql-values';

interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body?: string;
  image_url: string | null;
  author_name: string;
  author_role: string;
  published_at: Date | string | null;
  created_at: Date | string;
  featured?: boolean;
}

const SUMMARY = 'id, slug, title, excerpt, image_url, author_name, author_role, published_at, created_at';
const NEWEST = 'coalesce(published_at, created_at) DESC, id DESC';

@Injectable()
export class MikroOrmBlogPostRepository implements BlogPostRepository {
  constructor(private readonly em: EntityManager) {}

  async listRecent(limit: number): Promise<BlogPostSummary[]> {
    const rows = await this.query(`SELECT ${SUMMARY} FROM blog_posts ORDER BY ${NEWEST} LIMIT ?`, [limit]);
    return rows.map(toSummary);
  }

  async findFeatured(): Promise<BlogPostSummary | null> {
    const rows = await this.query(`SELECT ${SUMMARY} FROM blog_posts ORDER BY featured DESC, ${NEWEST} LIMIT 1`);
    return rows[0] ? toSummary(rows[0]) : null;
  }

  async findBySlug(slug: string): Promise<BlogPost | null> {
    const rows = await this.query(`SELECT ${SUMMARY}, body, featured FROM blog_posts WHERE slug = ?`, [slug]);
    return rows[0] ? { ...toSummary(rows[0]), body: rows[0].body ?? '', featured: rows[0].featured ?? false } : null;
  }

  async insertMissing(posts: readonly NewBlogPost[]): Promise<number> {
    let inserted = 0;
    for (const post of posts) {
      // Only one post can be featured (partial unique index): a seed never takes the mark from another.
      const rows = await this.query(
        `INSERT INTO blog_posts (slug, title, excerpt, body, image_url, author_name, author_role, published_at, featured)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ? AND NOT EXISTS (SELECT 1 FROM blog_posts WHERE featured))
         ON CONFLICT (slug) DO NOTHING RETURNING id`,
        [
          post.slug,
          post.title,
          post.excerpt,
          post.body,
          post.imageUrl,
          post.authorName,
          post.authorRole,
          post.publishedAt,
          post.featured,
        ],
      );
      inserted += rows.length;
    }
    return inserted;
  }

  private query(sql: string, params: unknown[] = []): Promise<PostRow[]> {
    return this.em.getConnection().execute<PostRow[]>(sql, params);
  }
}

function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    authorName: row.author_name,
    authorRole: row.author_role,
    publishedAt: sqlNullableDate(row.published_at),
    createdAt: sqlDate(row.created_at),
  };
}
