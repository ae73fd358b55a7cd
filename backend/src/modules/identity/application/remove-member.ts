import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { adminCannotBeDeleted, userNotFound } from '../domain/identity.errors';
import { toUserView, type UserView } from '../domain/user';
import { USER_REPOSITORY } from '../identity.tokens';
import type { UserRepository } from './ports/user.repository';
import { Sessions } from './sessions';

export interface RemovedMember<T> {
  member: UserView;
  /** What `beforeRemoval` answered. */
  prepared: T;
  sessionsEnded: number;
}

/**
 * Deletes a member's account and its sessions (`DELETE /api/admin/users/{id}`, D10) in one unit of work, which
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
    private readonly sessions: Sessions,
  ) {}

  execute<T>(id: number, beforeRemoval: (member: UserView) => Promise<T>): Promise<RemovedMember<T>> {
    return this.uow.run(async () => {
      const user = await this.users.findForUpdate(id);
      if (!user) throw userNotFound();
      if (user.isAdmin) throw adminCannotBeDeleted();
      const member = toUserView(user);
      const prepared = await beforeRemoval(member);
      const sessionsEnded = await this.sessions.endAllOf(id);
      if (!(await this.users.deleteMember(id))) throw userNotFound();
      return { member, prepared, sessionsEnded };
    });
  }
}
