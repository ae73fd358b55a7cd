import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

interface Offer {
  id: string;
  features: string[];
  perks: {
    checksPerDay: number | null;
    priorityFeedback: boolean;
    firstLookHours: number | null;
    oneToOneSessions: boolean;
  };
}

/** D20: the tier cards state the perks with the figures the server enforces, read from the same settings. */
describe('billing: the tier cards promise what the settings keep', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TOOL_CHECKS_PER_DAY: '7', PREMIUM_EARLY_ACCESS_HOURS: '36' });
  });
  afterAll(() => t.close());

  it('names the daily limit and the first look from the settings, and the perks per tier as data', async () => {
    const response = await request(t.server).get('/api/billing/config');
    expect(response.status).toBe(200);
    const offers = new Map((response.body.tiers as Offer[]).map((offer) => [offer.id, offer]));
    expect(offers.get('writer')!.features).toContain('Grammar and originality checks, up to 7 a day');
    expect(offers.get('free_trial')!.perks).toEqual({
      checksPerDay: 7,
      priorityFeedback: false,
      firstLookHours: null,
      oneToOneSessions: false,
    });
    expect(offers.get('professional')!.perks).toMatchObject({ checksPerDay: null, priorityFeedback: true });
    expect(offers.get('editorial_partner')!.features).toContain(
      'First look at premium assignments, 36 hours before everyone else',
    );
    expect(offers.get('editorial_partner')!.perks).toEqual({
      checksPerDay: null,
      priorityFeedback: true,
      firstLookHours: 36,
      oneToOneSessions: true,
    });
  });
});
