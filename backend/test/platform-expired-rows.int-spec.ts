import { JobQueue } from '../src/platform/jobs/job-queue';
import { ExpiredBucketsJob } from '../src/platform/security/expired-buckets.job';
import { ExpiredSessionsJob } from '../src/modules/identity/infrastructure/expired-sessions.job';
import { ExpiredAccountLinksJob } from '../src/modules/identity/infrastructure/expired-account-links.job';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

describe('scheduled deletion of ended rate-limit windows and sessions', () => {
  const logged: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'debug' }, { logDestination: { write: (line) => logged.push(line) } });
  });
  afterAll(() => t.close());

  const keys = async () =>
    (await t.sql<{ key: string }>('SELECT key FROM rate_limit_buckets ORDER BY key')).map((row) => row.key);

  it('deletes only the ended windows, and says so under the job name', async () => {
    await t.sql(`INSERT INTO rate_limit_buckets (key, count, reset_at) VALUES
      ('test:ended', 5, now() - interval '1 second'), ('test:open', 2, now() + interval '10 minutes')`);
    expect(await t.app.get(ExpiredBucketsJob).run()).toBe(1);
    expect(await keys()).toEqual(['test:open']);
    const line = logged.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.context === 'RateLimits');
    expect(line).toMatchObject({ job: 'expired-rate-limit-buckets', msg: 'Deleted 1 ended rate-limit window(s)' });
  });

  it('deletes ended sessions and keeps a signed-in member signed in', async () => {
    const member = await t.signIn(DEMO);
    await t.sql(`INSERT INTO session (sid, sess, expire) VALUES ('ended-session', '{}', now() - interval '1 minute')`);
    expect(await t.app.get(ExpiredSessionsJob).run()).toBe(1);
    expect(await t.sql("SELECT sid FROM session WHERE sid = 'ended-session'")).toEqual([]);
    expect((await member.get('/api/user')).status).toBe(200);
  });

  it('deletes mailed links a day after they expired, and keeps the others', async () => {
    const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email]);
    await t.sql(
      `INSERT INTO account_links (user_id, purpose, token_hash, email, expires_at) VALUES
        (?, 'reset-password', repeat('a', 64), ?, now() - interval '25 hours'),
        (?, 'reset-password', repeat('b', 64), ?, now() - interval '1 hour'),
        (?, 'confirm-email', repeat('c', 64), ?, now() + interval '6 days')`,
      [id, DEMO.email, id, DEMO.email, id, DEMO.email],
    );
    expect(await t.app.get(ExpiredAccountLinksJob).run()).toBe(1);
    const left = await t.sql<{ h: string }>('SELECT left(token_hash, 1) AS h FROM account_links ORDER BY 1');
    expect(left.map((row) => row.h)).toEqual(['b', 'c']);
  });

  it('schedules every job under its name', () => {
    const names = t.app.get(JobQueue).scheduledTasks().sort();
    expect(names).toEqual([
      'assignments-overdue-release',
      'billing-reconcile',
      'expired-account-links',
      'expired-rate-limit-buckets',
      'expired-sessions',
      'originality-index-published',
      'payouts-reconcile',
      'quiz-overdue-attempts',
    ]);
  });
});
