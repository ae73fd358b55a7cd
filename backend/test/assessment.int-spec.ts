import request from 'supertest';
import { QUESTION_BANK } from '../src/modules/assessment/infrastructure/seed/question-bank';
import { answerKey, answersWith, controlClock, memberWithApplication } from './support/quiz-helpers';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface Sheet {
  attemptId: number;
  deadline: string;
  remainingSeconds: number;
  questions: { id: number; category: string; difficulty: number; question: string; options: string[] }[];
  answers: number[];
}

/** Every raw body a quiz call answered in this file, checked at the end for any trace of the answer key. */
const rawBodies: string[] = [];
const record = <T extends request.Response>(response: T): T => {
  rawBodies.push(response.text);
  return response;
};

function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)]);
}

describe('assessment: the quiz', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  beforeAll(async () => {
    // This file retakes at once to test grading and the draw; D17's wait is tested in assessment-retakes.
    t = await startTestApp({ QUIZ_RETAKE_COOLDOWN_MINUTES: '0' });
  });
  beforeEach(() => {
    clock = controlClock(t);
  });
  afterEach(() => clock.restore());
  afterAll(() => t.close());

  const start = async (client: TestClient) => record(await client.post('/api/quiz/start'));
  const show = async (client: TestClient) => record(await client.get('/api/quiz/questions'));

  it('seeds the whole bank, upserted by key', async () => {
    const [{ n }] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM quiz_questions WHERE retired_at IS NULL');
    expect(Number(n)).toBe(QUESTION_BANK.length);
  });

  it('answers 401 to every quiz call without a session', async () => {
    const anonymous = await t.client();
    const calls = [
      anonymous.get('/api/quiz/questions'),
      anonymous.post('/api/quiz/start'),
      anonymous.get('/api/quiz/current'),
      anonymous.get('/api/quiz/attempts'),
      anonymous.put('/api/quiz/answers', { questionId: 1, answer: 0 }),
      anonymous.post('/api/quiz/submit', { answers: [], applicationId: 1 }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
  });

  it('requires an application', async () => {
    const admin = await t.signIn(ADMIN);
    const response = await start(admin);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Application required: please submit an application before taking the quiz.');
    const shown = await show(admin);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ attempt: null });
  });

  it('starts an attempt only on a POST with the CSRF token; a GET shows the open one or none', async () => {
    const writer = await memberWithApplication(t, 'reader');
    const attemptCount = async () => {
      const [{ n }] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM quiz_attempts WHERE user_id = ?', [
        writer.userId,
      ]);
      return Number(n);
    };
    for (let i = 0; i < 3; i += 1) {
      const none = await show(writer.client);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ attempt: null });
    }
    expect(await attemptCount()).toBe(0);

    // The session cookie and the XSRF-TOKEN cookie go along, as a forged cross-site form would send them.
    const forged = await writer.client.agent.post('/api/quiz/start');
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Invalid or missing CSRF token');
    expect(await attemptCount()).toBe(0);
    // The refusal came with a fresh token (the page's one retry); the tab takes it up as a browser would.
    const renewed = /XSRF-TOKEN=([^;]+)/.exec(String(forged.headers['set-cookie']))?.[1];
    writer.client.csrfToken = decodeURIComponent(renewed ?? writer.client.csrfToken);

    const started = await start(writer.client);
    expect(started.status).toBe(200);
    const sheet = started.body as Sheet;
    expect(sheet.questions).toHaveLength(25);
    const again = await start(writer.client);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      attemptId: sheet.attemptId,
      deadline: sheet.deadline,
      questions: sheet.questions,
    });
    const shown = await show(writer.client);
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.body).sort()).toEqual(Object.keys(sheet).sort());
    expect(shown.body).toMatchObject({
      attemptId: sheet.attemptId,
      deadline: sheet.deadline,
      questions: sheet.questions,
      answers: sheet.answers,
    });
    expect(shown.body.remainingSeconds).toBeLessThanOrEqual(sheet.remainingSeconds);
    expect(shown.body.remainingSeconds).toBeGreaterThan(sheet.remainingSeconds - 10);
    expect(await attemptCount()).toBe(1);
  });

  it('starts a 25-question attempt over the six topics with a 1800 s server deadline', async () => {
    const demo = await t.signIn(DEMO);
    expect(record(await demo.get('/api/quiz/current')).body).toEqual({
      attempt: null,
      attemptsLeft: 3,
      nextAttemptAt: null,
    });
    const response = await start(demo);
    expect(response.status).toBe(200);
    const sheet = response.body as Sheet;
    expect(sheet.questions).toHaveLength(25);
    expect(sheet.remainingSeconds).toBeGreaterThanOrEqual(1799);
    expect(new Date(sheet.deadline).getTime() - Date.now()).toBeGreaterThan(1790_000);
    expect(sheet.answers).toEqual(Array(25).fill(-1));
    const perTopic = new Map<string, number>();
    for (const q of sheet.questions) perTopic.set(q.category, (perTopic.get(q.category) ?? 0) + 1);
    expect(perTopic.size).toBe(6);
    expect([...perTopic.values()].every((n) => n === 4 || n === 5)).toBe(true);
    // Options are shuffled per attempt: the right answer's position tells nothing about the bank's order.
    const key = await answerKey(t, sheet.attemptId);
    const authoredPositions = sheet.questions.map(
      (q) => QUESTION_BANK.find((b) => b.question === q.question)?.correctIndex,
    );
    expect(key).not.toEqual(authoredPositions);
    for (const q of sheet.questions) {
      expect(Object.keys(q).sort()).toEqual(['category', 'difficulty', 'id', 'options', 'question']);
      const authored = QUESTION_BANK.find((b) => b.question === q.question);
      expect([...q.options].sort()).toEqual([...(authored?.options ?? [])].sort());
    }
  });

  it('resumes the same attempt and clock after a reload, with the autosaved answers', async () => {
    const demo = await t.signIn(DEMO);
    const first = (await start(demo)).body as Sheet;
    const saved = await demo.put('/api/quiz/answers', { questionId: first.questions[3].id, answer: 2 });
    expect(saved.status).toBe(204);
    clock.advance(600);
    const again = (await start(demo)).body as Sheet;
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.deadline).toBe(first.deadline);
    expect(again.questions).toEqual(first.questions);
    expect(again.remainingSeconds).toBeLessThanOrEqual(first.remainingSeconds - 600);
    expect(again.remainingSeconds).toBeGreaterThan(first.remainingSeconds - 610);
    expect(again.answers[3]).toBe(2);
    const shown = (await show(demo)).body as Sheet;
    expect(shown).toMatchObject({ attemptId: first.attemptId, deadline: first.deadline, questions: first.questions });
    expect(shown.answers[3]).toBe(2);
    const current = record(await demo.get('/api/quiz/current')).body;
    expect(current.attempt).toMatchObject({ id: first.attemptId, answered: 1, total: 25 });
  });

  it('validates autosaves and submissions', async () => {
    const demo = await t.signIn(DEMO);
    const sheet = (await start(demo)).body as Sheet;
    const { body: application } = await demo.get('/api/applications/me');
    const bad = [
      await demo.put('/api/quiz/answers', { questionId: sheet.questions[0].id, answer: 4 }),
      await demo.put('/api/quiz/answers', { questionId: sheet.questions[0].id, answer: '1' }),
      await demo.put('/api/quiz/answers', { questionId: 999999, answer: 1 }),
      await demo.post('/api/quiz/submit', { answers: [0, 1], applicationId: application.id }),
      await demo.post('/api/quiz/submit', { answers: Array(25).fill(7), applicationId: application.id }),
      await demo.post('/api/quiz/submit', { answers: Array(25).fill(0) }),
      await demo.post('/api/quiz/submit', { answers: Array(25).fill(0), applicationId: application.id, score: 25 }),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(bad[0].body.message).toEqual(['Each answer must be an option number from 0 to 3, or -1 for unanswered']);
    expect(bad[3].body.message).toBe('Please send one answer for each of the 25 questions');
    const other = await demo.post('/api/quiz/submit', { answers: Array(25).fill(0), applicationId: 999 });
    expect(other.status).toBe(404);
  });

  it('grades on the server: 17/25 fails, the retake avoids earlier questions, 18/25 passes and opens review', async () => {
    const writer = await memberWithApplication(t, 'boundary');
    const first = (await start(writer.client)).body as Sheet;
    const failed = record(
      await writer.client.post('/api/quiz/submit', {
        answers: answersWith(await answerKey(t, first.attemptId), 17),
        applicationId: writer.applicationId,
      }),
    );
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ score: 17, maxScore: 25, passed: false });
    expect((await writer.client.get('/api/applications/me')).body.status).toBe('quiz_required');

    const second = (await start(writer.client)).body as Sheet;
    expect(second.attemptId).not.toBe(first.attemptId);
    const earlier = new Set(first.questions.map((q) => q.id));
    expect(second.questions.filter((q) => earlier.has(q.id))).toEqual([]);
    const passed = record(
      await writer.client.post('/api/quiz/submit', {
        answers: answersWith(await answerKey(t, second.attemptId), 18),
        applicationId: writer.applicationId,
        attemptId: second.attemptId,
      }),
    );
    expect(passed.body).toEqual({ score: 18, maxScore: 25, passed: true });
    expect((await writer.client.get('/api/applications/me')).body.status).toBe('pending');

    const attempts = record(await writer.client.get('/api/quiz/attempts'));
    expect(attempts.body).toEqual([
      { id: first.attemptId, score: 17, maxScore: 25, completedAt: expect.any(String) },
      { id: second.attemptId, score: 18, maxScore: 25, completedAt: expect.any(String) },
    ]);
    const closed = await start(writer.client);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('You have passed the assessment; your application is being reviewed.');
    expect((await show(writer.client)).body).toEqual({ attempt: null });
  });

  it('never sends which option is correct', () => {
    expect(rawBodies.length).toBeGreaterThan(8);
    const slugs = QUESTION_BANK.map((q) => `"${q.key}"`);
    for (const body of rawBodies) {
      expect(body).not.toMatch(/correct_?index|"correct"|optionOrder|"items"|"key"/i);
      expect(slugs.filter((slug) => body.includes(slug))).toEqual([]);
      expect(fieldNames(JSON.parse(body)).filter((name) => /correct|key|order|items/i.test(name))).toEqual([]);
    }
  });
});
