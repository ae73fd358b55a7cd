import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { RecipientDirectory } from '../../application/ports/mail-message.repository';
import type { Recipient } from '../../domain/mail-message';

/**
 * Identity's users, read for a message's address and name at the moment it is queued (in the same unit of work as
 * the change it reports): every module names the member by id, and mail imports no other module, so identity can
 * send mail too.
 */
export const TABLES_READ = ['users'] as const;

@Injectable()
export class SqlRecipientDirectory implements RecipientDirectory {
  constructor(private readonly sql: SqlRunner) {}

  async recipientOf(userId: number): Promise<Recipient | null> {
    const row = await this.sql.one('SELECT email, first_name, last_name FROM users WHERE id = ?', [userId], {
      email: col.text,
      first_name: col.text,
      last_name: col.text,
    });
    return row && { email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), userId };
  }
}
