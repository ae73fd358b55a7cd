import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { assertAcceptablePassword } from '../domain/account-rules';
import { noLongerAdmin, userNotFound } from '../domain/identity.errors';
import { toUserView, type NewUser, type User, type UserView } from '../domain/user';
import {
  changesOf,
  mayRemoveAdminPower,
  removesAdminPower,
  type EditableFields,
  type UserEdit,
} from '../domain/user-edit';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';
import { Sessions } from './sessions';
import { AddressCheck } from './address-check';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { CLOCK, type Clock } from '../../../shared/domain/clock';

/** The admin making the change, and the session they make it from (kept when they change their own password). */
export interface Editor {
  id: number;
  sessionId: string | null;
}

/** What an edit did: the account before and after, which fields changed, and the sessions it ended. */
export interface UserChange {
  before: UserView;
  after: UserView;
  changed: Partial<EditableFields>;
  passwordChanged: boolean;
  sessionsEnded: number;
}

/**
 * An editor's change to an account (`PATCH /api/admin/users/{id}`, spec section 5, D10), in one unit of work
 * (joining the caller's, so the admin module's audit entry commits with it):
 * - the row is locked while the rules are checked (no self-deactivation or self-demotion, the provider's
 *   subscription fields read-only) and the change is written; a taken e-mail or username is the unique
 *   indexes' 409;
 * - a new password is hashed (argon2id) and ends the user's other sessions: all of them when an editor sets
 *   someone else's, all but the editor's own when they set their own;
 * - deactivation ends every session of the user at once (and the session serializer refuses an inactive user
 *   on any request still in flight);
 * - a new e-mail address is unconfirmed until its owner opens the address check sent to it, and the old address is
 *   told of the change (D19).
 */
@Injectable()
export class ChangeUser {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly addressCheck: AddressCheck,
    private readonly outbox: MailOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(id: number, edit: UserEdit, editor: Editor): Promise<UserChange> {
    if (edit.newPassword !== undefined) assertAcceptablePassword(edit.newPassword);
    // Hashed before the transaction starts: argon2 takes tens of milliseconds, no row needs to wait for it.
    const passwordHash = edit.newPassword === undefined ? null : await this.hasher.hash(edit.newPassword);
    return this.uow.run(async () => {
      // Taken before any row lock, so that two admins demoting each other queue here instead of deadlocking.
      if (mayRemoveAdminPower(edit)) await this.users.lockAdminRoles();
      const user = await this.users.findForUpdate(id);
      if (!user) throw userNotFound();
      const before = toUserView(user);
      const changed = changesOf(user, edit, editor.id);
      if (removesAdminPower(user, changed)) await this.assertStillAdmin(editor.id);

      const writes: Partial<NewUser> = {
        ...changed,
        ...(passwordHash !== null && { passwordHash }),
        // A new address is unchecked until its owner opens the link it is sent (payouts wait for that, D18).
        ...(changed.email !== undefined && { emailConfirmedAt: null }),
      };
      const after = Object.keys(writes).length ? await this.users.update(id, writes) : user;
      if (!after) throw userNotFound();

      let sessionsEnded = 0;
      if (changed.isActive === false) sessionsEnded = await this.sessions.endAllOf(id);
      else if (passwordHash !== null) {
        sessionsEnded = await this.sessions.endAllOf(id, id === editor.id ? editor.sessionId : null);
      }
      if (changed.email !== undefined) await this.announceNewAddress(before, after);
      return { before, after: toUserView(after), changed, passwordChanged: passwordHash !== null, sessionsEnded };
    });
  }

  /**
   * D19: the old address is told (a takeover cannot pass unnoticed) and the new one gets its address check, both in
   * the change's unit of work, so they go exactly when the change commits.
   */
  private async announceNewAddress(before: UserView, after: User): Promise<void> {
    await this.outbox.queue({
      kind: 'identity.email-changed',
      to: { userId: before.id, email: before.email },
      data: { newEmail: after.email },
      eventKey: `identity.email-changed:${after.id}:${before.email}:${after.email}:${this.clock.now().toISOString()}`,
    });
    await this.addressCheck.checkNewAddress(after);
  }

  /** Under the admin-roles lock: another admin may have demoted or deactivated the editor a moment ago. */
  private async assertStillAdmin(editorId: number): Promise<void> {
    const editor = await this.users.findForUpdate(editorId);
    if (!editor?.isAdmin || !editor.isActive) throw noLongerAdmin();
  }
}
