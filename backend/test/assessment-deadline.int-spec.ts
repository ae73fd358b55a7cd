import { MarkQuizPassed } from '../src/modules/applications/application/mark-quiz-passed';
import { OverdueAttemptsJob } from '../src/modules/assessment/infrastructure/overdue-attempts.job';
import { answerKey, answersWith, controlClock, memberWithApplication, type Member } from './support/quiz-helpers';
import { startTestApp, type TestApp } from './support/test-app';

interface Sheet {
  attemptId: number;
  remainingSeconds: number;
  questions: { id: number }[];
}

describe('assessment: the server holds the deadline', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  beforeAll(async () => {
    // A new start right after an expired attempt is part of this file; D17's wait is tested in assessment-retakes.
    t = await startTestApp({ QUIZ_RETAKE_COOLDOWN_MINUTES: '0' });
  });
  beforeEach(() => {
    clock = controlClock(t);
  });
  afterEach(() => clock.restore());
  afterAll(() => t.close());

  const attempt = (id: number) =>
    t.sql<{ grading: string; score: number; completed_at: Date | null }>(
      'SELECT grading, score, completed_at FROM quiz_attempts WHERE id = ?',
      [id],
    );

  /** Starts an attempt and autosaves the right answer to the first `right` questions. */
  async function startWithAutosaved(member: Member, right: number) {
    const sheet = (await member.client.post('/api/quiz/start')).body as Sheet;
    const key = await answerKey(t, sheet.attemptId);
    for (let i = 0; i < right; i += 1) {
      const saved = await member.client.put('/api/quiz/answers', { questionId: sheet.questions[i].id, answer: key[i] });
      expect(saved.status).toBe(204);
    }
    return { sheet, key };
  }

  it('counts a submission within the 30 s grace in full', async () => {
    const member = await memberWithApplication(t, 'graceful');
    const { sheet, key } = await startWithAutosaved(member, 0);
    clock.advance(1800 + 20);
    const response = await member.client.post('/api/quiz/submit', {
      answers: key,
      applicationId: member.applicationId,
    });
    expect(response.body).toEqual({ score: 25, maxScore: 25, passed: true });
    expect((await attempt(sheet.attemptId))[0].grading).toBe('submitted');
  });

  it('grades a late submission on the answers autosaved before the deadline only', async () => {
    const member = await memberWithApplication(t, 'latecomer');
    const { sheet, key } = await startWithAutosaved(member, 5);
    clock.advance(1800 + 31);
    const autosave = await member.client.put('/api/quiz/answers', {
      questionId: sheet.questions[6].id,
      answer: key[6],
    });
    expect(autosave.status).toBe(409);
    expect(autosave.body.message).toBe('Time is up: answers can no longer be changed.');
    const response = await member.client.post('/api/quiz/submit', {
      answers: key,
      applicationId: member.applicationId,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ score: 5, maxScore: 25, passed: false });
    expect((await attempt(sheet.attemptId))[0]).toMatchObject({ grading: 'late', score: 5 });
    expect((await member.client.get('/api/applications/me')).body.status).toBe('quiz_required');
  });

  it('lets the overdue job grade an abandoned attempt on its autosaved answers', async () => {
    const member = await memberWithApplication(t, 'abandoner');
    const { sheet } = await startWithAutosaved(member, 18);
    const job = t.app.get(OverdueAttemptsJob);
    clock.advance(1800 + 10);
    expect(await job.run()).toBe(0); // still within the grace
    clock.advance(60);
    expect(await job.run()).toBe(1);
    expect((await attempt(sheet.attemptId))[0]).toMatchObject({ grading: 'expired', score: 18 });
    expect((await member.client.get('/api/applications/me')).body.status).toBe('pending');
    const attempts = await member.client.get('/api/quiz/attempts');
    expect(attempts.body).toEqual([{ id: sheet.attemptId, score: 18, maxScore: 25, completedAt: expect.any(String) }]);
    expect(await job.run()).toBe(0);
  });

  it('shows an expired attempt as completed even before the job runs, and a new start gets a fresh clock', async () => {
    const member = await memberWithApplication(t, 'returner');
    const { sheet } = await startWithAutosaved(member, 2);
    clock.advance(3600);
    expect((await member.client.get('/api/quiz/current')).body).toEqual({
      attempt: null,
      attemptsLeft: 2,
      nextAttemptAt: null,
    });
    expect((await member.client.get('/api/quiz/questions')).body).toEqual({ attempt: null });
    const fresh = (await member.client.post('/api/quiz/start')).body as Sheet;
    expect(fresh.attemptId).not.toBe(sheet.attemptId);
    expect(fresh.remainingSeconds).toBeGreaterThanOrEqual(1799);
    expect((await attempt(sheet.attemptId))[0]).toMatchObject({ grading: 'expired', score: 2 });
  });

  it('grades a concurrent double submit once, and a repeat returns the same result', async () => {
    const member = await memberWithApplication(t, 'doubler');
    const sheet = (await member.client.post('/api/quiz/start')).body as Sheet;
    const key = await answerKey(t, sheet.attemptId);
    const body = (right: number) => ({ answers: answersWith(key, right), applicationId: member.applicationId });
    const [a, b] = await Promise.all([
      member.client.post('/api/quiz/submit', body(20)),
      member.client.post('/api/quiz/submit', body(10)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    const rows = await t.sql<{ score: number }>('SELECT score FROM quiz_attempts WHERE user_id = ?', [member.userId]);
    expect(rows).toEqual([{ score: a.body.score }]);
    const repeat = await member.client.post('/api/quiz/submit', body(25));
    expect(repeat.body).toEqual(a.body);
  });

  it('grades in one transaction: when the application cannot move on, the attempt stays open', async () => {
    const member = await memberWithApplication(t, 'rollback');
    const sheet = (await member.client.post('/api/quiz/start')).body as Sheet;
    const key = await answerKey(t, sheet.attemptId);
    const submit = { answers: key, applicationId: member.applicationId };
    const failing = jest
      .spyOn(t.app.get(MarkQuizPassed), 'execute')
      .mockRejectedValueOnce(new Error('the application could not be updated'));
    try {
      expect((await member.client.post('/api/quiz/submit', submit)).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await attempt(sheet.attemptId)).toEqual([{ grading: null, score: null, completed_at: null }]);
    expect((await member.client.get('/api/applications/me')).body.status).toBe('quiz_required');
    const graded = await member.client.post('/api/quiz/submit', submit);
    expect(graded.body).toEqual({ score: 25, maxScore: 25, passed: true });
    expect((await member.client.get('/api/applications/me')).body.status).toBe('pending');
  });

  it('starts one attempt for concurrent starts', async () => {
    const member = await memberWithApplication(t, 'racer');
    const sheets = await Promise.all(Array.from({ length: 4 }, () => member.client.post('/api/quiz/start')));
    expect(new Set(sheets.map((s) => s.body.attemptId)).size).toBe(1);
  });
});
