import { Migration } from '@mikro-orm/migrations';

const FREE_COURSES = "'writing-basics', 'grammar-essentials'";
const PREMIUM_COURSES =
  "'editorial-fundamentals', 'advanced-copywriting', 'technical-writing-mastery', 'content-strategy-seo', " +
  "'fiction-writing-workshop', 'business-writing-excellence'";

/** The content module: blog, social posts, newsletter, course progress, certificates, wait lists. */
export class Migration20261122001000_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE blog_posts (
        id serial PRIMARY KEY,
        slug varchar(120) NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        excerpt varchar(500) NOT NULL CHECK (btrim(excerpt) <> ''),
        body text NOT NULL CHECK (btrim(body) <> ''),
        -- D15: images ship with the site, so only same-origin paths.
        image_url varchar(500) CHECK (image_url ~ '^/[^/\\\\]'),
        author_name varchar(100) NOT NULL CHECK (btrim(author_name) <> ''),
        author_role varchar(100) NOT NULL,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        featured boolean NOT NULL DEFAULT false,
        CONSTRAINT blog_posts_slug_unique UNIQUE (slug)
      )`);
    this.addSql('CREATE UNIQUE INDEX blog_posts_one_featured ON blog_posts (featured) WHERE featured');
    this.addSql(
      'CREATE INDEX blog_posts_newest_idx ON blog_posts ((coalesce(published_at, created_at)) DESC, id DESC)',
    );

    this.addSql(`
      CREATE TABLE social_posts (
        id serial PRIMARY KEY,
        text varchar(280) NOT NULL CHECK (btrim(text) <> ''),
        posted_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT social_posts_unique UNIQUE (posted_at, text)
      )`);
    this.addSql('CREATE INDEX social_posts_newest_idx ON social_posts (posted_at DESC, id DESC)');

    this.addSql(`
      CREATE TABLE newsletter_subscriptions (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL CHECK (email = lower(btrim(email)) AND email LIKE '_%@_%'),
        subscribed_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE UNIQUE INDEX newsletter_subscriptions_email_unique ON newsletter_subscriptions (lower(email))');

    this.addSql(`
      CREATE TABLE course_lesson_completions (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        course_id text NOT NULL,
        lesson_id varchar(20) NOT NULL,
        completed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, course_id, lesson_id),
        CONSTRAINT course_lesson_completions_known_lesson CHECK (
          (course_id = 'writing-basics' AND lesson_id ~ '^wb-[1-8]$')
          OR (course_id = 'grammar-essentials' AND lesson_id ~ '^ge-[1-6]$'))
      )`);

    this.addSql(`
      CREATE TABLE course_certificates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        course_id text NOT NULL CHECK (course_id IN (${FREE_COURSES})),
        member_name varchar(201) NOT NULL CHECK (btrim(member_name) <> ''),
        issued_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT course_certificates_member_course_unique UNIQUE (user_id, course_id)
      )`);

    this.addSql(`
      CREATE TABLE course_waitlist (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        course_id text NOT NULL CHECK (course_id IN (${PREMIUM_COURSES})),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, course_id)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE course_waitlist');
    this.addSql('DROP TABLE course_certificates');
    this.addSql('DROP TABLE course_lesson_completions');
    this.addSql('DROP TABLE newsletter_subscriptions');
    this.addSql('DROP TABLE social_posts');
    this.addSql('DROP TABLE blog_posts');
  }
}
