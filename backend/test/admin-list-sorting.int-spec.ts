import { anAssignment, anAssignmentIn, writers } from './support/assignment-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const ASSIGNMENT_STATUSES =
  "ARRAY['available','assigned','in_progress','submitted','reviewed','completed','cancelled']";
const PAYOUT_STATUSES = "ARRAY['pending','processing','completed']";
const APPLICATION_STATUSES = "ARRAY['quiz_required','pending','approved','rejected']";

/**
 * Each list's sortable fields and the SQL that says, independently of the app, in which order its rows come:
 * `FROM` and the sort expression of every field, ties by id.
 */
const LISTS = {
  users: {
    from: 'FROM users x',
    fields: { name: ['x.first_name', 'x.last_name'], email: 'x.email', createdAt: 'x.created_at' },
  },
  assignments: {
    from: 'FROM assignments x',
    fields: {
      title: 'x.title',
      payRate: 'x.pay_rate_cents',
      deadline: 'x.deadline',
      status: `array_position(${ASSIGNMENT_STATUSES}, x.status::text)`,
      createdAt: 'x.created_at',
    },
  },
  payouts: {
    from: 'FROM payouts x',
    fields: {
      amount: 'x.amount_cents',
      status: `array_position(${PAYOUT_STATUSES}, x.status::text)`,
      createdAt: 'x.created_at',
    },
  },
  applications: {
    from: 'FROM applications x JOIN users u ON u.id = x.user_id',
    fields: {
      name: "lower(u.first_name || ' ' || u.last_name)",
      status: `array_position(${APPLICATION_STATUSES}, x.status::text)`,
      createdAt: 'x.created_at',
    },
  },
  'feed-posts': {
    from: 'FROM social_posts x',
    fields: { postedAt: 'x.posted_at' },
  },
} as const;

