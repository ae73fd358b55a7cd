import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import type { UserRepository } from '../application/ports/user.repository';
import { toUserView, type UserView } from '../domain/user';
import { USER_REPOSITORY } from '../identity.tokens';

type Done<T> = (error: unknown, value?: T | false) => void;

/**
 * Marks the session a sign-in has just made (never stored: JSON leaves symbol keys out). The session store
 * inserts such a session, and only such a one, as a new row (mikro-orm-session-store.ts).
 */
export const SIGNED_IN_NOW = Symbol('signed in on this request');

/** Enough for any real browser's User-Agent (they run to 150-300 characters); a longer header is cut, not stored whole. */
export const USER_AGENT_MAX_LENGTH = 512;
/** An IPv6 address in text is at most 45 characters; anything longer is not an address. */
const ADDRESS_MAX_LENGTH = 64;

declare module 'express-session' {
  interface SessionData {
    /**
     * What a member needs to recognise the session on the Account tab (D19), recorded once at sign-in: the browser's
     * User-Agent (cut to USER_AGENT_MAX_LENGTH) and the client address as Express gives it (`req.ip`, which follows
     * the platform's TRUST_PROXY). Sessions signed in before it was recorded have none (an unknown device).
     */
    device?: { userAgent: string | null; address: string | null };
  }
}

/** The device of a sign-in request, as stored in its session. */
export function deviceOf(req: Pick<Request, 'ip' | 'get'>): { userAgent: string | null; address: string | null } {
  const userAgent = req.get('user-agent')?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null;
  const address = req.ip?.slice(0, ADDRESS_MAX_LENGTH) || null;
  return { userAgent, address };
}

/** The serializers of the applications running in this process, oldest first (usually exactly one). */
const running: SessionSerializer[] = [];
let registered = false;

/**
 * passport's `serializeUser`/`deserializeUser`: the session holds only the user id, and the user is reloaded per
 * request (`passport.session()`), so a deactivation bites at once (a gone or deactivated user's session then ends,
 * platform/http/sessions.ts). passport serializes only at sign-in, into the session it has just regenerated and
 * is about to save: that is where the absolute timeout starts (`authenticatedAt`, the wall clock as the timeout
 * check reads it) and where the device the Account tab lists is recorded (`device`), so sign-in stores its session
 * in one write.
 *
 * passport keeps serializers on its process-wide singleton, only ever appends to the list and asks the first one,
 * while one process builds several Nest contexts in turn (`main.js seed serve` builds the seed step's context,
 * closes it, then builds the server; the tests build one app per suite). Registering per context (as
 * @nestjs/passport's PassportSerializer does) would leave the first, closed context answering. So the functions
 * are registered once per process and ask the serializer of the context that is running (the newest, as passport
 * keeps the newest `local` strategy by name).
 */
@Injectable()
export class SessionSerializer implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  onModuleInit(): void {
    running.push(this);
    if (registered) return;
    registered = true;
    passport.serializeUser((req: Request, user: Express.User, done: Done<number>) => {
      req.session.authenticatedAt = Date.now();
      req.session.device = deviceOf(req);
      Object.assign(req.session, { [SIGNED_IN_NOW]: true });
      done(null, (user as UserView).id);
    });
    passport.deserializeUser((id: unknown, done: Done<UserView>) => {
      const newest = running.at(-1);
      if (!newest) return done(new Error('No application is running to load the session user'));
      newest.deserializeUser(id, done);
    });
  }

  onModuleDestroy(): void {
    const index = running.indexOf(this);
    if (index >= 0) running.splice(index, 1);
  }

  deserializeUser(id: unknown, done: Done<UserView>): void {
    this.users.findById(Number(id)).then(
      (user) => done(null, user?.isActive ? toUserView(user) : false),
      (error) => done(error),
    );
  }
}
