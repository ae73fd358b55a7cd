import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/**
 * The originality checks of the member's submissions (D19, "Your data"): the fingerprinted document and the report.
 * The grammar check stores no text. Both follow the submission: kept, unowned, with handed-in work; gone with it.
 */
@Injectable()
export class ToolsPersonalData implements PersonalData {
  readonly section = 'tools';
  readonly tables = { originality_documents: ['user_id'], originality_reports: ['user_id'] };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      originality_documents: await this.sql.asStored(
        'SELECT * FROM originality_documents WHERE user_id = ? ORDER BY id',
        [id],
      ),
      originality_reports: await this.sql.asStored(
        'SELECT * FROM originality_reports WHERE user_id = ? ORDER BY submission_id',
        [id],
      ),
    };
  }

  async erase(): Promise<void> {}
}
