import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/** content's tables of one member, each found by its user_id; the newsletter's subscription by its address. */
const BY_USER = [
  'course_lesson_completions',
  'course_certificates',
  'course_waitlist',
  'writing_prompt_views',
  'writing_drafts',
  'writing_days',
] as const;

/**
 * The member's course progress and certificates, their place on a wait list, the prompts they were shown, their
 * drafts and writing days, and their newsletter subscription (D19, "Your data"). All of it goes on deletion.
 */
@Injectable()
export class ContentPersonalData implements PersonalData {
  readonly section = 'content';
  readonly tables = {
    ...Object.fromEntries(BY_USER.map((table) => [table, ['user_id']])),
    newsletter_subscriptions: ['email'],
    // The editors who wrote and sent an issue: members never do, and admins cannot be deleted.
    newsletter_issues: ['created_by', 'sent_by'],
  };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id, email }: DataSubject): Promise<Record<string, unknown[]>> {
    const rows: Record<string, unknown[]> = {};
    // The table names come from the list above, never from input.
    for (const table of BY_USER)
      rows[table] = await this.sql.asStored(`SELECT * FROM ${table} WHERE user_id = ?`, [id]);
    rows.newsletter_subscriptions = await this.sql.asStored(
      'SELECT * FROM newsletter_subscriptions WHERE lower(email) = ?',
      [email.toLowerCase()],
    );
    return rows;
  }

  async erase({ id, email }: DataSubject): Promise<void> {
    for (const table of BY_USER) await this.sql.run(`DELETE FROM ${table} WHERE user_id = ?`, [id]);
    await this.sql.run('DELETE FROM newsletter_subscriptions WHERE lower(email) = ?', [email.toLowerCase()]);
  }
}
