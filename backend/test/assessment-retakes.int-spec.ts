import type { QuestionRepository } from '../src/modules/assessment/application/ports/question.repository';
import { QUESTION_REPOSITORY } from '../src/modules/assessment/assessment.tokens';
import { utcMoment } from '../src/shared/domain/utc-moment';
import {
  controlClock,
  failAttempt,
  memberWithApplication,
  rewindAttempts,
  UNANSWERED_SHEET,
  type Member,
} from './support/quiz-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MOMENT = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC$/;

/** The first whole minute at or after `ms`, as the server rounds the moments it names. */
const wholeMinuteAfter = (ms: number) => new Date(Math.ceil(ms / MINUTE) * MINUTE);

describe('assessment: retakes with the default rules (D17: 24 hours, 3 attempts, 30 days)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const lastCompletion = async (applicationId: number) => {
    const [row] = await t.sql<{ completed_at: string }>(
      'SELECT completed_at FROM quiz_attempts WHERE application_id = ? ORDER BY completed_at DESC LIMIT 1',
      [applicationId],
    );
    return new Date(row.completed_at);
  };
  const application = async (id: number) => {
    const [row] = await t.sql<{
      status: string;
      reapply_at: string | null;
      decision_note: string | null;
      decided_by: number | null;
    }>('SELECT status, reapply_at, decision_note, decided_by FROM applications WHERE id = ?', [id]);
    return { ...row, reapply_at: row.reapply_at === null ? null : new Date(row.reapply_at) };
  };
  const attemptCount = async (applicationId: number) =>
    (
      await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM quiz_attempts WHERE application_id = ?', [
        applicationId,
      ])
    )[0].n;

  /** Fails attempts until the application has `count` of them, each with the wait behind it. */
  async function failTimes(member: Member, count: number) {
    for (let i = 0; i < count; i += 1) {
      await failAttempt(member);
      await rewindAttempts(t, member.applicationId, 24 * 60 + 1);
    }
  }

  it('refuses a second attempt right after a failure, naming when it opens; the page reads the same moment', async () => {
    const member = await memberWithApplication(t, 'hasty');
    const fresh = await member.client.get('/api/quiz/current');
    expect(fresh.body).toEqual({ attempt: null, attemptsLeft: 3, nextAttemptAt: null });
    await failAttempt(member);
    const nextAttemptAt = wholeMinuteAfter((await lastCompletion(member.applicationId)).getTime() + DAY);

    const refused = await member.client.post('/api/quiz/start');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'QUIZ_RETAKE_NOT_YET',
      message: `You can retake the quiz on ${utcMoment(nextAttemptAt)}.`,
    });
    expect(utcMoment(nextAttemptAt)).toMatch(MOMENT);
    const current = await member.client.get('/api/quiz/current');
    expect(current.body).toEqual({ attempt: null, attemptsLeft: 2, nextAttemptAt: nextAttemptAt.toISOString() });
    expect(await attemptCount(member.applicationId)).toBe(1);
    // Nothing shows or starts while refused.
    expect((await member.client.get('/api/quiz/questions')).body).toEqual({ attempt: null });
  });

  it('allows the next attempt once 24 hours have passed since the failure, and not a minute before', async () => {
    const member = await memberWithApplication(t, 'patient');
    await failAttempt(member);
    await rewindAttempts(t, member.applicationId, 24 * 60 - 2);
    expect((await member.client.post('/api/quiz/start')).status).toBe(429);
    await rewindAttempts(t, member.applicationId, 3);
    expect((await member.client.get('/api/quiz/current')).body).toEqual({
      attempt: null,
      attemptsLeft: 2,
      nextAttemptAt: null,
    });
    const started = await member.client.post('/api/quiz/start');
    expect(started.status).toBe(200);
    expect((await member.client.get('/api/quiz/current')).body).toMatchObject({
      attempt: { id: started.body.attemptId },
      attemptsLeft: 1,
      nextAttemptAt: null,
    });
  });

  it('rejects the application when the third attempt fails, with a note, and refuses a fourth', async () => {
    const member = await memberWithApplication(t, 'thrice');
    await failTimes(member, 2);
    expect((await member.client.get('/api/quiz/current')).body).toMatchObject({ attemptsLeft: 1 });
    await failAttempt(member);
    const reapplyAt = wholeMinuteAfter((await lastCompletion(member.applicationId)).getTime() + 30 * DAY);

    const row = await application(member.applicationId);
    expect(row).toEqual({
      status: 'rejected',
      reapply_at: reapplyAt,
      decided_by: null,
      decision_note:
        'Closed automatically: the writing assessment was not passed in 3 attempts. ' +
        `The applicant may apply again on ${utcMoment(reapplyAt)}.`,
    });
    expect((await member.client.get('/api/applications/me')).body).toEqual({
      id: member.applicationId,
      status: 'rejected',
      reapplyAt: reapplyAt.toISOString(),
      // the closing note is the editors' record, not a decision of theirs: the quiz page explains instead
      decisionNote: null,
    });
    expect((await member.client.get('/api/quiz/current')).body).toEqual({
      attempt: null,
      attemptsLeft: 0,
      nextAttemptAt: null,
    });

    // No wait makes a used-up application usable again.
    await rewindAttempts(t, member.applicationId, 24 * 60 + 1);
    const fourth = await member.client.post('/api/quiz/start');
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(
      'You have used every quiz attempt for this application, and it has been closed. ' +
        `You can apply again on ${utcMoment(reapplyAt)}.`,
    );
    expect(await attemptCount(member.applicationId)).toBe(3);

    // Editors do not decide an application the quiz closed: its quiz was never passed.
    const admin = await t.signIn(ADMIN);
    const decided = await admin.patch(`/api/admin/applications/${member.applicationId}`, { status: 'approved' });
    expect(decided.status).toBe(409);
    expect(decided.body.message).toMatch(/closed by the quiz/);
    expect((await application(member.applicationId)).status).toBe('rejected');
  });

  it('rejects when the last attempt is abandoned and graded after its time ran out', async () => {
    const member = await memberWithApplication(t, 'walkaway');
    await failTimes(member, 2);
    const started = await member.client.post('/api/quiz/start');
    expect(started.status).toBe(200);
    const clock = controlClock(t);
    try {
      clock.advance(1800 + 31);
      // Any read settles the overdue attempt, and with it the application.
      expect((await member.client.get('/api/quiz/current')).body).toEqual({
        attempt: null,
        attemptsLeft: 0,
        nextAttemptAt: null,
      });
    } finally {
      clock.restore();
    }
    expect((await application(member.applicationId)).status).toBe('rejected');
  });

  it('closes an application whose attempts were used up before the limit existed, from the last failure', async () => {
    const member = await memberWithApplication(t, 'veteran');
    await failTimes(member, 3);
    // As a database from before D17 has it: three failures, and the application still waiting for the quiz.
    await t.sql(
      "UPDATE applications SET status = 'quiz_required', reapply_at = NULL, decision_note = NULL, decided_at = NULL WHERE id = ?",
      [member.applicationId],
    );
    const reapplyAt = wholeMinuteAfter((await lastCompletion(member.applicationId)).getTime() + 30 * DAY);
    expect((await member.client.get('/api/quiz/current')).body).toEqual({
      attempt: null,
      attemptsLeft: 0,
      nextAttemptAt: null,
    });
    expect(await application(member.applicationId)).toMatchObject({ status: 'rejected', reapply_at: reapplyAt });
  });

  it('starts the attempts afresh once the member applies again after the wait', async () => {
    const member = await memberWithApplication(t, 'comeback');
    await failTimes(member, 3);
    const early = await member.client.post('/api/applications/reapply');
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^You can apply again on .+ UTC\.$/);

    await t.sql("UPDATE applications SET reapply_at = reapply_at - interval '31 days' WHERE id = ?", [
      member.applicationId,
    ]);
    const renewed = await member.client.post('/api/applications/reapply');
    expect(renewed.status).toBe(201);
    expect(renewed.body).toEqual({
      id: expect.any(Number),
      status: 'quiz_required',
      reapplyAt: null,
      decisionNote: null,
    });
    expect(renewed.body.id).not.toBe(member.applicationId);
    expect((await member.client.get('/api/quiz/current')).body).toEqual({
      attempt: null,
      attemptsLeft: 3,
      nextAttemptAt: null,
    });
    const started = await member.client.post('/api/quiz/start');
    expect(started.status).toBe(200);
    expect(await attemptCount(renewed.body.id)).toBe(1);
    expect(await attemptCount(member.applicationId)).toBe(3);

    // The editors see both applications, each with its own attempts.
    const admin = await t.signIn(ADMIN);
    const queue = await admin.get('/api/admin/applications?search=comeback');
    const byId = new Map(
      (queue.body.items as { id: number; attempts: unknown[] }[]).map((item) => [item.id, item.attempts.length]),
    );
    expect(byId).toEqual(
      new Map([
        [member.applicationId, 3],
        [renewed.body.id, 1],
      ]),
    );
  });
});

