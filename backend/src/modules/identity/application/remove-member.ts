import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import {
  adminCannotBeDeleted,
  currentPasswordIncorrect,
  twoFactorCodeInvalid,
  userNotFound,
} from '../domain/identity.errors';
import { toUserView, type UserView } from '../domain/user';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';
import { SecondFactors } from './second-factors';
import { Sessions } from './sessions';
import { TwoFactorCodes } from './two-factor-codes';

export interface RemovedMember<T> {
  member: UserView;
  /** What `beforeRemoval` answered. */
  prepared: T;
  sessionsEnded: number;
}

/**
 * Deletes a member's account and its sessions (privacy's DeleteAccount: the member's own, D19, or an editor's,
 * `DELETE /api/admin/users/{id}`, D10) in one unit of work, which
 * joins the caller's. Administrators cannot be deleted (409). The row stays locked from the check to the
 * delete, so no one promotes the member in between, and nothing can take the member's id as a reference
 * (an assignment accepted, a payout opened) until the account is gone: `beforeRemoval` runs under that lock,
 * for what other modules must do first (return the member's active assignments to `available`). The database
 * then keeps the rest, unowned: payouts and finished work (ON DELETE SET NULL), while the member's own
 * records (application, quiz attempts, drafts) go with the account (ON DELETE CASCADE).
 */
@Injectable()
export class RemoveMember {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly secondFactors: SecondFactors,
    private readonly codes: TwoFactorCodes,
  ) {}

  /**
   * `confirmation`: a member deleting their own account confirms it with their password (D19) and, with two-factor
   * sign-in on, a current authenticator code or an unused recovery code (`code`), checked under the lock before
   * anything else is done; a wrong one answers 400 (CURRENT_PASSWORD_INCORRECT, TWO_FACTOR_CODE_INVALID), as on the
   * other Account tab changes, and changes nothing (the deletion's own limit bounds the guesses).
   */
  execute<T>(
    id: number,
    beforeRemoval: (member: UserView) => Promise<T>,
    confirmation: { password: string; code?: string } | null = null,
  ): Promise<RemovedMember<T>> {
    return this.uow.run(async () => {
      const user = await this.users.findForUpdate(id);
      if (!user) throw userNotFound();
      if (confirmation && !(await this.hasher.verify(user.passwordHash, confirmation.password))) {
        throw currentPasswordIncorrect();
      }
      if (user.isAdmin) throw adminCannotBeDeleted();
      if (confirmation) await this.checkSecondFactor(id, confirmation.code);
      const member = toUserView(user);
      const prepared = await beforeRemoval(member);
      const sessionsEnded = await this.sessions.endAllOf(id);
      if (!(await this.users.deleteMember(id))) throw userNotFound();
      return { member, prepared, sessionsEnded };
    });
  }

  /** Six digits are an authenticator code; anything else is tried as a recovery code (which it then uses up). */
  private async checkSecondFactor(userId: number, code: string | undefined): Promise<void> {
    if (!(await this.secondFactors.hasSecondFactor(userId))) return;
    const totp = /^\s*\d{3}\s?\d{3}\s*$/.test(code ?? '');
    const accepted =
      code !== undefined &&
      (totp ? await this.codes.useTotp(userId, code) : await this.codes.useRecoveryCode(userId, code));
    if (!accepted) throw twoFactorCodeInvalid(totp || code === undefined ? 'code' : 'recovery code');
  }
}
