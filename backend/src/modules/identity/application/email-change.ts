import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/application/audit-log';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import {
  emailTaken,
  emailUnchanged,
  linkForAnotherAccount,
  tooManyEmailChanges,
  userNotFound,
} from '../domain/identity.errors';
import { normalizeEmail, toUserView, type User, type UserView } from '../domain/user';
import { USER_REPOSITORY } from '../identity.tokens';
import { AccountLinks } from './account-links';
import { CurrentPassword } from './current-password';
import type { UserRepository } from './ports/user.repository';

/** How many changes of address a member may ask for (each mails two inboxes; docs/security.md, "Mailed links"). */
export const EMAIL_CHANGE_LIMITS = { requestsPerAccount: 5, windowSeconds: 60 * 60 } as const;

/** The change of address waiting for its link to be opened, if any. */
export interface PendingEmailChange {
  pendingEmail: string | null;
  expiresAt: Date | null;
}

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/**
 * A member's change of their own address (issue 26, D19). The request (current password required) stores a
 * single-use link for the new address, valid 24 hours, replacing any older pending one, mails it there, and tells the
 * old address a change was asked for; the account keeps signing in and receiving mail at the old address. Opening the
 * link changes the address and confirms it (the mail reached it), and tells the old address it changed. The address
 * may have been taken by someone else meanwhile: checked again then, and decided by the unique index.
 */
@Injectable()
export class EmailChange {
  constructor(
    private readonly links: AccountLinks,
    private readonly currentPassword: CurrentPassword,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLog,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pending(userId: number): Promise<PendingEmailChange> {
    const link = await this.links.pending(userId, 'change-email');
    return { pendingEmail: link?.email ?? null, expiresAt: link?.expiresAt ?? null };
  }

  /**
   * Withdraws the pending change (the old address's mail says how): its link stops working. A password reset or
   * change withdraws it too (PasswordReset, ChangePassword), so a change asked for by someone who had the password
   * does not outlive the owner taking the account back.
   */
  async cancel(userId: number): Promise<PendingEmailChange> {
    await this.uow.run(async () => {
      const withdrawn = await this.links.voidOthers(userId, 'change-email');
      if (withdrawn === 0) return;
      await this.audit.record({
        actorId: userId,
        action: 'user.cancel_email_change',
        entityType: 'user',
        entityId: String(userId),
        before: null,
        after: { withdrawn },
      });
    });
    return { pendingEmail: null, expiresAt: null };
  }

  async request(
    member: Pick<UserView, 'id' | 'email'>,
    input: { newEmail: string; currentPassword: string },
    clientAddress: string,
  ): Promise<PendingEmailChange> {
    const newEmail = normalizeEmail(input.newEmail);
    if (newEmail === member.email) throw emailUnchanged();
    await this.currentPassword.verify(member.id, input.currentPassword, clientAddress);
    const { count, retryAfterSeconds } = await this.limiter.hit(
      `email-change:account:${member.id}`,
      EMAIL_CHANGE_LIMITS.windowSeconds,
    );
    if (count > EMAIL_CHANGE_LIMITS.requestsPerAccount) throw tooManyEmailChanges(retryAfterSeconds);
    if (await this.users.findByEmail(newEmail)) throw emailTaken();
    return this.uow.run(async () => {
      const user = await this.users.findForUpdate(member.id);
      if (!user?.isActive) throw userNotFound();
      await this.links.voidOthers(user.id, 'change-email');
      const link = await this.links.issue(user, 'change-email', newEmail);
      await this.outbox.queue({
        kind: 'identity.email-change-confirm',
        to: { userId: user.id, email: newEmail },
        data: { confirmPath: link.path, oldEmail: user.email },
        eventKey: `identity.email-change-confirm:${link.id}`,
      });
      await this.outbox.queue({
        kind: 'identity.email-change-requested',
        to: { userId: user.id },
        data: { newEmail },
        eventKey: `identity.email-change-requested:${link.id}`,
      });
      await this.audit.record({
        actorId: user.id,
        action: 'user.request_email_change',
        entityType: 'user',
        entityId: String(user.id),
        before: { email: user.email },
        after: { pendingEmail: newEmail },
      });
      return this.pending(user.id);
    });
  }

  /**
   * The confirmation page's button. Works signed out (the new inbox may be on another device); signed in as someone
   * else, it is refused rather than changing an account the browser's member does not own.
   */
  async confirm(token: unknown, signedInId: number | null): Promise<UserView> {
    const link = await this.links.find('change-email', token);
    return this.uow.run(async () => {
      if (signedInId !== null && signedInId !== link.userId) throw linkForAnotherAccount(link.purpose, true);
      const account = await this.users.findForUpdate(link.userId);
      if (!account?.isActive) throw linkForAnotherAccount(link.purpose, false);
      const holder = await this.users.findByEmail(link.email);
      if (holder && holder.id !== account.id) throw emailTaken();
      await this.links.use(link);
      // Read before the update, which writes to this very object.
      const before = { email: account.email, emailConfirmedAt: account.emailConfirmedAt, name: fullName(account) };
      const updated = await this.users.update(account.id, { email: link.email, emailConfirmedAt: this.clock.now() });
      if (!updated) throw userNotFound();
      await this.outbox.queue({
        kind: 'identity.email-changed',
        to: { userId: account.id, email: before.email },
        data: { newEmail: link.email },
        eventKey: `identity.email-changed:${account.id}:${link.id}`,
      });
      await this.audit.record({
        actorId: account.id,
        action: 'user.change_email',
        entityType: 'user',
        entityId: String(account.id),
        before: { email: before.email, emailConfirmedAt: before.emailConfirmedAt },
        after: { email: link.email, via: 'mailed link' },
      });
      return toUserView(updated);
    });
  }
}
