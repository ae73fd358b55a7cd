import { DomainError } from '../../../shared/domain/domain-error';
import type { RateLimiter, RateLimitResult } from '../../../platform/security/rate-limiter';
import type { User } from '../domain/user';
import { AuthenticateUser, LOGIN_LIMITS } from './authenticate-user';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';

class MemoryLimiter implements RateLimiter {
  readonly counts = new Map<string, number>();
  async hit(key: string): Promise<RateLimitResult> {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return this.peek(key);
  }
  async peek(key: string): Promise<RateLimitResult> {
    return { count: this.counts.get(key) ?? 0, retryAfterSeconds: 600 };
  }
  async reset(key: string): Promise<void> {
    this.counts.delete(key);
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
};

function setup(user: User = member) {
  const users = { findByEmail: async (email: string) => (email === user.email ? user : null) } as UserRepository;
  const limiter = new MemoryLimiter();
  return { limiter, authenticate: new AuthenticateUser(users, hasher, limiter) };
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
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    }
  });

  it('tells a deactivated member only after the right password', async () => {
    const { authenticate } = setup({ ...member, isActive: false });
    expect(await failure(authenticate.execute('ada@example.com', 'nope', 'ip'))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await failure(authenticate.execute('ada@example.com', 'secret', 'ip'))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('locks the account after the failure limit, and a success clears the count', async () => {
    const { authenticate, limiter } = setup();
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount - 1; i += 1) {
      await failure(authenticate.execute('ada@example.com', 'nope', `ip-${i}`));
    }
    await authenticate.execute('ada@example.com', 'secret', 'ip');
    expect(limiter.counts.get('login:account:ada@example.com')).toBeUndefined();
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1) {
      await failure(authenticate.execute('ada@example.com', 'nope', `ip-${i}`));
    }
    const locked = await failure(authenticate.execute('ada@example.com', 'secret', 'ip'));
    expect(locked).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait 10 minutes and try again.',
    });
  });

  it('limits attempts per client address across accounts', async () => {
    const { authenticate } = setup();
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAddress; i += 1) {
      await failure(authenticate.execute(`user${i}@example.com`, 'x', '9.9.9.9'));
    }
    expect(await failure(authenticate.execute('ada@example.com', 'secret', '9.9.9.9'))).toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(authenticate.execute('ada@example.com', 'secret', '8.8.8.8')).resolves.toBe(member);
  });
});
