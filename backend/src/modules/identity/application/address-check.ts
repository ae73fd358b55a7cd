import { Inject, Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { emailAlreadyConfirmed, tooManyAddressChecks } from '../domain/identity.errors';
import type { UserView } from '../domain/user';
import { USER_REPOSITORY } from '../identity.tokens';
import { AccountLinks } from './account-links';
import type { UserRepository } from './ports/user.repository';

/** How many confirmation mails a member may ask for again (docs/security.md, "Mailed links"). */
export const ADDRESS_CHECK_LIMITS = { resendsPerAccount: 3, windowSeconds: 60 * 60 } as const;

/**
 * The address check (D18): a new member's welcome carries a link that confirms their address; until it is used the
 * member sees a banner with Resend, and payouts wait (payouts reads `emailConfirmedAt` of the signed-in user).
 */
@Injectable()
export class AddressCheck {
  constructor(
    private readonly links: AccountLinks,
    private readonly outbox: MailOutbox,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The welcome with the confirmation link, in the unit of work that creates the account (billing's). An address the
   * outbox cannot write to loses its welcome (the outbox logs it), never the account the member has just paid for.
   */
  welcome(user: Pick<UserView, 'id' | 'email'>): Promise<void> {
    return this.uow.run(async () => {
      const link = await this.links.issue(user, 'confirm-email');
      await this.outbox.queue({
        kind: 'identity.welcome',
        to: { userId: user.id },
        data: { confirmPath: link.path },
        eventKey: `identity.welcome:${user.id}`,
      });
    });
  }

  /** A check of an address an editor has just set (ChangeUser), in that change's unit of work. */
  checkNewAddress(user: Pick<UserView, 'id' | 'email'>): Promise<void> {
    return this.uow.run(() => this.queueCheck(user));
  }

  /** The banner's Resend: a new link (the earlier ones keep working until they expire), a few times an hour. */
  async resend(user: Pick<UserView, 'id' | 'email' | 'emailConfirmedAt'>): Promise<void> {
    if (user.emailConfirmedAt) throw emailAlreadyConfirmed();
    const { count, retryAfterSeconds } = await this.limiter.hit(
      `address-check:account:${user.id}`,
      ADDRESS_CHECK_LIMITS.windowSeconds,
    );
    if (count > ADDRESS_CHECK_LIMITS.resendsPerAccount) throw tooManyAddressChecks(retryAfterSeconds);
    await this.uow.run(() => this.queueCheck(user));
  }

  private async queueCheck(user: Pick<UserView, 'id' | 'email'>): Promise<void> {
    const link = await this.links.issue(user, 'confirm-email');
    await this.outbox.queue({
      kind: 'identity.address-check',
      to: { userId: user.id },
      data: { confirmPath: link.path },
      eventKey: `identity.address-check:${link.id}`,
    });
  }

  /**
   * Confirms the address the link was sent to. Works signed out (the link may be opened on another device);
   * signed in as someone else, it is refused rather than confirming an address the browser's member does not own.
   */
  async confirm(token: unknown, signedInId: number | null): Promise<{ email: string }> {
    const link = await this.links.find('confirm-email', token);
    return this.uow.run(async () => {
      const account = await this.users.findForUpdate(link.userId);
      this.links.assertFor(link, account, signedInId);
      await this.links.use(link);
      if (!account.emailConfirmedAt) await this.users.update(link.userId, { emailConfirmedAt: this.clock.now() });
      return { email: link.email };
    });
  }
}
