import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/**
 * Identity's part of "Your data" (D19): every column of the account, its mailed links and its sessions, but the
 * secrets: the password hash, the links' token hashes and the session ids (a session id is a bearer secret). Erasing is RemoveMember's:
 * it ends every session and deletes the account row, which takes the links and passkeys with it (ON DELETE
 * CASCADE).
 */
@Injectable()
export class IdentityPersonalData implements PersonalData {
  readonly section = 'identity';
  readonly tables = {
    users: ['id'],
    account_links: ['user_id'],
    // No column: passport keeps the member's id in the session's JSON.
    session: ["sess -> 'passport' ->> 'user'"],
    totp_credentials: ['user_id'],
    recovery_codes: ['user_id'],
    passkeys: ['user_id'],
    passkey_challenges: ['user_id'],
  };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      // Every column but the secrets: a secret column added to users (a second factor's) is to be named here too.
      users: await this.rows(`SELECT to_jsonb(users) - 'password_hash' AS row FROM users WHERE id = ?`, [id]),
      account_links: await this.rows(
        `SELECT to_jsonb(l) - 'token_hash' AS row FROM account_links l WHERE user_id = ? ORDER BY id`,
        [id],
      ),
      // Every column but the id (columns added later, such as the browser and address, go too), and the session's
      // data without its cookie settings.
      session: await this.rows(
        `SELECT (to_jsonb(s) - 'sid') || jsonb_build_object('sess', s.sess::jsonb - 'cookie') AS row
             FROM "session" s WHERE (s.sess -> 'passport' ->> 'user') = ? ORDER BY s.expire`,
        [String(id)],
      ),
      // Whether two-factor sign-in is on and since when, and which recovery codes are used: never the sealed secret
      // or the codes' hashes.
      totp_credentials: await this.rows(
        `SELECT to_jsonb(c) - 'sealed_secret' AS row FROM totp_credentials c WHERE user_id = ?`,
        [id],
      ),
      recovery_codes: await this.rows(
        `SELECT to_jsonb(r) - 'code_hash' AS row FROM recovery_codes r WHERE user_id = ? ORDER BY id`,
        [id],
      ),
      // What the member named each passkey and when it was added and last used; the public key is the
      // authenticator's, of no use to anyone but us.
      passkeys: await this.rows(
        `SELECT to_jsonb(p) - 'public_key' AS row FROM passkeys p WHERE user_id = ? ORDER BY id`,
        [id],
      ),
      // A challenge lives five minutes and holds nothing about the member but that it was asked for.
      passkey_challenges: await this.rows(
        `SELECT to_jsonb(c) - 'handle_hash' - 'challenge' AS row FROM passkey_challenges c WHERE user_id = ?`,
        [id],
      ),
    };
  }

  /** Each query answers one JSON `row` per stored row: the row as exported. */
  private async rows(query: string, params: unknown[]): Promise<unknown[]> {
    return (await this.sql.asStored(query, params)).map(({ row }) => row);
  }

  /** RemoveMember does it, last, under the account row's lock. */
  async erase(): Promise<void> {}
}
