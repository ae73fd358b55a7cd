import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/application/audit-log';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { sessionIsCurrent, sessionNotFound } from '../domain/identity.errors';
import { SESSION_STORE } from '../identity.tokens';
import { describeDevice } from './device-description';
import type { SessionStore, StoredSession } from './ports/session-store';
import { Sessions } from './sessions';

/** One of the member's sessions as the Account tab lists it (D19). */
export interface AccountSessionView {
  /** Names the session in `DELETE /api/account/sessions/{id}`; a hash of the session id, never the id itself. */
  id: string;
  /** "Chrome on Linux"; "Unknown device" for a session signed in before devices were recorded. */
  description: string;
  browser: string | null;
  system: string | null;
  /** The client address at sign-in, as the server saw it (behind a proxy, with TRUST_PROXY set). */
  address: string | null;
  /** ISO timestamps; null only for a session stored without its time of sign-in. */
  signedInAt: string | null;
  lastSeenAt: string | null;
  /** The session of the browser asking. */
  current: boolean;
}

export interface EndedSessionsView {
  /** How many sessions ended. */
  ended: number;
}

/** A session's id in the list: 43 base64url characters (SHA-256). */
export const SESSION_HANDLE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The handle of a session: SHA-256 of its id. The session id is the cookie's secret, so it never leaves the server;
 * its hash names the session without revealing it (the id is 24 random bytes: no hash of it can be reversed or
 * guessed), and needs no key, so it stays the same across a SESSION_SECRET rotation.
 */
export const sessionHandle = (sid: string): string => createHash('sha256').update(sid).digest('base64url');

/**
 * A member's own sessions (D19): where they are signed in, and ending any other one or all others. Each end is
 * written to the audit log, with the member as who did it, in the unit of work that deletes the session; the ended
 * session's next request arrives without a session (its row is gone) and is refused like any signed-out call.
 *
 * Last seen costs no write of its own: it is when the platform last renewed the session's expiry (`renewedAt`,
 * platform/http/sessions.ts), which it stores at most once a minute (a tenth of the idle timeout when shorter)
 * however many requests the session makes; sign-in time before the first renewal. Writing it on every request
 * would turn each signed-in read into an UPDATE of the session row (the session test counts: 50 signed-in reads
 * in a minute write the row 0 times, the first read after the minute once). So last seen is exact to the renewal
 * interval, which is as exact as "2 minutes ago" needs; the session asking is seen now.
 */
@Injectable()
export class AccountSessions {
  constructor(
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    private readonly sessions: Sessions,
    private readonly audit: AuditLog,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  /** The member's active sessions, newest sign-in first. */
  async list(userId: number, currentSid: string | undefined): Promise<AccountSessionView[]> {
    const now = this.clock.now().getTime();
    const stored = await this.store.listForUser(userId);
    return stored
      .filter((session) => !this.timedOut(session, now))
      .sort((a, b) => (b.signedInAt ?? 0) - (a.signedInAt ?? 0))
      .map((session) => this.view(session, session.sid === currentSid, now));
  }

  /** Ends one of the member's other sessions; an id that is none of theirs ends nothing. */
  async end(userId: number, handle: string, currentSid: string | undefined): Promise<void> {
    await this.uow.run(async () => {
      const session = (await this.store.listForUser(userId)).find(({ sid }) => sessionHandle(sid) === handle);
      if (!session) throw sessionNotFound();
      if (session.sid === currentSid) throw sessionIsCurrent();
      if (!(await this.sessions.endOneOf(userId, session.sid))) throw sessionNotFound(); // ended meanwhile
      await this.audit.record({
        actorId: userId,
        action: 'user.end_session',
        entityType: 'user',
        entityId: String(userId),
        before: null,
        after: { sessionEnded: this.summary(session) },
      });
    });
  }

  /** Ends every session of the member but the one asking ("Sign out of all other sessions"). */
  endOthers(userId: number, currentSid: string): Promise<EndedSessionsView> {
    return this.uow.run(async () => {
      const ended = await this.sessions.endAllOf(userId, currentSid);
      await this.audit.record({
        actorId: userId,
        action: 'user.end_other_sessions',
        entityType: 'user',
        entityId: String(userId),
        before: null,
        after: { otherSessionsEnded: ended },
      });
      return { ended };
    });
  }

  /** Past the absolute timeout, a session's next request ends it (platform/http/sessions.ts): it is not active. */
  private timedOut(session: StoredSession, now: number): boolean {
    return session.signedInAt !== null && now - session.signedInAt > this.settings.sessionAbsoluteHours * 3_600_000;
  }

  private view(session: StoredSession, current: boolean, now: number): AccountSessionView {
    const lastSeen = current ? now : (session.renewedAt ?? session.signedInAt);
    return {
      id: sessionHandle(session.sid),
      ...describeDevice(session.userAgent),
      address: readableAddress(session.address),
      signedInAt: iso(session.signedInAt),
      lastSeenAt: iso(lastSeen),
      current,
    };
  }

  /** What the audit entry keeps of an ended session: the device and when it signed in, not its address. */
  private summary(session: StoredSession): { device: string; signedInAt: string | null } {
    return { device: describeDevice(session.userAgent).description, signedInAt: iso(session.signedInAt) };
  }
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** An IPv4 client on a dual-stack socket arrives as `::ffff:203.0.113.7`; members know it as `203.0.113.7`. */
const readableAddress = (address: string | null): string | null =>
  address?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') ?? null;