describe('assessment: concurrent starts cannot pass the attempt limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No wait, so only the limit stands between a stampede of starts and a fourth attempt.
    t = await startTestApp({ QUIZ_RETAKE_COOLDOWN_MINUTES: '0' });
  });
  afterAll(() => t.close());

  it('of parallel starts and submissions, no more than 3 attempts are made, and the third failure rejects', async () => {
    const member = await memberWithApplication(t, 'stampede');
    const submit = () =>
      member.client.post('/api/quiz/submit', { answers: UNANSWERED_SHEET, applicationId: member.applicationId });
    const statuses = new Set<number>();
    for (let round = 0; round < 6; round += 1) {
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => member.client.post('/api/quiz/start')),
        submit(),
        submit(),
      ]);
      for (const response of responses) statuses.add(response.status);
    }
    await submit();
    const [{ n }] = await t.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM quiz_attempts WHERE application_id = ?',
      [member.applicationId],
    );
    expect(n).toBe(3);
    expect([...statuses].every((status) => [200, 409].includes(status))).toBe(true);
    const [row] = await t.sql<{ status: string }>('SELECT status FROM applications WHERE id = ?', [
      member.applicationId,
    ]);
    expect(row.status).toBe('rejected');
    const after = await Promise.all(Array.from({ length: 5 }, () => member.client.post('/api/quiz/start')));
    expect(after.map((response) => response.status)).toEqual([409, 409, 409, 409, 409]);
  });

  it('a start that decided before another tab started, finished and failed the last attempt adds none', async () => {
    const member = await memberWithApplication(t, 'interleaved');
    await failAttempt(member);
    await failAttempt(member);
    // The slow tab's draw takes a while, between its decision (2 attempts used) and its insert. Meanwhile the
    // fast tab starts, and its attempt fails. Without the application's lock the slow tab then adds a fourth.
    const questions = t.app.get<QuestionRepository>(QUESTION_REPOSITORY);
    const draw = questions.listDrawable.bind(questions);
    jest.spyOn(questions, 'listDrawable').mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return draw();
    });
    try {
      const slow = Promise.resolve(member.client.post('/api/quiz/start'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const fast = await member.client.post('/api/quiz/start');
      expect(fast.status).toBe(200);
      const submitted = await member.client.post('/api/quiz/submit', {
        answers: UNANSWERED_SHEET,
        applicationId: member.applicationId,
        attemptId: fast.body.attemptId,
      });
      expect(submitted.body).toMatchObject({ passed: false });
      expect([200, 409]).toContain((await slow).status);
    } finally {
      jest.restoreAllMocks();
    }
    await member.client.post('/api/quiz/submit', { answers: UNANSWERED_SHEET, applicationId: member.applicationId });
    const [{ n }] = await t.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM quiz_attempts WHERE application_id = ?',
      [member.applicationId],
    );
    expect(n).toBe(3);
    const [row] = await t.sql<{ status: string }>('SELECT status FROM applications WHERE id = ?', [
      member.applicationId,
    ]);
    expect(row.status).toBe('rejected');
  });
});

