import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { accountDeactivated, invalidCredentials, tooManyLoginAttempts } from '../domain/identity.errors';
import { normalizeEmail, type User } from '../domain/user';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';

/** Brute-force limits: failures per account, and attempts per client address. */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  failuresPerAccount: 10,
  attemptsPerAddress: 50,
} as const;

// Verified when the account does not exist, so that unknown addresses take as long as known ones.
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$dCIDh6QBmHRvwgUFXAcyjA$YqWu3MmxAlYodC/FImc5q6LGW7kyjp0B/3REZAKP55E';

@Injectable()
export class AuthenticateUser {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute(emailInput: string, password: string, clientAddress: string): Promise<User> {
    const email = normalizeEmail(emailInput);
    const accountKey = `login:account:${email}`;
    const address = await this.limiter.hit(`login:address:${clientAddress}`, LOGIN_LIMITS.windowSeconds);
    if (address.count > LOGIN_LIMITS.attemptsPerAddress) throw tooManyLoginAttempts(address.retryAfterSeconds);
    const failures = await this.limiter.peek(accountKey);
    if (failures.count >= LOGIN_LIMITS.failuresPerAccount) throw tooManyLoginAttempts(failures.retryAfterSeconds);

    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !valid) {
      await this.limiter.hit(accountKey, LOGIN_LIMITS.windowSeconds);
      throw invalidCredentials();
    }
    // Only someone who knows the password learns that the account is deactivated.
    if (!user.isActive) throw accountDeactivated();
    await this.limiter.reset(accountKey);
    return user;
  }
}
