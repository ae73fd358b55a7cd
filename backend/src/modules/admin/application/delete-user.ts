import { Injectable } from '@nestjs/common';
import { DeleteAccount } from '../../privacy/application/delete-account';

/**
 * `DELETE /api/admin/users/{id}` (D10): the same use case as a member's own deletion (D19, privacy's DeleteAccount),
 * with the editor as the actor and no password. The live subscription ends at the provider (a refusal or an outage
 * answers 409 and rolls everything back), the member's open work returns to `available`, their personal data is
 * erased or anonymised, their sessions end, the account goes, and they are told by mail. Their payouts and handed-in
 * work stay, without an owner (the payouts list reads 'Unknown User'); the audit entry names the editor, the
 * account's id and the cancelled subscription, and nothing that names the member.
 */
@Injectable()
export class DeleteUser {
  constructor(private readonly deleteAccount: DeleteAccount) {}

  execute(id: number, editorId: number): Promise<void> {
    return this.deleteAccount.execute(id, { by: 'editor', editorId });
  }
}
