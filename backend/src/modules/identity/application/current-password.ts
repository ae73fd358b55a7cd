import { Inject, Injectable } from '@nestjs/common';
import { currentPasswordIncorrect, userNotFound } from '../domain/identity.errors';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';

/**
 * The current password a self-service change asks for (issue 26). Each attempt passes the sign-in throttle first,
 * under the account's address and the client's: guessing here is guessing the password, so it meets the same limits
 * and lockout as guessing at the sign-in form, and a right password starts the counts again.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly throttle: LoginThrottle,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async verify(userId: number, password: string, clientAddress: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.isActive) throw userNotFound();
    await this.throttle.admit(user.email, clientAddress);
    if (!(await this.hasher.verify(user.passwordHash, password))) throw currentPasswordIncorrect();
    await this.throttle.succeeded(user.email, clientAddress);
  }
}
