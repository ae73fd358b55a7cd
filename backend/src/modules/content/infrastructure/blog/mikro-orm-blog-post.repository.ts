import { EntityManager, raw, type QueryOrderMap } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BlogPostRepository } from '../../application/blog/ports/blog-post.repository';
import type { BlogPost, BlogPostDate, BlogPostSummary, NewBlogPost } from '../../domain/blog/blog-post';
import { BlogPostSchema, type BlogPostRow } from './blog-post.schema';

/** What lists load: every column but the body (and the featured mark, which lists do not show). */
const SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'imageUrl',
  'authorName',
  'authorRole',
  'publishedAt',
  'createdAt',
] as const satisfies readonly (keyof BlogPostSummary)[];

/**
 * Newest first, as the index blog_posts_newest_idx orders them. A function: MikroORM spends a raw fragment on
 * the query that uses it, so each query needs its own.
 */
const newestFirst = (): QueryOrderMap<BlogPostRow>[] => [
  { [raw('coalesce(published_at, created_at)')]: 'desc' },
  { id: 'desc' },
];

@Injectable()
export class MikroOrmBlogPostRepository implements BlogPostRepository {
  constructor(private readonly em: EntityManager) {}

  async listRecent(limit: number): Promise<BlogPostSummary[]> {
    const posts = await this.em.find(BlogPostSchema, {}, { fields: SUMMARY_FIELDS, orderBy: newestFirst(), limit });
    return posts.map(summaryOf);
  }

  async listDates(): Promise<BlogPostDate[]> {
    const posts = await this.em.find(
      BlogPostSchema,
      {},
      { fields: ['slug', 'publishedAt', 'createdAt'], orderBy: newestFirst() },
    );
    return posts.map((post) => ({ slug: post.slug, lastModified: post.publishedAt ?? post.createdAt }));
  }

  async findFeatured(): Promise<BlogPostSummary | null> {
    const [post] = await this.em.find(
      BlogPostSchema,
      {},
      { fields: SUMMARY_FIELDS, orderBy: [{ featured: 'desc' }, ...newestFirst()], limit: 1 },
    );
    return post ? summaryOf(post) : null;
  }

  async findBySlug(slug: string): Promise<BlogPost | null> {
    const post = await this.em.findOne(BlogPostSchema, { slug });
    return post && { ...summaryOf(post), body: post.body, featured: post.featured };
  }

  async insertMissing(posts: readonly NewBlogPost[]): Promise<number> {
    let inserted = 0;
    for (const post of posts) {
      const { affectedRows } = await this.em
        .createQueryBuilder(BlogPostSchema)
        // Only one post can be featured (partial unique index): a seed never takes the mark from another.
        .insert({
          ...post,
          featured: raw('? AND NOT EXISTS (SELECT 1 FROM blog_posts WHERE featured)', [post.featured]),
        })
        .onConflict('slug')
        .ignore()
        .execute('run');
      inserted += affectedRows;
    }
    return inserted;
  }
}

/** A plain summary (not the managed entity), its fields in the order the API has always sent them. */
function summaryOf(post: Pick<BlogPost, (typeof SUMMARY_FIELDS)[number]>): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl,
    authorName: post.authorName,
    authorRole: post.authorRole,
    publishedAt: post.publishedAt,
    createdAt: post.createdAt,
  };
}
