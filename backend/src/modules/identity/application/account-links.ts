import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import {
  ACCOUNT_LINK_LIFETIME_MS,
  linkPath,
  stateOf,
  TOKEN_PATTERN,
  type AccountLink,
  type AccountLinkPurpose,
} from '../domain/account-link';
import { linkExpired, linkForAnotherAccount, linkInvalid, linkUsed } from '../domain/identity.errors';
import type { User } from '../domain/user';
import { ACCOUNT_LINK_REPOSITORY } from '../identity.tokens';
import type { AccountLinkRepository } from './ports/account-link.repository';

/** SHA-256 in hex: what is stored of a token. The token has 256 random bits, so no salt or slow hash is needed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new random token: 32 bytes in base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * Issues and checks the links identity mails (D18, D19). A link is a random token whose SHA-256 is stored with the
 * account, the address it went to and its expiry; checking one tells malformed or unknown, used, expired, and
 * another account's apart, each a clear 4xx (docs/security.md, "Mailed links").
 */
@Injectable()
export class AccountLinks {
  constructor(
    @Inject(ACCOUNT_LINK_REPOSITORY) private readonly links: AccountLinkRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Stores a new link for the account's current address (or, for a change of address, the new one it is sent to), in
   * the caller's unit of work; answers its path.
   */
  async issue(
    user: Pick<User, 'id' | 'email'>,
    purpose: AccountLinkPurpose,
    sentTo: string = user.email,
  ): Promise<{ id: number; path: string }> {
    const token = newToken();
    const now = this.clock.now();
    const link = await this.links.insert({
      userId: user.id,
      purpose,
      email: sentTo,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_LIFETIME_MS[purpose]),
    });
    return { id: link.id, path: linkPath(purpose, token) };
  }

  /** The usable link `token` names, or the refusal that says why not (nothing is written). */
  async find(purpose: AccountLinkPurpose, token: unknown): Promise<AccountLink> {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw linkInvalid(purpose);
    const link = await this.links.findByHash(purpose, hashToken(token));
    if (!link) throw linkInvalid(purpose);
    const state = stateOf(link, this.clock.now());
    if (state === 'used') throw linkUsed(purpose);
    if (state === 'expired') throw linkExpired(purpose);
    return link;
  }

  /**
   * The link may act on `account`: it is that account's, sent to the address the account still has, and the
   * browser is not signed in as someone else.
   */
  assertFor<Account extends Pick<User, 'email' | 'isActive'>>(
    link: AccountLink,
    account: Account | null,
    signedInId: number | null,
  ): asserts account is Account {
    if (signedInId !== null && signedInId !== link.userId) throw linkForAnotherAccount(link.purpose, true);
    if (!account || !account.isActive || account.email !== link.email) throw linkForAnotherAccount(link.purpose, false);
  }

  /** Uses the link, in the caller's unit of work; a concurrent use of the same link gets "already used". */
  async use(link: AccountLink): Promise<void> {
    const now = this.clock.now();
    if (await this.links.use(link.id, now)) return;
    throw stateOf({ ...link, usedAt: null }, now) === 'expired' ? linkExpired(link.purpose) : linkUsed(link.purpose);
  }

  /** The account's pending link of this purpose, if one is still usable (the change of address it waits for). */
  pending(userId: number, purpose: AccountLinkPurpose): Promise<AccountLink | null> {
    return this.links.findPending(userId, purpose, this.clock.now());
  }

  /** Voids the account's other unused links of this purpose (after a reset, older reset mails stop working). */
  voidOthers(userId: number, purpose: AccountLinkPurpose): Promise<number> {
    return this.links.useAllOf(userId, purpose, this.clock.now());
  }
}
