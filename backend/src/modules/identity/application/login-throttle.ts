import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter, type RateLimitResult } from '../../../platform/security/rate-limiter';
import { tooManyLoginAttempts } from '../domain/identity.errors';

/** Brute-force limits (docs/security.md, "Sign-in limits"). */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  /** Attempts from one client address, whatever the account. */
  attemptsPerAddress: 50,
  /** Attempts at one account from one address: the limit a client meets, and a guesser's own limit. */
  attemptsPerAccountAndAddress: 10,
  /**
   * Attempts at one account from all addresses together, beyond which the account is locked. Twice the
   * per-address limit, so one address alone, however it tries, leaves room for the member's own attempts.
   */
  failuresPerAccount: 20,
  /** The first lockout lasts a minute; each further one on the same day twice the one before, up to an hour. */
  firstLockoutSeconds: 60,
  longestLockoutSeconds: 60 * 60,
  lockoutMemorySeconds: 24 * 60 * 60,
} as const;

/**
 * Decides whether a sign-in attempt may reach the password check. Every attempt is counted first, atomically
 * in the database, and the decision is made on the count that hit returned, so of any number of parallel
 * guesses only as many as the limit are ever checked.
 *
 * One address gets `attemptsPerAccountAndAddress` tries at an account, half of `failuresPerAccount`:
 * alone, it can never lock the member out. Guesses from several addresses together
 * lock the account, for a delay that doubles with each lockout of the day (progressive, so a stream of them
 * costs the member minutes, not hours).
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async admit(email: string, address: string): Promise<void> {
    const { windowSeconds } = LOGIN_LIMITS;
    refuseBeyond(await this.limiter.hit(keys.address(address), windowSeconds), LOGIN_LIMITS.attemptsPerAddress);
    refuseBeyond(
      await this.limiter.hit(keys.pair(email, address), windowSeconds),
      LOGIN_LIMITS.attemptsPerAccountAndAddress,
    );
    refuseBeyond(await this.limiter.peek(keys.lockout(email)), 0);

    const failures = await this.limiter.hit(keys.account(email), windowSeconds);
    if (failures.count <= LOGIN_LIMITS.failuresPerAccount) return;
    // The one attempt that crossed the limit opens the lockout and starts the count again after it.
    if (failures.count === LOGIN_LIMITS.failuresPerAccount + 1) {
      const seconds = lockoutSeconds(
        (await this.limiter.hit(keys.lockouts(email), LOGIN_LIMITS.lockoutMemorySeconds)).count,
      );
      await this.limiter.hit(keys.lockout(email), seconds);
      await this.limiter.reset(keys.account(email));
      throw tooManyLoginAttempts(seconds);
    }
    const lockout = await this.limiter.peek(keys.lockout(email));
    throw tooManyLoginAttempts(lockout.retryAfterSeconds || LOGIN_LIMITS.firstLockoutSeconds);
  }

  /**
   * A sign-in that names no account before it is checked (a passkey): only the client's count applies, the one
   * its password attempts share.
   */
  async admitClient(address: string): Promise<void> {
    refuseBeyond(
      await this.limiter.hit(keys.address(address), LOGIN_LIMITS.windowSeconds),
      LOGIN_LIMITS.attemptsPerAddress,
    );
  }

  /**
   * A right password: this address's and the account's counts start again (the day's lockouts stay), and the
   * attempt is taken back from the address's count, so that only wrong attempts add up there: an office or a
   * campus behind one address signs its members in all day. Parallel guesses are still bounded, since each is
   * counted before it is checked.
   */
  async succeeded(email: string, address: string): Promise<void> {
    await this.limiter.forgive(keys.address(address));
    await this.limiter.reset(keys.pair(email, address));
    await this.limiter.reset(keys.account(email));
  }
}

const keys = {
  address: (address: string) => `login:address:${address}`,
  pair: (email: string, address: string) => `login:pair:${address}:${email}`,
  account: (email: string) => `login:account:${email}`,
  lockout: (email: string) => `login:lockout:${email}`,
  lockouts: (email: string) => `login:lockouts:${email}`,
};

function refuseBeyond(result: RateLimitResult, limit: number): void {
  if (result.count > limit) throw tooManyLoginAttempts(result.retryAfterSeconds);
}

/** 60 s, 120 s, 240 s, ... up to an hour, for the day's first, second, third lockout. */
export function lockoutSeconds(lockoutOfTheDay: number): number {
  const doubled = LOGIN_LIMITS.firstLockoutSeconds * 2 ** Math.max(0, lockoutOfTheDay - 1);
  return Math.min(doubled, LOGIN_LIMITS.longestLockoutSeconds);
}
