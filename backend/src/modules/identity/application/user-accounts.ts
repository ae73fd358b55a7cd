import { Inject, Injectable } from '@nestjs/common';
import { emailTaken, userNotFound, usernameTaken } from '../domain/identity.errors';
import {
  normalizeEmail,
  toUserView,
  type SubscriptionStatus,
  type SubscriptionTier,
  type UserView,
} from '../domain/user';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';
import { AddressCheck } from './address-check';

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

export interface SubscriptionLink {
  stripeSubscriptionId: string | null;
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: SubscriptionTier | null;
}

/**
 * What other modules may do with accounts (billing creates members and keeps their subscription
 * fields in step; admin reads them). They never touch the users table themselves.
 */
@Injectable()
export class UserAccounts {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly addressCheck: AddressCheck,
  ) {}

  async findById(id: number): Promise<UserView | null> {
    const user = await this.users.findById(id);
    return user ? toUserView(user) : null;
  }

  /** Several users at once (for example the applicants of a review list); unknown ids are skipped. */
  async findByIds(ids: readonly number[]): Promise<UserView[]> {
    return (await this.users.findByIds(ids)).map(toUserView);
  }

  async findByEmail(email: string): Promise<UserView | null> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    return user ? toUserView(user) : null;
  }

  /** Active members, not counting administrators (the community stats add them, D4). */
  countMembers(): Promise<number> {
    return this.users.countMembers();
  }

  /** Tells which of e-mail and username are taken, before any money moves. */
  async assertAvailable(email: string, username: string): Promise<void> {
    if (await this.users.findByEmail(normalizeEmail(email))) throw emailTaken();
    if (await this.users.findByUsername(username)) throw usernameTaken();
  }

  /**
   * Creates an active member with an unconfirmed address, and queues the welcome that carries the link confirming it,
   * in the caller's unit of work (D18). A duplicate e-mail or username is a CONFLICT (decided by unique indexes).
   */
  async createMember(member: NewMember, subscription: SubscriptionLink): Promise<UserView> {
    const user = await this.users.create({
      firstName: member.firstName.trim(),
      lastName: member.lastName.trim(),
      email: normalizeEmail(member.email),
      username: member.username.trim(),
      passwordHash: await this.hasher.hash(member.password),
      isActive: true,
      isAdmin: false,
      emailConfirmedAt: null,
      ...subscription,
    });
    await this.addressCheck.welcome(user);
    return toUserView(user);
  }

  async linkSubscription(userId: number, subscription: Partial<SubscriptionLink>): Promise<UserView> {
    const user = await this.users.update(userId, subscription);
    if (!user) throw userNotFound('User not found');
    return toUserView(user);
  }
}
