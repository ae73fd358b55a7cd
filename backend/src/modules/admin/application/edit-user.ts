import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { ChangeUser, type Editor } from '../../identity/application/change-user';
import type { UserEdit } from '../../identity/domain/user-edit';
import { adminUserDetailsOf, type AdminUserDetails } from '../domain/admin-user';
import { AuditLog } from '../../audit/application/audit-log';
import { USER_ENTITY } from './user-audit';

/**
 * `PATCH /api/admin/users/{id}` (spec section 5, D10): identity applies the change and its rules; the audit
 * entry (the changed fields before and after, whether the password changed, never the password) commits with
 * it or not at all. An edit that changes nothing writes nothing.
 */
@Injectable()
export class EditUser {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly changeUser: ChangeUser,
    private readonly auditLog: AuditLog,
  ) {}

  execute(id: number, edit: UserEdit, editor: Editor): Promise<AdminUserDetails> {
    return this.uow.run(async () => {
      const { before, after, changed, passwordChanged, sessionsEnded } = await this.changeUser.execute(
        id,
        edit,
        editor,
      );
      const fields = Object.keys(changed) as (keyof typeof changed)[];
      if (fields.length || passwordChanged) {
        await this.auditLog.record({
          actorId: editor.id,
          action: `${USER_ENTITY}.update`,
          entityType: USER_ENTITY,
          entityId: String(id),
          before: Object.fromEntries(fields.map((field) => [field, before[field]])),
          after: { ...changed, ...(passwordChanged && { passwordChanged }), ...(sessionsEnded && { sessionsEnded }) },
        });
      }
      return adminUserDetailsOf(after);
    });
  }
}
