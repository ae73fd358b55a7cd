import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { WritingActivity } from '../../application/writing/ports/writing-activity';
import type { MonthActivity } from '../../domain/writing/writing-progress';

/**
 * The other modules' tables the writing progress reads (D11): the assignments module's submissions and the
 * assessment module's attempts. One figure for one member's dashboard does not justify a service in each
 * module; the table-ownership test knows this file only reads them.
 */
export const TABLES_READ = ['assignment_submissions', 'quiz_attempts'] as const;

/**
 * The month's figures in one statement, each a sub-select over one member's rows of the month through an
 * index on (member, time): submissions (assignment_submissions_member_idx), drafts (writing_drafts_member_idx),
 * lesson completions (their primary key starts with the member; at most 14 rows) and attempts
 * (quiz_attempts_user_idx; D17 keeps them to a few per member). `submitted` keeps each assignment's latest
 * version of the month, so a resubmission counts its words once.
 */
export const MONTH_SQL = `
  WITH p AS (SELECT ?::int AS member, ?::timestamptz AS since, ?::timestamptz AS until),
  submitted AS MATERIALIZED (
    SELECT DISTINCT ON (s.assignment_id) s.word_count
    FROM assignment_submissions s JOIN p ON s.user_id = p.member
    WHERE s.submitted_at >= p.since AND s.submitted_at < p.until
    ORDER BY s.assignment_id, s.submitted_at DESC, s.id DESC),
  drafts AS MATERIALIZED (
    SELECT d.word_count, d.prompt_id
    FROM writing_drafts d JOIN p ON d.user_id = p.member
    WHERE d.updated_at >= p.since AND d.updated_at < p.until)
  SELECT
    (SELECT count(*) FROM submitted) AS assignments_submitted,
    (SELECT coalesce(sum(word_count), 0) FROM submitted) AS submitted_words,
    (SELECT coalesce(sum(word_count), 0) FROM drafts) AS draft_words,
    (SELECT count(*) FROM drafts WHERE prompt_id IS NOT NULL) AS prompt_responses,
    (SELECT count(*) FROM course_lesson_completions c JOIN p ON c.user_id = p.member
      WHERE c.completed_at >= p.since AND c.completed_at < p.until) AS lessons_completed,
    (SELECT count(*) FROM quiz_attempts q JOIN p ON q.user_id = p.member
      WHERE q.completed_at >= p.since AND q.completed_at < p.until) AS assessment_attempts`;

const MONTH_ROW = {
  assignments_submitted: col.int,
  submitted_words: col.int,
  draft_words: col.int,
  prompt_responses: col.int,
  lessons_completed: col.int,
  assessment_attempts: col.int,
};

/**
 * Whether the member wrote on day `d`: a saved draft (writing_days) or a submission within the day's UTC bounds.
 * Scalar sub-selects with LIMIT, not EXISTS: PostgreSQL may turn an EXISTS into one hash of the whole table
 * (every member's writing days), where these stay one index probe each.
 */
const WROTE_ON = (d: string) => `(
  (SELECT 1 FROM writing_days w WHERE w.user_id = p.member AND w.day = ${d} LIMIT 1) IS NOT NULL
  OR (SELECT 1 FROM assignment_submissions s WHERE s.user_id = p.member
    AND s.submitted_at >= (${d})::timestamp AT TIME ZONE 'UTC'
    AND s.submitted_at < (${d} + 1)::timestamp AT TIME ZONE 'UTC' LIMIT 1) IS NOT NULL)`;

/**
 * The streak walks back from today one day at a time, two index probes a day, and stops after the first day
 * without writing, except today's: a streak that ended yesterday still stands while today is not over. Its cost
 * is the streak's length, never the member's whole history.
 */
export const STREAK_SQL = `
  WITH RECURSIVE p AS (SELECT ?::int AS member, ?::date AS today),
  walk(day, wrote) AS (
    SELECT p.today, ${WROTE_ON('p.today')} FROM p
    UNION ALL
    SELECT walk.day - 1, ${WROTE_ON('walk.day - 1')}
    FROM walk, p WHERE walk.wrote OR walk.day = p.today)
  SELECT count(*) FILTER (WHERE wrote) AS days FROM walk`;

@Injectable()
export class WritingActivityReadQuery implements WritingActivity {
  constructor(private readonly sql: SqlRunner) {}

  async monthOf(userId: number, start: Date, end: Date): Promise<MonthActivity> {
    const row = await this.sql.one(MONTH_SQL, [userId, start, end], MONTH_ROW);
    return {
      assignmentsSubmitted: row?.assignments_submitted ?? 0,
      submittedWords: row?.submitted_words ?? 0,
      draftWords: row?.draft_words ?? 0,
      lessonsCompleted: row?.lessons_completed ?? 0,
      promptResponses: row?.prompt_responses ?? 0,
      assessmentAttempts: row?.assessment_attempts ?? 0,
    };
  }

  async streakDays(userId: number, today: string): Promise<number> {
    const row = await this.sql.one(STREAK_SQL, [userId, today], { days: col.int });
    return row?.days ?? 0;
  }
}
