import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/application/audit-log';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { userNotFound } from '../domain/identity.errors';
import { toUserView, type UserView } from '../domain/user';
import { changesOf } from '../domain/user-edit';
import { USER_REPOSITORY } from '../identity.tokens';
import type { UserRepository } from './ports/user.repository';

/** What a member may change of their own account on the Account tab (the address has its own, confirmed, change). */
export interface ProfileEdit {
  firstName: string;
  lastName: string;
  username: string;
}

/**
 * A member's change of their own name and username (issue 26, D19). The fields are compared as an editor's edit
 * compares them (trimmed, only what differs is written); a taken username is the unique index's 409, as at
 * registration. The change and its audit entry, with the member as the one who made it, commit together.
 */
@Injectable()
export class ChangeProfile {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly audit: AuditLog,
  ) {}

  execute(memberId: number, edit: ProfileEdit): Promise<UserView> {
    return this.uow.run(async () => {
      const user = await this.users.findForUpdate(memberId);
      if (!user?.isActive) throw userNotFound();
      const { firstName, lastName, username } = edit;
      const changed = changesOf(user, { firstName, lastName, username }, memberId);
      if (Object.keys(changed).length === 0) return toUserView(user);
      // Read before the update, which writes to this very object.
      const before = Object.fromEntries(
        Object.keys(changed).map((field) => [field, user[field as keyof typeof changed]]),
      );
      const after = await this.users.update(memberId, changed);
      if (!after) throw userNotFound();
      await this.audit.record({
        actorId: memberId,
        action: 'user.update_profile',
        entityType: 'user',
        entityId: String(memberId),
        before,
        after: changed,
      });
      return toUserView(after);
    });
  }
}
