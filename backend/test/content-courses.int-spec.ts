import { NUL_MESSAGE } from '../src/platform/http/validation';
import request from 'supertest';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const GE = Array.from({ length: 6 }, (_, i) => `ge-${i + 1}`);

describe('content: course progress and certificates', () => {
  let t: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    member = await t.signIn(DEMO);
  });
  afterAll(() => t.close());
  afterEach(() => t.sql('DELETE FROM course_lesson_completions'));

  const complete = (client: TestClient, lesson: string, course = 'grammar-essentials') =>
    client.post(`/api/courses/${course}/lessons/${lesson}/complete`);

  it('answers 401 to visitors on every course call', async () => {
    const client = await t.client();
    const responses = [
      await client.get('/api/courses/grammar-essentials/progress'),
      await complete(client, 'ge-1'),
      await client.post('/api/courses/grammar-essentials/restart'),
      await client.post('/api/courses/editorial-fundamentals/waitlist'),
    ];
    for (const response of responses) expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
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
    expect(repeat.body).toMatchObject({ completedLessonIds: ['ge-1', 'ge-3'], completed: false, certificate: null });
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
    for (const lesson of GE) last = await complete(member, lesson);
    expect(last?.body).toMatchObject({ completed: true, completedLessonIds: GE });
    const certificate = last?.body.certificate;
    expect(certificate.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const restarted = await member.post('/api/courses/grammar-essentials/restart');
    expect(restarted.status).toBe(200);
    expect(restarted.body).toMatchObject({ completedLessonIds: [], completed: false, certificate });

    for (const lesson of GE) last = await complete(member, lesson);
    expect(last?.body.certificate).toEqual(certificate);
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
      '/api/courses/grammar-essentials/lessons/wb-1/complete',
      'POST',
      'Lesson not found',
    ],
    ['an unknown lesson', '/api/courses/writing-basics/lessons/wb-9/complete', 'POST', 'Lesson not found'],
    [
      'a hostile lesson id',
      "/api/courses/writing-basics/lessons/wb-1'%3B%20DROP%20TABLE%20users--/complete",
      'POST',
      'Lesson not found',
    ],
    [
      'a traversal lesson id',
      '/api/courses/writing-basics/lessons/..%2F..%2Fwb-1/complete',
      'POST',
      'Lesson not found',
    ],
  ])('answers 404 to %s', async (_name, path, method, message) => {
    const response = method === 'GET' ? await member.get(path) : await member.post(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message });
  });

  it('answers 400 to a certificate id holding NUL, like any text that PostgreSQL cannot store', async () => {
    const response = await request(t.server).get('/api/certificates/%00');
    expect(response.body).toEqual({ statusCode: 400, message: [NUL_MESSAGE] });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1", 'a'.repeat(40)])(
    'answers 404 to certificate %s',
    async (id) => {
      const response = await request(t.server).get(`/api/certificates/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Certificate not found' });
    },
  );

  it('refuses a course call without the CSRF header', async () => {
    const response = await member.agent.post('/api/courses/grammar-essentials/lessons/ge-1/complete');
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
    expect(response.body).toEqual({ statusCode: 404, message: 'Course not found' });
  });
});
