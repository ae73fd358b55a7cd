import { NUL_MESSAGE } from '../src/platform/http/validation';
import { PRACTICE_QUESTIONS } from '../src/modules/content/domain/courses/practice-questions';
import request from 'supertest';
import { inflateSync } from 'node:zlib';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const GE = Array.from({ length: 6 }, (_, i) => `ge-${i + 1}`);
const questionsOf = (lesson: string) => PRACTICE_QUESTIONS[lesson]!;
const rightAnswers = (lesson: string) => questionsOf(lesson).map((question) => question.answer);
/** The first wrong choice of each question. */
const wrongAnswers = (lesson: string) => questionsOf(lesson).map((question) => (question.answer === 0 ? 1 : 0));

describe('content: course progress and certificates', () => {
  let t: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    member = await t.signIn(DEMO);
  });
  afterAll(() => t.close());
  afterEach(() => t.sql('DELETE FROM course_lesson_completions'));

  const answer = (client: TestClient, lesson: string, answers: unknown, course = 'grammar-essentials') =>
    client.post(`/api/courses/${course}/lessons/${lesson}/answers`, { answers });
  const complete = (client: TestClient, lesson: string, course = 'grammar-essentials') =>
    answer(client, lesson, rightAnswers(lesson), course);

  it('answers 401 to visitors on every stored-progress call', async () => {
    const client = await t.client();
    const responses = [
      await client.get('/api/courses/grammar-essentials/progress'),
      await client.post('/api/courses/grammar-essentials/restart'),
      await client.post('/api/courses/editorial-fundamentals/waitlist'),
    ];
    for (const response of responses)
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });

  it('checks a wrong try, says why, and leaves the lesson incomplete', async () => {
    const wrong = await answer(member, 'ge-3', wrongAnswers('ge-3'));
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      lessonId: 'ge-3',
      results: questionsOf('ge-3').map((question) => ({ correct: false, explanation: question.explanation })),
      lessonCompleted: false,
      progress: {
        courseId: 'grammar-essentials',
        totalLessons: 6,
        completedLessonIds: [],
        completed: false,
        certificate: null,
      },
    });
    expect(await t.sql('SELECT * FROM course_lesson_completions')).toEqual([]);
  });

  it('completes a lesson only when every one of its questions is right in one try', async () => {
    const [first, ...rest] = rightAnswers('ge-3');
    const partly = await answer(member, 'ge-3', [first, ...rest.slice(0, -1), -1]);
    expect(partly.body.results.slice(0, 4).every((r: { correct: boolean }) => r.correct)).toBe(true);
    expect(partly.body.results[4]).toBeNull(); // unanswered: its explanation would give the answer away
    expect(partly.body.lessonCompleted).toBe(false);
    const oneWrong = await answer(member, 'ge-3', [wrongAnswers('ge-3')[0], ...rest]);
    expect(oneWrong.body.results.map((r: { correct: boolean }) => r.correct)).toEqual([false, true, true, true, true]);
    expect(oneWrong.body.progress.completedLessonIds).toEqual([]);

    const right = await complete(member, 'ge-3');
    expect(right.body).toMatchObject({ lessonCompleted: true, progress: { completedLessonIds: ['ge-3'] } });
    // A wrong try later never takes a completed lesson back.
    const after = await answer(member, 'ge-3', wrongAnswers('ge-3'));
    expect(after.body).toMatchObject({ lessonCompleted: false, progress: { completedLessonIds: ['ge-3'] } });
  });

  it("checks a visitor's answers without storing anything", async () => {
    const visitor = await t.client();
    const wrong = await answer(visitor, 'wb-1', wrongAnswers('wb-1'), 'writing-basics');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      lessonId: 'wb-1',
      results: [{ correct: false, explanation: questionsOf('wb-1')[0]!.explanation }],
      lessonCompleted: false,
      progress: null,
    });
    const right = await complete(visitor, 'wb-1', 'writing-basics');
    expect(right.body).toMatchObject({ lessonCompleted: true, progress: null });
    expect(await t.sql('SELECT * FROM course_lesson_completions')).toEqual([]);
  });

  it('has no way left to complete a lesson without its answers (the old Mark Complete call)', async () => {
    const bare = await member.post('/api/courses/grammar-essentials/lessons/ge-1/complete');
    expect(bare.status).toBe(404);
    const empty = await member.post('/api/courses/grammar-essentials/lessons/ge-1/answers', {});
    expect(empty.status).toBe(400);
    expect(await t.sql('SELECT * FROM course_lesson_completions')).toEqual([]);
  });

  it.each([
    ['no answers', [], "Send one answer for each of the lesson's 5 practice questions: the number of a choice, or -1"],
    [
      'too many answers',
      [0, 0, 0, 0, 0, 0],
      "Send one answer for each of the lesson's 5 practice questions: the number of a choice, or -1",
    ],
    [
      'a choice past the last',
      [2, 1, 1, 1, 1],
      "Send one answer for each of the lesson's 5 practice questions: the number of a choice, or -1",
    ],
    ['a text answer', ['1', 1, 1, 1, 1], ['Each answer must be the number of a choice, or -1 for unanswered']],
    ['a fraction', [0.5, 1, 1, 1, 1], ['Each answer must be the number of a choice, or -1 for unanswered']],
    ['not a list', 1, ['answers must be a list']],
  ])('answers 400 to %s', async (_name, answers, message) => {
    const response = await answer(member, 'ge-3', answers);
    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect(await t.sql('SELECT * FROM course_lesson_completions')).toEqual([]);
  });

  it('starts empty for both free courses', async () => {
    const wb = await member.get('/api/courses/writing-basics/progress');
    expect(wb.status).toBe(200);
    expect(wb.body).toEqual({
      courseId: 'writing-basics',
      totalLessons: 8,
      completedLessonIds: [],
      completed: false,
      certificate: null,
    });
    expect((await member.get('/api/courses/grammar-essentials/progress')).body.totalLessons).toBe(6);
  });

  it('records lessons once, in catalogue order, and resumes from another device', async () => {
    await complete(member, 'ge-3');
    await complete(member, 'ge-1');
    const repeat = await complete(member, 'ge-3');
    expect(repeat.status).toBe(200);
    expect(repeat.body.progress).toMatchObject({
      completedLessonIds: ['ge-1', 'ge-3'],
      completed: false,
      certificate: null,
    });
    const otherDevice = await t.signIn(DEMO);
    expect((await otherDevice.get('/api/courses/grammar-essentials/progress')).body.completedLessonIds).toEqual([
      'ge-1',
      'ge-3',
    ]);
  });

  it('keeps members apart', async () => {
    await complete(member, 'ge-1');
    const admin = await t.signIn(ADMIN);
    expect((await admin.get('/api/courses/grammar-essentials/progress')).body.completedLessonIds).toEqual([]);
  });

  it('issues one certificate on the last lesson, keeps it on restart and reissues nothing', async () => {
    let last: request.Response | undefined;
    for (const lesson of GE.slice(0, 5)) last = await complete(member, lesson);
    // Five of six lessons right, the sixth tried wrong: the course is not complete and nothing is issued.
    last = await answer(member, 'ge-6', wrongAnswers('ge-6'));
    expect(last.body.progress).toMatchObject({
      completed: false,
      completedLessonIds: GE.slice(0, 5),
      certificate: null,
    });
    expect(await t.sql('SELECT id FROM course_certificates')).toEqual([]);
    last = await complete(member, 'ge-6');
    expect(last.body.progress).toMatchObject({ completed: true, completedLessonIds: GE });
    const certificate = last?.body.progress.certificate;
    expect(certificate.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const restarted = await member.post('/api/courses/grammar-essentials/restart');
    expect(restarted.status).toBe(200);
    expect(restarted.body).toMatchObject({ completedLessonIds: [], completed: false, certificate });

    for (const lesson of GE) last = await complete(member, lesson);
    expect(last?.body.progress.certificate).toEqual(certificate);
    const rows = await t.sql("SELECT id FROM course_certificates WHERE course_id = 'grammar-essentials'");
    expect(rows).toEqual([{ id: certificate.id }]);

    const verified = await request(t.server).get(`/api/certificates/${certificate.id}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      id: certificate.id,
      courseTitle: 'Grammar Essentials',
      memberName: 'Dana Writer',
      issuedAt: certificate.issuedAt,
    });
    expect((await request(t.server).get(`/api/certificates/${certificate.id.toUpperCase()}`)).status).toBe(200);
  });

  it('serves the certificate as a PDF naming the member, the course, the date, the id and the verification URL', async () => {
    for (const lesson of GE) await complete(member, lesson);
    const [{ id, issued }] = await t.sql<{ id: string; issued: string }>(
      `SELECT c.id, to_char(c.issued_at AT TIME ZONE 'UTC', 'FMMonth FMDD, YYYY') AS issued
       FROM course_certificates c JOIN users u ON u.id = c.user_id WHERE u.email = ?`,
      [DEMO.email],
    );
    const response = await request(t.server)
      .get(`/api/certificates/${id}/pdf`)
      .set('Host', 'writers.example')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${id}.pdf"`);
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(pdf.length);
    // pdfkit writes the text as hex glyph strings; the link annotation keeps the URL as it is.
    const text = pdfText(pdf);
    for (const words of ['Dana Writer', 'Grammar Essentials', `Certificate ID: ${id}`, issued]) {
      expect(text).toContain(words);
    }
    // SITE_URL (outside production its default, http://localhost:PORT), never the request's Host header (issue 30).
    expect(pdf.toString('latin1')).toContain(`(http://localhost:3000/certificates/${id})`);
    expect(pdf.toString('latin1')).not.toContain('writers.example');
  });

  it('answers 404 for the PDF of an unknown certificate and 400 for a malformed id', async () => {
    const unknown = await request(t.server).get('/api/certificates/00000000-0000-4000-8000-000000000000/pdf');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, code: 'CERTIFICATE_NOT_FOUND', message: 'Certificate not found' });
    for (const id of ['not-a-uuid', "1'%20OR%20'1'%3D'1", 'a'.repeat(40), '..%2F..%2Fetc']) {
      const malformed = await request(t.server).get(`/api/certificates/${id}/pdf`);
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Certificate id must be a UUID',
      });
    }
  });

  it('issues exactly one certificate when the last lessons complete concurrently', async () => {
    const admin = await t.signIn(ADMIN);
    const responses = await Promise.all(GE.map((lesson) => complete(admin, lesson)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const rows = await t.sql<{ id: string }>(
      "SELECT c.id FROM course_certificates c JOIN users u ON u.id = c.user_id WHERE u.email = ? AND c.course_id = 'grammar-essentials'",
      [ADMIN.email],
    );
    expect(rows).toHaveLength(1);
    const final = await admin.get('/api/courses/grammar-essentials/progress');
    expect(final.body.certificate.id).toBe(rows[0].id);
  });

  it.each([
    ['an unknown course', '/api/courses/no-such-course/progress', 'GET', 'Course not found'],
    ['a premium course', '/api/courses/editorial-fundamentals/progress', 'GET', 'Course not found'],
    ['a prototype key', '/api/courses/__proto__/progress', 'GET', 'Course not found'],
    ['a constructor key', '/api/courses/constructor/restart', 'POST', 'Course not found'],
    [
      'a lesson of the other course',
      '/api/courses/grammar-essentials/lessons/wb-1/answers',
      'POST',
      'Lesson not found',
    ],
    ['an unknown lesson', '/api/courses/writing-basics/lessons/wb-9/answers', 'POST', 'Lesson not found'],
    [
      'a hostile lesson id',
      "/api/courses/writing-basics/lessons/wb-1'%3B%20DROP%20TABLE%20users--/answers",
      'POST',
      'Lesson not found',
    ],
    ['a traversal lesson id', '/api/courses/writing-basics/lessons/..%2F..%2Fwb-1/answers', 'POST', 'Lesson not found'],
  ])('answers 404 to %s', async (_name, path, method, message) => {
    const response = method === 'GET' ? await member.get(path) : await member.post(path, { answers: [0] });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'COURSE_NOT_FOUND', message });
  });

  it('answers 400 to a certificate id holding NUL, like any text that PostgreSQL cannot store', async () => {
    const response = await request(t.server).get('/api/certificates/%00');
    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: [NUL_MESSAGE] });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1", 'a'.repeat(40)])(
    'answers 404 to certificate %s',
    async (id) => {
      const response = await request(t.server).get(`/api/certificates/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'CERTIFICATE_NOT_FOUND',
        message: 'Certificate not found',
      });
    },
  );

  it('refuses a course call without the CSRF header', async () => {
    const response = await member.agent
      .post('/api/courses/grammar-essentials/lessons/ge-1/answers')
      .send({ answers: rightAnswers('ge-1') });
    expect(response.status).toBe(403);
  });
});

describe('content: premium wait list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('adds a member once per course, answering 200 every time', async () => {
    const member = await t.signIn(DEMO);
    for (let i = 0; i < 3; i += 1) {
      const response = await member.post('/api/courses/advanced-copywriting/waitlist');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ courseId: 'advanced-copywriting', onWaitlist: true });
    }
    await Promise.all([1, 2, 3].map(() => member.post('/api/courses/content-strategy-seo/waitlist')));
    const rows = await t.sql('SELECT course_id FROM course_waitlist ORDER BY course_id');
    expect(rows).toEqual([{ course_id: 'advanced-copywriting' }, { course_id: 'content-strategy-seo' }]);
  });

  it("tells the member which wait lists they are on (Enroll Now's state after a reload), and only theirs", async () => {
    const member = await t.signIn(DEMO);
    await member.post('/api/courses/fiction-writing-workshop/waitlist');
    const mine = await member.get('/api/courses/waitlist');
    expect(mine.status).toBe(200);
    expect(mine.body.courseIds).toEqual(expect.arrayContaining(['fiction-writing-workshop']));
    expect([...mine.body.courseIds].sort()).toEqual(mine.body.courseIds);

    const other = await t.signIn(APPROVED_DEMO);
    expect((await other.get('/api/courses/waitlist')).body).toEqual({ courseIds: [] });
    expect((await (await t.client()).get('/api/courses/waitlist')).status).toBe(401);
  });

  it.each(['writing-basics', 'no-such-course', 'hasOwnProperty'])('answers 404 to %s', async (course) => {
    const member = await t.signIn(DEMO);
    const response = await member.post(`/api/courses/${course}/waitlist`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'COURSE_NOT_FOUND', message: 'Course not found' });
  });
});

/** The text a PDF draws with pdfkit's standard fonts: its content streams' hex strings decoded, in order. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return match[1]!;
    }
  });
  return streams
    .join('\n')
    .split('\n')
    .map((line) =>
      [...line.matchAll(/<([0-9a-f]+)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    )
    .join(' ');
}