describe('assessment: retake rules from the settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ QUIZ_RETAKE_COOLDOWN_MINUTES: '10', QUIZ_MAX_ATTEMPTS: '2', QUIZ_REAPPLY_WAIT_DAYS: '0' });
  });
  afterAll(() => t.close());

  it('waits 10 minutes after a failure, stops at 2 attempts, and lets the member apply again at once', async () => {
    const clock = controlClock(t);
    try {
      const member = await memberWithApplication(t, 'limited');
      await failAttempt(member);
      const waiting = await member.client.post('/api/quiz/start');
      expect(waiting.status).toBe(429);
      expect(waiting.body.message).toMatch(/^You can retake the quiz on .+ UTC\.$/);
      const { nextAttemptAt } = (await member.client.get('/api/quiz/current')).body as { nextAttemptAt: string };
      expect(waiting.body.message).toBe(`You can retake the quiz on ${utcMoment(new Date(nextAttemptAt))}.`);
      expect(new Date(nextAttemptAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(new Date(nextAttemptAt).getTime() - Date.now()).toBeLessThanOrEqual(11 * 60_000);
      clock.advance(11 * 60);
      await failAttempt(member);
      clock.advance(11 * 60);
      const limited = await member.client.post('/api/quiz/start');
      expect(limited.status).toBe(409);
      expect(limited.body.message).toBe(
        'You have used every quiz attempt for this application, and it has been closed. ' +
          'You can apply again now, from the writing assessment page.',
      );
      const renewed = await member.client.post('/api/applications/reapply');
      expect(renewed.status).toBe(201);
      expect((await member.client.post('/api/quiz/start')).status).toBe(200);
    } finally {
      clock.restore();
    }
  });
});
