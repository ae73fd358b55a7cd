import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { AssignableMembers, AssigneeCheck } from '../../application/ports/assignable-members';

/** The table this read-side query reads, owned by identity (see `modules/table-ownership.spec.ts`). */
export const TABLES_READ = ['users'] as const;

/** Read-side query of the assign call: the member's state, its row share-locked for the caller's transaction. */
@Injectable()
export class AssignableMemberReadQuery implements AssignableMembers {
  constructor(private readonly sql: SqlRunner) {}

  async lockForAssign(userId: number): Promise<AssigneeCheck> {
    const user = await this.sql.one('SELECT is_active, is_admin FROM users WHERE id = ? FOR SHARE', [userId], {
      is_active: col.bool,
      is_admin: col.bool,
    });
    if (!user) return 'unknown';
    if (user.is_admin) return 'admin';
    return user.is_active ? 'assignable' : 'inactive';
  }
}
