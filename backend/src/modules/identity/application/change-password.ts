import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/application/audit-log';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { COMMON_ERRORS, DomainError } from '../../../shared/domain/domain-error';
import { assertAcceptablePassword } from '../domain/account-rules';
import { userNotFound } from '../domain/identity.errors';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import { AccountLinks } from './account-links';
import { CurrentPassword } from './current-password';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';
import { Sessions } from './sessions';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * A member's change of their own password (issue 26, D19): the current password first (a wrong one is counted like a
 * sign-in attempt), the new one under registration's rules; then, in one unit of work, the new hash, every OTHER
 * session of the account ended (this browser stays signed in), the audit entry and the security mail.
 */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly currentPassword: CurrentPassword,
    private readonly links: AccountLinks,
    private readonly sessions: Sessions,
    private readonly audit: AuditLog,
    private readonly outbox: MailOutbox,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    member: { id: number; sessionId: string | null },
    change: PasswordChange,
    clientAddress: string,
  ): Promise<{ sessionsEnded: number }> {
    assertAcceptablePassword(change.newPassword);
    if (change.newPassword !== change.confirmPassword)
      throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, "Passwords don't match");
    await this.currentPassword.verify(member.id, change.currentPassword, clientAddress);
    const passwordHash = await this.hasher.hash(change.newPassword);
    return this.uow.run(async () => {
      const user = await this.users.findForUpdate(member.id);
      if (!user?.isActive) throw userNotFound();
      await this.users.update(user.id, { passwordHash });
      // A change of address someone else asked for with the old password does not survive the new one.
      await this.links.voidOthers(user.id, 'change-email');
      const sessionsEnded = await this.sessions.endAllOf(user.id, member.sessionId);
      await this.audit.record({
        actorId: user.id,
        action: 'user.change_password',
        entityType: 'user',
        entityId: String(user.id),
        before: null,
        after: { via: 'account tab', sessionsEnded },
      });
      const changedAt = this.clock.now();
      await this.outbox.queue({
        kind: 'identity.password-changed',
        to: { userId: user.id },
        data: { changedAt: changedAt.toISOString(), sessionsEnded },
        eventKey: `identity.password-changed:${user.id}:${changedAt.toISOString()}`,
      });
      return { sessionsEnded };
    });
  }
}
