import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/**
 * The member's requests for one-to-one sessions (D19, "Your data"): their topics, times and the editors' answers.
 * On deletion they go with the account (ON DELETE CASCADE): nothing else refers to them, and the audit log keeps
 * the editors' decisions.
 */
@Injectable()
export class MentoringPersonalData implements PersonalData {
  readonly section = 'mentoring';
  readonly tables = { one_to_one_requests: ['user_id'] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      one_to_one_requests: await this.sql.asStored('SELECT * FROM one_to_one_requests WHERE user_id = ? ORDER BY id', [
        id,
      ]),
    };
  }

  async erase({ id }: DataSubject): Promise<void> {
    await this.sql.run('DELETE FROM one_to_one_requests WHERE user_id = ?', [id]);
  }
}
