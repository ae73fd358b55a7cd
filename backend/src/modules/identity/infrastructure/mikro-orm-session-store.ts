import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Store, type SessionData } from 'express-session';
import type { SessionStore, StoredSession } from '../application/ports/session-store';
import { SessionSchema } from './session.schema';
import { SIGNED_IN_NOW } from './session.serializer';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * What a sign-in inserted (the session's JSON without its cookie, whose expiry express-session moves by the
 * milliseconds the answer took), kept on that request's session object (never stored: JSON leaves symbols out).
 */
const INSERTED_AS = Symbol('inserted as');

/** A session as express-session hands it to `set`, with what sign-in marks on it. */
type SavedSession = SessionData & { [SIGNED_IN_NOW]?: true; [INSERTED_AS]?: string };

/** A session as stored: express-session's data, whose `cookie` rows written before express-session lack. */
type StoredJson = Omit<SessionData, 'cookie'> & { cookie?: Partial<SessionData['cookie']> };

/** How long a session lasts when its cookie has no expiry (never, as configured: a fallback only). */
const DEFAULT_LIFETIME_MS = 24 * 3_600_000;

/**
 * The `session` table (identity's first migration), as express-session's store and as identity's port for
 * ending a user's sessions. Statements run on the ORM's connection pool, the app's only one. The `expire` column
 * is the truth about a session's expiry (the expiry job and the statements here read it), so a loaded session's
 * cookie takes its expiry from it. There is no `touch`: express-session then writes a session only when it
 * changed, and the platform changes it when the expiry is due for renewal (platform/http/sessions.ts).
 * Expired rows are deleted by ExpiredSessionsJob.
 */
@Injectable()
export class MikroOrmSessionStore extends Store implements SessionStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    settle(this.read(sid), callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    settle(this.write(sid, session), callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    settle(
      this.em.nativeDelete(SessionSchema, { sid }).then(() => undefined),
      callback,
    );
  }

  /**
   * Ends every stored session signed in as `userId`, in the caller's unit of work. passport keeps the user's id at
   * `passport.user`; the expression is the one of `session_user_idx`, so this reads that index, not the table.
   */
  deleteForUser(userId: number, keepSessionId: string | null): Promise<number> {
    return this.em.nativeDelete(SessionSchema, {
      [raw("(sess -> 'passport' ->> 'user')")]: String(userId),
      ...(keepSessionId !== null && { sid: { $ne: keepSessionId } }),
    });
  }

  /**
   * The user's unexpired sessions: the same expression as `session_user_idx`, so the index finds them (a member has
   * a handful), then the expiry is checked on those rows only.
   */
  async listForUser(userId: number): Promise<StoredSession[]> {
    const rows = await this.em.execute<{ sid: string; sess: StoredJson }[]>(
      `SELECT sid, sess FROM "session" WHERE (sess -> 'passport' ->> 'user') = ? AND expire > now()`,
      [String(userId)],
    );
    return rows.map(({ sid, sess }) => ({
      sid,
      signedInAt: finite(sess.authenticatedAt),
      renewedAt: finite(sess.renewedAt),
      userAgent: typeof sess.device?.userAgent === 'string' ? sess.device.userAgent : null,
      address: typeof sess.device?.address === 'string' ? sess.device.address : null,
    }));
  }

  /** One session of the user's, in the caller's unit of work; another user's session id deletes nothing. */
  async deleteOneOf(userId: number, sid: string): Promise<boolean> {
    const deleted = await this.em.nativeDelete(SessionSchema, {
      sid,
      [raw("(sess -> 'passport' ->> 'user')")]: String(userId),
    });
    return deleted > 0;
  }

  private async read(sid: string): Promise<SessionData | null> {
    const [row] = await this.em.execute<{ sess: StoredJson; expires_at: number }[]>(
      'SELECT sess, (extract(epoch FROM expire) * 1000)::float8 AS expires_at FROM "session" WHERE sid = ? AND expire > now()',
      [sid],
    );
    if (!row) return null;
    const cookie = { path: '/', httpOnly: true, ...row.sess.cookie, expires: new Date(row.expires_at).toISOString() };
    // The JSON express-session handed `write`: its own type, whose cookie is a class instance on the way in.
    return { ...row.sess, cookie } as unknown as SessionData;
  }

  /**
   * Only sign-in creates a row: passport's save of the session it has just regenerated, which the serializer marked
   * (`SIGNED_IN_NOW`) when it put the user and the time of sign-in in it. A session no one is signed in to is never
   * inserted (whatever asks to save it), and an insert never overwrites a row. Every later write of a signed-in
   * session (its renewal, sign-out's last save) updates the row and never brings back one deleted meanwhile
   * (sign-out in another tab, an editor ending the user's sessions), as an upsert (connect-pg-simple's) would.
   * The one other row written is a sign-in's second step (`pendingSignIn`), which holds no one signed in.
   * express-session saves a regenerated session once more at the end of the answer: unchanged since the insert
   * (but for its cookie's expiry, a few milliseconds later), it is not written again, so a sign-in is one statement.
   */
  private async write(sid: string, session: SessionData): Promise<void> {
    const expires = session.cookie.expires
      ? new Date(session.cookie.expires).getTime()
      : Date.now() + DEFAULT_LIFETIME_MS;
    const marked = session as SavedSession;
    const json = JSON.stringify(session);
    const content = JSON.stringify({ ...session, cookie: undefined });
    if (marked[INSERTED_AS] === content) return;
    if (!marked[SIGNED_IN_NOW] && session.pendingSignIn && session.passport?.user === undefined) {
      // A sign-in waiting for its second factor (D19): no one is signed in to it, so writing it again can bring
      // back no ended sign-in; it never overwrites a signed-in row.
      await this.em.execute(
        `INSERT INTO "session" (sid, sess, expire) VALUES (?, ?, to_timestamp(?))
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire
         WHERE "session".sess -> 'passport' ->> 'user' IS NULL`,
        [sid, json, expires / 1000],
      );
      return;
    }
    if (!marked[SIGNED_IN_NOW]) {
      await this.em.execute('UPDATE "session" SET sess = ?, expire = to_timestamp(?) WHERE sid = ?', [
        json,
        expires / 1000,
        sid,
      ]);
      return;
    }
    delete marked[SIGNED_IN_NOW]; // a later save of this session in the same request is an update
    if (session.passport?.user === undefined) return;
    await this.em.execute(
      'INSERT INTO "session" (sid, sess, expire) VALUES (?, ?, to_timestamp(?)) ON CONFLICT (sid) DO NOTHING',
      [sid, json, expires / 1000],
    );
    marked[INSERTED_AS] = content;
  }
}

/** A number stored in the session's JSON, or null for a row without it (or with something else there). */
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** express-session's stores answer through callbacks. */
function settle<T>(work: Promise<T>, callback?: Callback<T>): void {
  work.then(
    (value) => callback?.(undefined, value),
    (error: unknown) => callback?.(error),
  );
}
