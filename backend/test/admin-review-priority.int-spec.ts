import { anAssignmentIn, writers } from './support/assignment-helpers';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface Item {
  id: number;
  title: string;
  assignee: { tier: string | null; priority: boolean } | null;
}

/** D20 and D22: the review queue puts Professional and Editorial Partner work first, then the longest waiting. */
describe('admin: the review queue’s priority (D20)', () => {
  let t: TestApp;
  let editor: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    editor = await t.signIn(ADMIN);
    await t.sql("UPDATE assignments SET status = 'cancelled' WHERE status = 'submitted'");
  });
  afterAll(() => t.close());

  it('orders submitted work by the writer’s tier, then by waiting time, and shows each tier', async () => {
    const [writer, trial, professional, partner, granted, lapsed] = await writers(t, 6);
    const tiers: [number, string, string][] = [
      [trial!.userId, 'free_trial', 'active'],
      [professional!.userId, 'professional', 'active'],
      [partner!.userId, 'editorial_partner', 'active'],
      // An editor's grant (no provider subscription, D10) counts like a paid one; a lapsed subscription does not.
      [granted!.userId, 'editorial_partner', 'active'],
      [lapsed!.userId, 'professional', 'canceled'],
    ];
    for (const [id, tier, status] of tiers) {
      await t.sql('UPDATE users SET subscription_tier = ?, subscription_status = ? WHERE id = ?', [tier, status, id]);
    }
    // [writer, hours waiting]: the oldest of each group first.
    const handedIn: [number, string, number][] = [
      [writer!.userId, 'Writer, 30 hours', 30],
      [professional!.userId, 'Professional, 2 hours', 2],
      [trial!.userId, 'Trial, 50 hours', 50],
      [partner!.userId, 'Partner, 10 hours', 10],
      [lapsed!.userId, 'Lapsed, 40 hours', 40],
      [granted!.userId, 'Granted partner, 20 hours', 20],
    ];
    for (const [userId, title, hours] of handedIn) {
      const id = await anAssignmentIn(t, 'submitted', userId, { title });
      await t.sql("UPDATE assignments SET submitted_at = now() - ? * interval '1 hour' WHERE id = ?", [hours, id]);
    }
    const queue = await editor.get('/api/admin/assignments?status=submitted');
    expect(queue.status).toBe(200);
    const items = queue.body.items as Item[];
    expect(items.map((item) => item.title)).toEqual([
      'Granted partner, 20 hours',
      'Partner, 10 hours',
      'Professional, 2 hours',
      'Trial, 50 hours',
      'Lapsed, 40 hours',
      'Writer, 30 hours',
    ]);
    expect(items.map((item) => [item.assignee?.tier, item.assignee?.priority])).toEqual([
      ['editorial_partner', true],
      ['editorial_partner', true],
      ['professional', true],
      ['free_trial', false],
      [null, false],
      ['writer', false],
    ]);
    // Pages keep the order; a sort the editor picks replaces it.
    const second = await editor.get('/api/admin/assignments?status=submitted&page=2&pageSize=4');
    expect((second.body.items as Item[]).map((item) => item.title)).toEqual(['Lapsed, 40 hours', 'Writer, 30 hours']);
    const byTitle = await editor.get('/api/admin/assignments?status=submitted&sortBy=title&sortOrder=ascend');
    expect((byTitle.body.items as Item[])[0]!.title).toBe('Granted partner, 20 hours');
    expect((byTitle.body.items as Item[])[1]!.title).toBe('Lapsed, 40 hours');
  });

  it('refuses a bad status or sort with a 400', async () => {
    expect((await editor.get('/api/admin/assignments?status=queued')).status).toBe(400);
    expect((await editor.get('/api/admin/assignments?status=submitted&sortBy=tier')).status).toBe(400);
  });
});
