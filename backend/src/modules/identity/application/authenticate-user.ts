import { Inject, Injectable } from '@nestjs/common';
import { accountDeactivated, invalidCredentials } from '../domain/identity.errors';
import { normalizeEmail, type User } from '../domain/user';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';
import { LoginThrottle } from './login-throttle';

export { LOGIN_LIMITS } from './login-throttle';

// Verified when the account does not exist, so that unknown addresses take as long as known ones.
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$dCIDh6QBmHRvwgUFXAcyjA$YqWu3MmxAlYodC/FImc5q6LGW7kyjp0B/3REZAKP55E';

@Injectable()
export class AuthenticateUser {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  async execute(emailInput: string, password: string, clientAddress: string): Promise<User> {
    const email = normalizeEmail(emailInput);
    await this.throttle.admit(email, clientAddress);

    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !valid) throw invalidCredentials(); // the attempt stays counted
    await this.throttle.succeeded(email, clientAddress);
    // Only someone who knows the password learns that the account is deactivated.
    if (!user.isActive) throw accountDeactivated();
    return user;
  }
}
