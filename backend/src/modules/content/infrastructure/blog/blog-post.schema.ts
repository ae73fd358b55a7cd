import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { BlogPost } from '../../domain/blog/blog-post';

/** A stored post: the domain's, with the column the database fills left out of inserts. */
export interface BlogPostRow extends Omit<BlogPost, 'createdAt'> {
  createdAt: Opt<Date>;
}

export const BlogPostSchema = new EntitySchema<BlogPostRow>({
  name: 'BlogPost',
  tableName: 'blog_posts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    slug: { type: 'string', length: 120, unique: 'blog_posts_slug_unique' },
    title: { type: 'string', length: 200 },
    excerpt: { type: 'string', length: 500 },
    body: { type: 'text' },
    imageUrl: { type: 'string', length: 500, nullable: true },
    authorName: { type: 'string', length: 100 },
    authorRole: { type: 'string', length: 100 },
    publishedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() },
    featured: { type: 'boolean', default: false },
  },
});