/** `sortBy`/`sortOrder` on every paged admin list, the Assignments filters, and the audit log's order. */
describe('admin: sorted lists and the assignments filters', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    admin = await t.signIn(ADMIN);
    const [ada, bea] = await writers(t, 6);
    // Ties on every sortable column (same title, pay, deadline, status, amount), so the id must break them.
    for (const days of [-3, -3, 5, 9])
      await anAssignment(t, { title: 'Harbour towns', payRateCents: 5, deadlineDays: days });
    for (const [status, days] of [
      ['assigned', -2],
      ['in_progress', -1],
      ['reviewed', -4],
      ['submitted', -5],
      ['assigned', 6],
      ['completed', -8],
      ['cancelled', -6],
    ] as const) {
      await anAssignmentIn(t, status, status === 'reviewed' ? bea.userId : ada.userId, {
        title: `Brief ${status}`,
        payRateCents: 5000,
        isPerWord: false,
        deadlineDays: days,
      });
    }
    await t.sql(
      `INSERT INTO payouts (user_id, assignment_id, assignment_title, amount_cents, status, processed_at, completed_at)
       SELECT ?, id, title, 6000 - 1000 * (id % 2), (${PAYOUT_STATUSES})[1 + id % 3],
              CASE WHEN id % 3 > 0 THEN now() END, CASE WHEN id % 3 = 2 THEN now() END
       FROM assignments WHERE id NOT IN (SELECT assignment_id FROM payouts WHERE assignment_id IS NOT NULL)`,
      [ada.userId],
    );
    await t.sql("UPDATE applications SET status = 'pending' WHERE user_id = ?", [bea.userId]);
    await t.sql(
      `INSERT INTO social_posts (text, posted_at)
       SELECT 'Reading night, table ' || n, timestamptz '2026-01-15 19:00Z' FROM generate_series(1, 4) AS n`,
    );
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string | number>) =>
    admin.get(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

  /** Every page of a list, 3 rows at a time, as the table turns them. */
  async function allPages(list: string, query: Record<string, string>) {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const response = await get(`/api/admin/${list}`, { ...query, page, pageSize: 3 });
      expect(response.status).toBe(200);
      ids.push(...response.body.items.map((item: { id: number }) => item.id));
      if (page * 3 >= response.body.total) return { ids, total: response.body.total as number };
    }
  }

  describe.each(Object.entries(LISTS))('GET /api/admin/%s', (list, { from, fields }) => {
    it.each(Object.keys(fields).flatMap((field) => [[field, 'ascend'] as const, [field, 'descend'] as const]))(
      'sortBy=%s&sortOrder=%s pages through every row once, in that order, ties by id',
      async (sortBy, sortOrder) => {
        const direction = sortOrder === 'ascend' ? 'ASC' : 'DESC';
        const columns = [(fields as Record<string, string | string[]>)[sortBy]].flat();
        const expected = await t.sql<{ id: number }>(
          `SELECT x.id ${from} ORDER BY ${[...columns, 'x.id'].map((column) => `${column} ${direction}`).join(', ')}`,
        );
        const { ids, total } = await allPages(list, { sortBy, sortOrder });
        expect(total).toBe(expected.length);
        expect(ids).toEqual(expected.map((row) => row.id));
      },
    );

    it('sorts ascending when only sortBy is given, and refuses an unknown sortBy or sortOrder with a clear 400', async () => {
      const [field] = Object.keys(fields);
      expect((await get(`/api/admin/${list}`, { sortBy: field })).body.items).toEqual(
        (await get(`/api/admin/${list}`, { sortBy: field, sortOrder: 'ascend' })).body.items,
      );
      expect((await get(`/api/admin/${list}`, { sortBy: 'passwordHash' })).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: [`sortBy must be one of ${Object.keys(fields).join(', ')}`],
      });
      expect((await get(`/api/admin/${list}`, { sortBy: field, sortOrder: 'asc' })).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['sortOrder must be one of ascend, descend'],
      });
      expect((await admin.get(`/api/admin/${list}?sortBy=${field}&sortBy=${field}`)).status).toBe(400);
    });
  });

  describe('GET /api/admin/assignments filters', () => {
    const idsOf = (sql: string) => t.sql<{ id: number }>(`SELECT id FROM assignments WHERE ${sql} ORDER BY id DESC`);

    it('takes several statuses, comma-separated or repeated', async () => {
      const expected = (await idsOf("status IN ('assigned', 'in_progress')")).map((row) => row.id);
      expect(expected.length).toBeGreaterThanOrEqual(3);
      for (const query of [
        'status=assigned,in_progress',
        'status=assigned&status=in_progress',
        'status=in_progress,assigned,assigned',
      ]) {
        const response = await admin.get(`/api/admin/assignments?${query}`);
        expect(response.body.items.map((item: { id: number }) => item.id)).toEqual(expected);
        expect(response.body.total).toBe(expected.length);
      }
    });

    it.each(['assigned,done', 'assigned,', ''])('refuses status=%s with the seven statuses named', async (status) => {
      expect((await admin.get(`/api/admin/assignments?status=${status}`)).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['status must be one of available, assigned, in_progress, submitted, reviewed, completed, cancelled'],
      });
    });

    it('overdue=true lists exactly the work the Overview counts as overdue, with the other filters', async () => {
      const overview = (await admin.get('/api/admin/overview')).body;
      const expected = await idsOf("status IN ('assigned', 'in_progress', 'reviewed') AND deadline < now()");
      const response = await get('/api/admin/assignments', { overdue: 'true' });
      expect(response.body.total).toBe(overview.overdueAssignments);
      expect(response.body.items.map((item: { id: number }) => item.id)).toEqual(expected.map((row) => row.id));
      expect(response.body.items.every((item: { overdue: boolean }) => item.overdue)).toBe(true);
      expect((await get('/api/admin/assignments', { overdue: 'true', status: 'reviewed' })).body.total).toBe(1);
      expect((await get('/api/admin/assignments', { overdue: 'false' })).body.total).toBe(
        (await get('/api/admin/assignments', {})).body.total,
      );
      expect((await get('/api/admin/assignments', { overdue: 'yes' })).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['overdue must be true or false'],
      });
    });
  });

  describe('GET /api/admin/audit-log order', () => {
    it('reads oldest first with sortBy=createdAt&sortOrder=ascend, the cursor following that order', async () => {
      for (let n = 0; n < 5; n += 1) await admin.patch('/api/admin/users/2', { lastName: `Writer-${n}` });
      const all = await t.sql<{ id: string }>('SELECT id::text FROM audit_log ORDER BY id');
      const ids: string[] = [];
      let before: string | null = null;
      do {
        const query: Record<string, string | number> = { sortBy: 'createdAt', sortOrder: 'ascend', limit: 2 };
        if (before) query.before = before;
        const response = await get('/api/admin/audit-log', query);
        ids.push(...response.body.entries.map((entry: { id: string }) => entry.id));
        before = response.body.nextBefore;
      } while (before);
      expect(ids).toEqual(all.map((row) => row.id));
      const newest = await get('/api/admin/audit-log', { sortBy: 'createdAt', sortOrder: 'descend', limit: 100 });
      expect(newest.body.entries.map((entry: { id: string }) => entry.id)).toEqual(all.map((row) => row.id).reverse());
      expect((await get('/api/admin/audit-log', { sortBy: 'action' })).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['sortBy must be one of createdAt'],
      });
    });
  });
});
