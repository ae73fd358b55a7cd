import { aMemberWithout } from './support/members';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const ESSAY = 'The night editor reads the paper before anyone else does, and she asks whether it is true and fair.';

/**
 * The members-only gate (D20) end to end: the membership the server answers with the session user, and the calls it
 * opens, for a member who never subscribed, one whose provider subscription ended, a paying member, one whose
 * subscription an editor granted in the console (D10) and an administrator.
 */
describe('the members-only gate (D20)', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  const membershipOf = async (client: TestClient) => {
    const answer = await client.get('/api/user');
    expect(answer.status).toBe(200);
    return answer.body.membership as unknown;
  };
  const saveDraft = (client: TestClient) =>
    client.post('/api/drafts', { title: 'On night editors', format: 'essay', content: ESSAY });

  it('refuses a member who never subscribed, and says so in the session user', async () => {
    const member = await t.signIn((await aMemberWithout(t, { status: 'inactive', tier: null })).credentials);
    expect(await membershipOf(member)).toEqual({ active: false, tier: null, source: null, membersOnlyPages: false });
    const refused = await saveDraft(member);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'SUBSCRIPTION_REQUIRED' });
    expect(refused.body.message).toMatch(/active subscription/);
    expect((await member.post('/api/tools/grammar', { text: ESSAY })).body.code).toBe('SUBSCRIPTION_REQUIRED');
    // The dashboard's own calls stay open: the member can still subscribe from there.
    expect((await member.get('/api/billing/subscription')).status).toBe(200);
  });

  it('opens the calls to a paying member, and closes them once the provider ends the subscription', async () => {
    const paying = await t.signIn(DEMO);
    expect(await membershipOf(paying)).toEqual({
      active: true,
      tier: 'writer',
      source: 'provider',
      membersOnlyPages: true,
    });
    expect((await saveDraft(paying)).status).toBe(201);
    // What SubscriptionSync writes when the provider reports the subscription canceled (D3).
    await t.sql("UPDATE users SET subscription_status = 'canceled' WHERE email = ?", [DEMO.email]);
    try {
      expect(await membershipOf(paying)).toMatchObject({ active: false, membersOnlyPages: false });
      expect((await saveDraft(paying)).body.code).toBe('SUBSCRIPTION_REQUIRED');
    } finally {
      await t.sql("UPDATE users SET subscription_status = 'active' WHERE email = ?", [DEMO.email]);
    }
  });

  it('counts a subscription an editor grants in the console as active at once, in the answer and the calls', async () => {
    const { id, credentials } = await aMemberWithout(t, { status: 'inactive', tier: null });
    const member = await t.signIn(credentials);
    expect((await saveDraft(member)).status).toBe(403);

    const grant = await admin.patch(`/api/admin/users/${id}`, {
      subscriptionStatus: 'active',
      subscriptionTier: 'editorial_partner',
    });
    expect(grant.status).toBe(200);

    expect(await membershipOf(member)).toEqual({
      active: true,
      tier: 'editorial_partner',
      source: 'granted',
      membersOnlyPages: true,
    });
    expect((await saveDraft(member)).status).toBe(201);
    expect((await member.post('/api/tools/grammar', { text: ESSAY })).status).toBe(200);
    expect((await member.post('/api/courses/editorial-fundamentals/waitlist')).status).toBe(200);
  });

  it('opens the calls to an administrator, whose own membership is answered as it is', async () => {
    expect(await membershipOf(admin)).toMatchObject({ membersOnlyPages: true });
    expect((await saveDraft(admin)).status).toBe(201);
    expect((await admin.get('/api/resources/download/complete-style-guide.pdf')).status).toBe(200);
  });
});
