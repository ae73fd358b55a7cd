import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/** The member's quiz attempts: the questions drawn, their answers and the grading (D19, "Your data"). */
@Injectable()
export class AssessmentPersonalData implements PersonalData {
  readonly section = 'assessment';
  readonly tables = { quiz_attempts: ['user_id'] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      quiz_attempts: await this.sql.asStored('SELECT * FROM quiz_attempts WHERE user_id = ? ORDER BY id', [id]),
    };
  }

  async erase({ id }: DataSubject): Promise<void> {
    await this.sql.run('DELETE FROM quiz_attempts WHERE user_id = ?', [id]);
  }
}
