import type { Pool } from 'pg';

/** What a session holds: passport's user id, and when the user signed in. */
export interface SessionData {
  passport?: { user?: unknown };
  /** When the user signed in (ms since the epoch); the absolute timeout counts from here. */
  authenticatedAt?: number;
}

export interface StoredSession {
  data: SessionData;
  /** When the idle timeout ends it (ms since the epoch), unless a request renews it first. */
  expiresAt: number;
}

/** Where sessions live between requests. */
export interface SessionStore {
  /** The session `id`, unless it is unknown or expired at `now`. */
  load(id: string, now: number): Promise<StoredSession | null>;
  /** Stores `data` as session `id` (new or not) until `expiresAt`. */
  save(id: string, data: SessionData, expiresAt: number): Promise<void>;
  /** Moves the expiry of session `id` to `expiresAt`. */
  renew(id: string, expiresAt: number): Promise<void>;
  destroy(id: string): Promise<void>;
}

/**
 * The `session` table (identity's first migration; identity ends a user's sessions and deletes expired ones).
 * Rows written by express-session and connect-pg-simple before them read the same: their `cookie` key is dropped.
 */
export class PgSessionStore implements SessionStore {
  constructor(private readonly pool: Pool) {}

  async load(id: string, now: number): Promise<StoredSession | null> {
    // `expire` is text: the pool reads timestamps as the ORM's driver does (platform/database/direct-pool.ts).
    const { rows } = await this.pool.query<{ sess: SessionData & { cookie?: unknown }; expire: string }>(
      'SELECT sess, expire FROM "session" WHERE sid = $1 AND expire > to_timestamp($2)',
      [id, now / 1000],
    );
    const row = rows[0];
    if (!row) return null;
    const { cookie: _written, ...data } = row.sess;
    return { data, expiresAt: Date.parse(row.expire) };
  }

  async save(id: string, data: SessionData, expiresAt: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO "session" (sid, sess, expire) VALUES ($1, $2, to_timestamp($3))
       ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`,
      [id, JSON.stringify(data), expiresAt / 1000],
    );
  }

  async renew(id: string, expiresAt: number): Promise<void> {
    await this.pool.query('UPDATE "session" SET expire = to_timestamp($2) WHERE sid = $1', [id, expiresAt / 1000]);
  }

  async destroy(id: string): Promise<void> {
    await this.pool.query('DELETE FROM "session" WHERE sid = $1', [id]);
  }
}
