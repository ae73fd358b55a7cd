import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';
import { FORGETS_RECIPIENT_AFTER_DELIVERY } from '../domain/mail-kinds';

/**
 * The mail sent to the member (to their account, or to their address before they had one) and their topic
 * preferences (D19, "Your data"). On deletion both go, but for the confirmation of the deletion itself, queued in
 * the same unit of work to the address being erased: DeliverMail forgets its recipient once it is delivered.
 * (The development mailbox, `dev_mailbox_message`, stands in for the recipients' inboxes, not for our records.)
 */
@Injectable()
export class MailPersonalData implements PersonalData {
  readonly section = 'mail';
  readonly tables = { mail_message: ['user_id', 'to_address'], mail_preference: ['user_id'] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id, email }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      mail_message: await this.sql.asStored(
        // A row to the address without an owner (a newsletter's) is the address holder's; one that has an owner is
        // that member's only, even when the address has since passed to someone else.
        'SELECT * FROM mail_message WHERE user_id = ? OR (user_id IS NULL AND lower(to_address) = ?) ORDER BY id',
        [id, email.toLowerCase()],
      ),
      mail_preference: await this.sql.asStored('SELECT * FROM mail_preference WHERE user_id = ?', [id]),
    };
  }

  async erase({ id, email }: DataSubject): Promise<void> {
    // A message still queued goes too: its delivery finds no row and sends nothing.
    await this.sql.run(
      `DELETE FROM mail_message WHERE (user_id = ? OR (user_id IS NULL AND lower(to_address) = ?)) AND kind NOT IN (${FORGETS_RECIPIENT_AFTER_DELIVERY.map(() => '?').join(', ')})`,
      [id, email.toLowerCase(), ...FORGETS_RECIPIENT_AFTER_DELIVERY],
    );
    await this.sql.run('DELETE FROM mail_preference WHERE user_id = ?', [id]);
  }
}
