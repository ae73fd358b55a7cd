import request from 'supertest';
import { MONTH_SQL, STREAK_SQL } from '../src/modules/content/infrastructure/read-side/writing-activity.read-query';
import { CLOCK, type Clock } from '../src/shared/domain/clock';
import { anAssignment, writers, type Writer } from './support/assignment-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/** Spec section 9's dashboard defaults: 0 / 20 articles, 0 / 10 engagement. */
const NOTHING_YET = {
  monthlyGoal: { completed: 0, target: 20, progress: 0 },
  wordCount: { current: 0, target: 10_000, progress: 0 },
  engagement: { score: 0, maxScore: 10, progress: 0 },
  streak: { current: 0 },
};

/**
 * The writing progress of D11 for a member whose activity straddles a month boundary (February into March
 * 2027, UTC), with the app's CLOCK set to chosen moments: drafts are saved through the API at those moments,
 * and the activity other modules record (submissions, lessons, attempts) is written with its time.
 */
describe('content: writing progress', () => {
  let t: TestApp;
  let now: Date;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockImplementation(() => now);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const at = (moment: string) => {
    now = new Date(moment);
  };
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
  const progressOf = async (writer: Writer) => {
    const response = await writer.client.get('/api/writing-progress/me');
    expect(response.status).toBe(200);
    return response.body;
  };
  const saveDraft = async (writer: Writer, moment: string, count: number, promptId: number | null = null) => {
    at(moment);
    const response = await writer.client.post('/api/drafts', {
      title: `Draft of ${moment}`,
      format: 'article',
      content: words(count),
      promptId,
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  };
  const submit = (writer: Writer, assignmentId: number, moment: string, count: number) =>
    t.sql(
      `INSERT INTO assignment_submissions (assignment_id, user_id, content, word_count, submitted_at)
       VALUES (?, ?, ?, ?, ?)`,
      [assignmentId, writer.userId, words(count), count, moment],
    );
  const completeLesson = (writer: Writer, lesson: string, moment: string) =>
    t.sql(
      `INSERT INTO course_lesson_completions (user_id, course_id, lesson_id, completed_at)
       VALUES (?, 'grammar-essentials', ?, ?)`,
      [writer.userId, lesson, moment],
    );
  const completeAttempt = (writer: Writer, moment: string) =>
    t.sql(
      `INSERT INTO quiz_attempts (user_id, application_id, started_at, deadline, items, answers, completed_at,
         grading, score, max_score, passed)
       SELECT ?, a.id, ?::timestamptz - interval '20 minutes', ?::timestamptz + interval '10 minutes',
         '[{"questionId": 1, "optionOrder": [0, 1, 2, 3]}]', '[0]', ?, 'submitted', 0, 1, false
       FROM applications a WHERE a.user_id = ?`,
      [writer.userId, moment, moment, moment, writer.userId],
    );

  it('answers 401 to a visitor', async () => {
    expect((await request(t.server).get('/api/writing-progress/me')).body).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
  });

  it('starts at zero for a member who has written nothing', async () => {
    at('2027-03-02T10:00:00Z');
    const [member] = await writers(t, 1);
    expect(await progressOf(member)).toEqual(NOTHING_YET);
  });

  it('counts this UTC month only, each assignment once, and a streak across the month boundary', async () => {
    const [member, other] = await writers(t, 2);
    const [{ id: promptId }] = await t.sql<{ id: number }>('SELECT id FROM writing_prompts ORDER BY id LIMIT 1');
    const [revised, lastMinute, beforeMidnight, theirs] = await Promise.all([1, 2, 3, 4].map(() => anAssignment(t)));

    // February: a prompt response on the 26th, a draft on the 28th (reworked in March), submissions.
    await saveDraft(member, '2027-02-26T12:00:00Z', 100, promptId);
    const reworked = await saveDraft(member, '2027-02-28T09:00:00Z', 200);
    await submit(member, revised, '2027-02-27T15:00:00Z', 400);
    await submit(member, beforeMidnight, '2027-02-28T23:59:59.999Z', 700);
    await completeLesson(member, 'ge-1', '2027-02-20T08:00:00Z');
    await completeAttempt(member, '2027-02-10T08:00:00Z');
    // March: a prompt response, the reworked draft, two new versions of one assignment and another on the
    // boundary's first instant; two lessons and an attempt. And another member's work, which is not theirs.
    await saveDraft(member, '2027-03-01T08:00:00Z', 300, promptId);
    at('2027-03-02T09:00:00Z');
    const rework = await member.client.put(`/api/drafts/${reworked}`, {
      title: 'Reworked',
      format: 'essay',
      content: words(250),
    });
    expect(rework.status).toBe(200);
    await submit(member, revised, '2027-03-01T10:00:00Z', 450);
    await submit(member, revised, '2027-03-02T08:00:00Z', 500);
    await submit(member, lastMinute, '2027-03-01T00:00:00Z', 1_000);
    await completeLesson(member, 'ge-2', '2027-03-01T09:00:00Z');
    await completeLesson(member, 'ge-3', '2027-03-02T09:30:00Z');
    await completeAttempt(member, '2027-03-01T12:00:00Z');
    await submit(other, theirs, '2027-03-01T12:00:00Z', 5_000);
    await saveDraft(other, '2027-03-02T09:00:00Z', 800, promptId);

    at('2027-03-02T10:00:00Z');
    // Assignments: `revised` (latest March version, 500 words) and `lastMinute` (1,000); words: those plus the
    // drafts saved in March (300 + 250); engagement: 2 lessons, 1 prompt response, 1 attempt; streak: writing
    // on each day from February 26 to March 2.
    expect(await progressOf(member)).toEqual({
      monthlyGoal: { completed: 2, target: 20, progress: 10 },
      wordCount: { current: 2_050, target: 10_000, progress: 20 },
      engagement: { score: 4, maxScore: 10, progress: 40 },
      streak: { current: 5 },
    });

    // The next morning nothing is written yet: the streak still stands, the day is not over.
    at('2027-03-03T07:00:00Z');
    expect((await progressOf(member)).streak).toEqual({ current: 5 });
    // A day without writing breaks it; writing today starts a new one.
    at('2027-03-04T07:00:00Z');
    expect((await progressOf(member)).streak).toEqual({ current: 0 });
    await saveDraft(member, '2027-03-04T07:30:00Z', 10);
    expect((await progressOf(member)).streak).toEqual({ current: 1 });
    // Deleting the draft leaves the day written.
    const drafts = (await member.client.get('/api/drafts')).body as { id: number }[];
    expect((await member.client.delete(`/api/drafts/${drafts[0].id}`)).status).toBe(204);
    expect((await progressOf(member)).streak).toEqual({ current: 1 });

    // A new month starts from zero; the streak carries over only while unbroken.
    at('2027-04-01T00:00:00Z');
    expect(await progressOf(member)).toEqual(NOTHING_YET);

    at('2027-03-02T10:00:00Z');
    expect(await progressOf(other)).toMatchObject({
      monthlyGoal: { completed: 1, target: 20, progress: 5 },
      wordCount: { current: 5_800, target: 10_000, progress: 58 },
      engagement: { score: 1, maxScore: 10, progress: 10 },
      streak: { current: 2 },
    });
  });

  it('caps each progress at 100 while the figures keep counting', async () => {
    const [member] = await writers(t, 1);
    at('2027-05-20T10:00:00Z');
    await t.sql(
      `WITH briefs AS (
         INSERT INTO assignments (title, description, type, word_count, pay_rate_cents, is_per_word, deadline)
         SELECT 'Brief ' || n, 'A test brief.', 'article', 500, 5, true, now() + interval '7 days'
         FROM generate_series(1, 25) AS n RETURNING id)
       INSERT INTO assignment_submissions (assignment_id, user_id, content, word_count, submitted_at)
       SELECT id, ?, 'Five hundred words, give or take.', 500, '2027-05-19T10:00:00Z' FROM briefs`,
      [member.userId],
    );
    for (let lesson = 1; lesson <= 6; lesson++) await completeLesson(member, `ge-${lesson}`, '2027-05-03T10:00:00Z');
    for (let attempt = 0; attempt < 5; attempt++) await completeAttempt(member, `2027-05-0${attempt + 4}T10:00:00Z`);

    expect(await progressOf(member)).toEqual({
      monthlyGoal: { completed: 25, target: 20, progress: 100 },
      wordCount: { current: 12_500, target: 10_000, progress: 100 },
      engagement: { score: 11, maxScore: 10, progress: 100 },
      // Yesterday's submissions; nothing yet today.
      streak: { current: 1 },
    });
  });

  it("reads one member's rows through indexes, never a whole table, however long their history", async () => {
    const [member, other] = await writers(t, 2);
    const assignment = await anAssignment(t);
    for (const writer of [member, other]) {
      await t.sql(
        `INSERT INTO assignment_submissions (assignment_id, user_id, content, word_count, submitted_at)
         SELECT ?, ?, 'A version.', 2, now() - n * interval '3 hours' FROM generate_series(1, 20000) AS n`,
        [assignment, writer.userId],
      );
      await t.sql(
        `INSERT INTO writing_drafts (user_id, title, format, content, word_count, created_at, updated_at)
         SELECT ?, 'Old draft', 'essay', 'Old.', 1, now() - n * interval '1 day', now() - n * interval '1 day'
         FROM generate_series(1, 500) AS n`,
        [writer.userId],
      );
      await t.sql(
        `INSERT INTO writing_days (user_id, day)
         SELECT ?, (now() - n * interval '1 day')::date FROM generate_series(1, 2000) AS n`,
        [writer.userId],
      );
    }
    await t.sql('ANALYZE assignment_submissions, writing_drafts, writing_days');
    const plan = async (sql: string, params: unknown[]) =>
      (await t.sql<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((row) => row['QUERY PLAN']).join('\n');
    const month = await plan(MONTH_SQL, [member.userId, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z']);
    const streak = await plan(STREAK_SQL, [member.userId, new Date().toISOString().slice(0, 10)]);
    for (const text of [month, streak]) {
      expect(text).not.toMatch(/Seq Scan on (assignment_submissions|writing_drafts|writing_days)/);
      expect(text).not.toMatch(/hashed SubPlan/);
    }
    expect(month).toMatch(/assignment_submissions_member_idx/);
    expect(month).toMatch(/writing_drafts_member_idx/);
    expect(streak).toMatch(/writing_days_pkey/);
    await t.sql('DELETE FROM assignment_submissions WHERE assignment_id = ?', [assignment]);
    await t.sql('DELETE FROM writing_drafts WHERE user_id IN (?, ?)', [member.userId, other.userId]);
  });
});
