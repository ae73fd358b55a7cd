import { memberWithApplication } from './support/quiz-helpers';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface Row {
  id: number;
  status: string;
  applicant: { email: string; firstName: string; lastName: string };
}

/** `GET /api/admin/applications` as a review queue: status filter, applicant search and pages. */
describe('admin: the applications review queue', () => {
  let t: TestApp;
  let admin: TestClient;
  const list = (query: Record<string, string | number>) =>
    admin.get(`/api/admin/applications?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  const emails = (body: { items: Row[] }) => body.items.map((row) => row.applicant.email).sort();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn(ADMIN);
    // Six applicants besides the two demo members (one waiting for the quiz, one approved): two pending, one approved, one rejected, two waiting for the quiz.
    const statuses = ['pending', 'quiz_required', 'approved', 'pending', 'rejected', 'quiz_required'];
    for (const [index, status] of statuses.entries()) {
      const { applicationId } = await memberWithApplication(t, `queue${index}`);
      await t.sql(
        "UPDATE applications SET status = ?, decided_at = CASE WHEN ? IN ('approved', 'rejected') THEN now() END WHERE id = ?",
        [status, status, applicationId],
      );
    }
    // Names whose LIKE wildcards must match literally, each beside a name the unescaped wildcard would match.
    await t.sql("UPDATE users SET last_name = '50%_off' WHERE username = 'queue0'");
    await t.sql("UPDATE users SET last_name = '500 off' WHERE username = 'queue1'");
    await t.sql("UPDATE users SET first_name = 'Ana_Maria' WHERE username = 'queue2'");
    await t.sql("UPDATE users SET first_name = 'AnaXMaria' WHERE username = 'queue3'");
  });
  afterAll(() => t.close());

  it('pages through every application exactly once, in the queue order, with the right total', async () => {
    const expected = await t.sql<{ id: number }>(
      `SELECT id FROM applications
       ORDER BY CASE status WHEN 'pending' THEN 0 WHEN 'quiz_required' THEN 1 ELSE 2 END, created_at DESC, id DESC`,
    );
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await list({ page, pageSize: 3 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: expected.length, page, pageSize: 3 });
      seen.push(...response.body.items.map((row: Row) => row.id));
    }
    expect(seen).toEqual(expected.map((row) => row.id));
    const statuses = (await list({ pageSize: 100 })).body.items.map((row: Row) => row.status);
    expect(statuses.slice(0, 2)).toEqual(['pending', 'pending']);
    expect(statuses.slice(-3).sort()).toEqual(['approved', 'approved', 'rejected']);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const response = await list({ page: 50, pageSize: 10 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [], total: 8, page: 50, pageSize: 10 });
  });

  it.each([
    ['pending', ['queue0@penwright.test', 'queue3@penwright.test']],
    ['quiz_required', [DEMO.email, 'queue1@penwright.test', 'queue5@penwright.test'].sort()],
    ['approved', [APPROVED_DEMO.email, 'queue2@penwright.test'].sort()],
    ['rejected', ['queue4@penwright.test']],
  ])('filters by status %s', async (status, expected) => {
    const response = await list({ status });
    expect(response.status).toBe(200);
    expect(emails(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
  });

  it.each([
    ['a username, in any case and with spaces around', '  QUEUE4 ', ['queue4@penwright.test']],
    ['part of an email', 'e5@penwright', ['queue5@penwright.test']],
    ['a first name', 'dana', [DEMO.email]],
    ['a first and last name together', 'ana_maria queue2', ['queue2@penwright.test']],
    ['a % literally', '50%', ['queue0@penwright.test']],
    ['an _ literally', 'ana_', ['queue2@penwright.test']],
    ['a backslash literally', '\\', []],
  ])('searches %s', async (_name, search, expected) => {
    const response = await list({ search });
    expect(response.status).toBe(200);
    expect(emails(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
  });

  it('combines the status filter, the search and the pages', async () => {
    const first = await list({ search: 'queue', status: 'pending', pageSize: 1 });
    const second = await list({ search: 'queue', status: 'pending', pageSize: 1, page: 2 });
    expect([first.body.total, second.body.total]).toEqual([2, 2]);
    expect([...emails(first.body), ...emails(second.body)]).toEqual(['queue3@penwright.test', 'queue0@penwright.test']);
  });

  it.each([
    [{ status: 'declined' }, 'status must be one of quiz_required, pending, approved, rejected'],
    [{ status: '' }, 'status must be one of quiz_required, pending, approved, rejected'],
    [{ search: '' }, 'search must be 1 to 100 characters'],
    [{ search: '   ' }, 'search must be 1 to 100 characters'],
    [{ search: 'x'.repeat(101) }, 'search must be 1 to 100 characters'],
    [{ search: 'a\u001bb' }, 'search must not contain control characters'],
    [{ search: '\u0007' }, 'search must not contain control characters'],
    [{ page: 0 }, 'page must be an integer from 1 to 1000000'],
    [{ page: -1 }, 'page must be an integer from 1 to 1000000'],
    [{ page: 1.5 }, 'page must be an integer from 1 to 1000000'],
    [{ page: 'abc' }, 'page must be an integer from 1 to 1000000'],
    [{ page: '' }, 'page must be an integer from 1 to 1000000'],
    [{ page: '1e300' }, 'page must be an integer from 1 to 1000000'],
    [{ pageSize: 0 }, 'pageSize must be an integer from 1 to 100'],
    [{ pageSize: 101 }, 'pageSize must be an integer from 1 to 100'],
    [{ pageSize: 'ten' }, 'pageSize must be an integer from 1 to 100'],
    [{ sort: 'email' }, 'property sort should not exist'],
  ])('answers 400 to %j', async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it.each([
    ['status=pending&status=approved', 'status must be one of'],
    ['search=a&search=b', 'search must be 1 to 100 characters'],
    ['page=1&page=2', 'page must be an integer'],
  ])('answers 400 to a repeated parameter (%s)', async (query, message) => {
    const response = await admin.get(`/api/admin/applications?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message[0]).toContain(message);
  });
});
