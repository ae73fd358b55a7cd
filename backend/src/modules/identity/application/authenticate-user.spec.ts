import { DomainError } from '../../../shared/domain/domain-error';
import type { RateLimiter, RateLimitResult } from '../../../platform/security/rate-limiter';
import type { User } from '../domain/user';
import { AuthenticateUser, LOGIN_LIMITS } from './authenticate-user';
import { LoginThrottle, lockoutSeconds } from './login-throttle';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';

/** Fixed windows in memory, on a clock the test moves. */
class MemoryLimiter implements RateLimiter {
  now = 0;
  readonly buckets = new Map<string, { count: number; resetAt: number }>();
  async hit(key: string, windowSeconds: number): Promise<RateLimitResult> {
    const open = this.buckets.get(key);
    const bucket = open && open.resetAt > this.now ? open : { count: 0, resetAt: this.now + windowSeconds };
    bucket.count += 1;
    this.buckets.set(key, bucket);
    return this.peek(key);
  }
  async peek(key: string): Promise<RateLimitResult> {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= this.now) return { count: 0, retryAfterSeconds: 0 };
    return { count: bucket.count, retryAfterSeconds: bucket.resetAt - this.now };
  }
  async reset(key: string): Promise<void> {
    this.buckets.delete(key);
  }
  async forgive(key: string): Promise<void> {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt > this.now && bucket.count > 0) bucket.count -= 1;
  }
}

// The "hash" is the password reversed: enough to tell right from wrong without argon2's cost.
const hasher: PasswordHasher = {
  hash: async (password) => [...password].reverse().join(''),
  verify: async (hash, password) => hash === [...password].reverse().join(''),
};

const member: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Quill',
  email: 'ada@example.com',
  username: 'adaquill',
  passwordHash: 'terces',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  isActive: true,
  isAdmin: false,
  stripeSubscriptionId: null,
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
  emailConfirmedAt: null,
};

function setup(user: User = member) {
  const users = { findByEmail: async (email: string) => (email === user.email ? user : null) } as UserRepository;
  const limiter = new MemoryLimiter();
  return { limiter, authenticate: new AuthenticateUser(users, hasher, new LoginThrottle(limiter)) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: DomainError) => error,
  );

describe('AuthenticateUser', () => {
  it('returns the user for the right password, ignoring e-mail case and spaces', async () => {
    const { authenticate } = setup();
    await expect(authenticate.execute(' ADA@example.com ', 'secret', '1.2.3.4')).resolves.toBe(member);
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const { authenticate } = setup();
    const wrong = await failure(authenticate.execute('ada@example.com', 'nope', '1.2.3.4'));
    const unknown = await failure(authenticate.execute('bob@example.com', 'secret', '1.2.3.4'));
    for (const error of [wrong, unknown]) {
      expect(error).toMatchObject({
        kind: 'UNAUTHENTICATED',
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it('tells a deactivated member only after the right password', async () => {
    const { authenticate } = setup({ ...member, isActive: false });
    expect(await failure(authenticate.execute('ada@example.com', 'nope', 'ip'))).toMatchObject({
      kind: 'UNAUTHENTICATED',
      code: 'INVALID_CREDENTIALS',
    });
    expect(await failure(authenticate.execute('ada@example.com', 'secret', 'ip'))).toMatchObject({
      kind: 'FORBIDDEN',
      code: 'ACCOUNT_DEACTIVATED',
    });
  });

  it('stops one address after its attempts at an account, without locking the member out', async () => {
    const { authenticate } = setup();
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAccountAndAddress; i += 1) {
      expect(await failure(authenticate.execute('ada@example.com', 'nope', 'attacker'))).toMatchObject({
        kind: 'UNAUTHENTICATED',
        code: 'INVALID_CREDENTIALS',
      });
    }
    expect(await failure(authenticate.execute('ada@example.com', 'secret', 'attacker'))).toMatchObject({
      kind: 'RATE_LIMITED',
      code: 'LOGIN_RATE_LIMITED',
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    await expect(authenticate.execute('ada@example.com', 'secret', 'member-home')).resolves.toBe(member);
  });

  it('locks the account after failures from many addresses, for a delay that doubles', async () => {
    const { authenticate, limiter } = setup();
    const failFrom = async (round: number) => {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1) {
        await failure(authenticate.execute('ada@example.com', 'nope', `bot-${round}-${i}`));
      }
    };
    await failFrom(1);
    const first = await failure(authenticate.execute('ada@example.com', 'secret', 'member-home'));
    expect(first).toMatchObject({
      kind: 'RATE_LIMITED',
      code: 'LOGIN_RATE_LIMITED',
      message: 'Too many sign-in attempts. Please try again in 1 minute.',
    });
    limiter.now += 61;
    await failFrom(2);
    const second = await failure(authenticate.execute('ada@example.com', 'secret', 'member-home'));
    expect(second).toMatchObject({ message: 'Too many sign-in attempts. Please try again in 2 minutes.' });
    limiter.now += 121;
    await expect(authenticate.execute('ada@example.com', 'secret', 'member-home')).resolves.toBe(member);
  });

  it('a success clears the counts of the account and of its address', async () => {
    const { authenticate, limiter } = setup();
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAccountAndAddress - 1; i += 1) {
      await failure(authenticate.execute('ada@example.com', 'nope', 'home'));
    }
    await authenticate.execute('ada@example.com', 'secret', 'home');
    expect(limiter.buckets.has('login:account:ada@example.com')).toBe(false);
    expect(limiter.buckets.has('login:pair:home:ada@example.com')).toBe(false);
  });

  it('doubles lockouts up to an hour', () => {
    expect([1, 2, 3, 4, 7, 20].map(lockoutSeconds)).toEqual([60, 120, 240, 480, 3600, 3600]);
  });

  it('limits attempts per client address across accounts', async () => {
    const { authenticate } = setup();
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAddress; i += 1) {
      await failure(authenticate.execute(`user${i}@example.com`, 'x', '9.9.9.9'));
    }
    expect(await failure(authenticate.execute('ada@example.com', 'secret', '9.9.9.9'))).toMatchObject({
      kind: 'RATE_LIMITED',
      code: 'LOGIN_RATE_LIMITED',
    });
    await expect(authenticate.execute('ada@example.com', 'secret', '8.8.8.8')).resolves.toBe(member);
  });

  it('counts only wrong attempts against an address: members behind one address sign in all day', async () => {
    const { authenticate } = setup();
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAddress * 3; i += 1) {
      await authenticate.execute('ada@example.com', 'secret', 'office');
    }
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAddress - 1; i += 1) {
      await failure(authenticate.execute(`user${i}@example.com`, 'x', 'office'));
    }
    await expect(authenticate.execute('ada@example.com', 'secret', 'office')).resolves.toBe(member);
    await failure(authenticate.execute('nobody@example.com', 'x', 'office'));
    expect(await failure(authenticate.execute('ada@example.com', 'secret', 'office'))).toMatchObject({
      code: 'LOGIN_RATE_LIMITED',
    });
  });
});
