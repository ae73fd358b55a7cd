import request from 'supertest';
import { memberWithApplication } from './support/quiz-helpers';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

describe('admin: applications review', () => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;
  const setStatus = (id: number, status: string) =>
    t.sql(
      "UPDATE applications SET status = ?, decided_at = CASE WHEN ? IN ('approved', 'rejected') THEN now() END WHERE id = ?",
      [status, status, id],
    );
  const audit = (id: number) =>
    t.sql<{ actor_id: number; action: string; before: unknown; after: unknown }>(
      "SELECT actor_id, action, before, after FROM audit_log WHERE entity_type = 'application' AND entity_id = ? ORDER BY id",
      [String(id)],
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn(ADMIN);
    member = await t.signIn(DEMO);
  });
  afterAll(() => t.close());

  describe.each([
    ['GET', '/api/admin/applications', undefined],
    ['GET', '/api/admin/applications?status=pending&search=dana&page=1&pageSize=5', undefined],
    ['PATCH', '/api/admin/applications/1', { status: 'approved' }],
  ])('%s %s authorization', (method, url, body) => {
    const call = (client: TestClient) => (method === 'GET' ? client.get(url) : client.patch(url, body));

    it('answers 401 without a session', async () => {
      const anonymous = await t.client();
      const response = await call(anonymous);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    });

    it('answers 403 to a member', async () => {
      const response = await call(member);
      expect(response.status).toBe(403);
      expect(response.body.statusCode).toBe(403);
    });
  });

  it('lists the first page with its applicants, answers and attempts, pending first', async () => {
    const pending = await memberWithApplication(t, 'reviewme');
    await setStatus(pending.applicationId, 'pending');
    const response = await admin.get('/api/admin/applications');
    expect(response.status).toBe(200);
    const [{ count }] = await t.sql<{ count: number }>('SELECT count(*)::int AS count FROM applications');
    expect(response.body).toMatchObject({ total: count, page: 1, pageSize: 20 });
    expect(response.body.items[0]).toMatchObject({
      id: pending.applicationId,
      status: 'pending',
      applicant: { id: pending.userId, email: 'reviewme@penwright.test', firstName: 'Test' },
      attempts: [],
    });
    const demo = response.body.items.find((a: { applicant: { email: string } }) => a.applicant.email === DEMO.email);
    expect(demo).toMatchObject({
      status: 'quiz_required',
      answers: { name: 'Dana Writer', acknowledgment: 'acknowledge' },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('approves a pending application with a note and writes the audit log', async () => {
    const { applicationId } = await memberWithApplication(t, 'approveme');
    await setStatus(applicationId, 'pending');
    const response = await admin.patch(`/api/admin/applications/${applicationId}`, {
      status: 'approved',
      note: '  Strong samples.  ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: applicationId, status: 'approved', decisionNote: 'Strong samples.' });
    const [adminRow] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
    expect(await audit(applicationId)).toEqual([
      {
        actor_id: adminRow.id,
        action: 'application.decide',
        before: { status: 'pending', decisionNote: null },
        after: { status: 'approved', decisionNote: 'Strong samples.' },
      },
    ]);
  });

  it('lets editors change their mind (approved ↔ rejected) but not repeat or skip the quiz', async () => {
    const { applicationId, client } = await memberWithApplication(t, 'mindchange');
    const url = `/api/admin/applications/${applicationId}`;
    const early = await admin.patch(url, { status: 'approved' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This application cannot be decided before the applicant passes the quiz');
    await setStatus(applicationId, 'pending');
    expect((await admin.patch(url, { status: 'rejected', note: 'No samples received' })).status).toBe(200);
    const again = await admin.patch(url, { status: 'rejected' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application is already rejected');
    expect((await admin.patch(url, { status: 'approved' })).body).toMatchObject({
      status: 'approved',
      decisionNote: null,
    });
    expect((await client.get('/api/applications/me')).body.status).toBe('approved');
    expect((await audit(applicationId)).map((e) => e.after)).toEqual([
      { status: 'rejected', decisionNote: 'No samples received' },
      { status: 'approved', decisionNote: null },
    ]);
  });

  it('settles concurrent decisions in the database: one wins, the other is told', async () => {
    const { applicationId } = await memberWithApplication(t, 'raced');
    await setStatus(applicationId, 'pending');
    const url = `/api/admin/applications/${applicationId}`;
    const statuses = (
      await Promise.all([admin.patch(url, { status: 'approved' }), admin.patch(url, { status: 'approved' })])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await audit(applicationId)).toHaveLength(1);
  });

  it.each([
    ['a status editors cannot set', { status: 'pending' }, 'status must be approved or rejected'],
    ['no status', { note: 'x' }, 'status must be approved or rejected'],
    ['a note that is not text', { status: 'approved', note: 5 }, 'The note must be text'],
    ['a long note', { status: 'approved', note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters'],
    ['an unknown field', { status: 'approved', score: 25 }, 'property score should not exist'],
  ])('answers 400 to %s', async (_name, body, message) => {
    const response = await admin.patch('/api/admin/applications/1', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    for (const id of ['abc', '0', '1.5', '1e3', '0x10', '99999999999']) {
      const response = await admin.patch(`/api/admin/applications/${id}`, { status: 'approved' });
      expect(response.status).toBe(400);
    }
    const missing = await admin.patch('/api/admin/applications/999999', { status: 'approved' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
    expect((await request(t.server).get('/api/admin/applications')).status).toBe(401);
  });
});
