import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/** The member's applications with their answers and the editors' decisions (D19, "Your data"). */
@Injectable()
export class ApplicationsPersonalData implements PersonalData {
  readonly section = 'applications';
  // decided_by is the deciding editor: a member's own column is user_id.
  readonly tables = { applications: ['user_id', 'decided_by'] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return { applications: await this.sql.asStored('SELECT * FROM applications WHERE user_id = ? ORDER BY id', [id]) };
  }

  /** Answers and applicant details go with the rows (and the quiz attempts with them, ON DELETE CASCADE). */
  async erase({ id }: DataSubject): Promise<void> {
    await this.sql.run('DELETE FROM applications WHERE user_id = ?', [id]);
  }
}
