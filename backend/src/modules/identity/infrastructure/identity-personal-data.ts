import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/**
 * Identity's part of "Your data" (D19): the account without its password hash, the mailed links without their
 * token hashes, and the sessions without their ids (a session id is a bearer secret). Erasing is RemoveMember's:
 * it ends every session and deletes the account row, which takes the links with it (ON DELETE CASCADE).
 */
@Injectable()
export class IdentityPersonalData implements PersonalData {
  readonly section = 'identity';
  readonly tables = {
    users: ['id'],
    account_links: ['user_id'],
    // No column: passport keeps the member's id in the session's JSON.
    session: ["sess -> 'passport' ->> 'user'"],
  };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      users: (
        await this.sql.asStored(`SELECT to_jsonb(users) - 'password_hash' AS row FROM users WHERE id = ?`, [id])
      ).map(({ row }) => row),
      account_links: await this.sql.asStored(
        'SELECT id, purpose, email, created_at, expires_at, used_at FROM account_links WHERE user_id = ? ORDER BY id',
        [id],
      ),
      session: await this.sql.asStored(
        `SELECT sess::jsonb - 'cookie' AS data, expire AS expires_at FROM "session"
          WHERE (sess -> 'passport' ->> 'user') = ? ORDER BY expire`,
        [String(id)],
      ),
    };
  }

  /** RemoveMember does it, last, under the account row's lock. */
  async erase(): Promise<void> {}
}
